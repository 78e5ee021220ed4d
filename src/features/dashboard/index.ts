export { DashboardPage } from './pages/dashboard-page';
export { DoctorDashboardPage } from './pages/doctor-dashboard-page';
