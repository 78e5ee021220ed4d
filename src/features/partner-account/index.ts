export { BillingPage } from './pages/billing-page';
export { BillingTransferPage } from './pages/billing-transfer-page';
export { DelegateAccessPage } from './pages/delegate-access-page';
export { PayoutDetailPage } from './pages/payout-detail-page';
export { SettingsPage } from './pages/settings-page';
export { PartnerLogo } from './components/partner-logo';
