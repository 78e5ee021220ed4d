export { AdminOrdersPage } from './pages/orders-page';
export { AdminOrderPage } from './pages/order-page';
export { AdminIntakePdfPage } from './pages/intake-pdf-page';
export { AdminPatientsPage } from './pages/patients-page';
export { AdminPatientPage } from './pages/patient-page';
