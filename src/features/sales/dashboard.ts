// The dashboard on its own: the first page after sign-in downloads none of the feature's other pages.
export { SalesDashboardPage } from './pages/dashboard-page';
