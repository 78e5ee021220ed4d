// The dashboard is in ./dashboard.ts only: a module in both would be a file of its own on the first page after sign-in.
export { SalesPartnersPage } from './pages/partners-page';
export { SalesPartnerPage } from './pages/partner-page';
export { SalesPayoutDetailPage } from './pages/payout-detail-page';
export { SalesSettingsPage } from './pages/settings-page';
