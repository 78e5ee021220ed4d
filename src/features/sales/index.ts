export { SalesDashboardPage } from './pages/dashboard-page';
export { SalesPartnersPage } from './pages/partners-page';
export { SalesPartnerPage } from './pages/partner-page';
export { SalesPayoutDetailPage } from './pages/payout-detail-page';
export { SalesSettingsPage } from './pages/settings-page';
