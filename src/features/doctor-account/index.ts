export { AccountPage } from './pages/account-page';
export { BillingPage } from './pages/billing-page';
export { DelegateAccessPage } from './pages/delegate-access-page';
export { AccountApiBaseContext, DOCTOR_API_BASE } from './api/api-base';
