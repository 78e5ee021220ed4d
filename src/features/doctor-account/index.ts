export { DoctorProfileSection } from './pages/doctor-profile-section';
export { BillingPage } from './pages/billing-page';
export { DelegateAccessPage } from './pages/delegate-access-page';
export { DoctorSettingsPage } from './pages/settings-page';
