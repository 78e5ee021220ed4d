// The dashboard is in ./dashboard.ts only: a module in both would be a file of its own on the first page after sign-in.
export { AuditLogsPage } from './pages/audit-logs-page';
export { AdminSettingsPage } from './pages/admin-settings-page';
export { HealthProsPage } from './pages/health-pros-page';
export { HealthProPage } from './pages/health-pro-page';
export { ScheduledJobsPage } from './pages/scheduled-jobs-page';
