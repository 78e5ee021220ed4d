export { AccountPage } from './pages/account-page';
export { BillingPage } from './pages/billing-page';
export { DelegateAccessPage } from './pages/delegate-access-page';
