// The dashboard on its own: the first page after sign-in downloads none of the other pages (profile form, phone
// numbers, order tables).
export { PatientDashboardPage } from './pages/patient-dashboard-page';
