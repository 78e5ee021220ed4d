export { MyOrdersPage } from './pages/my-orders-page';
export { OrderDetailPage } from './pages/order-detail-page';
export { MyProfilePage } from './pages/my-profile-page';
export { MyMedicationsPage } from './pages/my-medications-page';
export { MyTreatmentPage } from './pages/my-treatment-page';
