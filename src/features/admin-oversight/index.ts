export { AdminDashboardPage } from './pages/admin-dashboard-page';
export { AuditLogsPage } from './pages/audit-logs-page';
export { AdminSettingsPage } from './pages/admin-settings-page';
export { HealthProsPage } from './pages/health-pros-page';
export { HealthProPage } from './pages/health-pro-page';
export { ScheduledJobsPage } from './pages/scheduled-jobs-page';
