export { PartnerDashboardPage } from './pages/dashboard-page';
export { PartnerPatientsPage } from './pages/patients-page';
export { PartnerPatientPage } from './pages/patient-page';
export { PartnerOrdersPage } from './pages/orders-page';
export { PartnerOrderPage } from './pages/order-page';
export { RenewalsPage } from './pages/renewals-page';
