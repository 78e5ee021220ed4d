export { DashboardPage } from './pages/dashboard-page';
export { dashboardHome } from './dashboard-home';
