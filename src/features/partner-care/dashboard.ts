// The dashboard on its own: the first page after sign-in downloads none of the feature's other pages.
export { PartnerDashboardPage } from './pages/dashboard-page';
