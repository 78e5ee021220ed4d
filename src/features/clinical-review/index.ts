export { PrescriptionQueuePage } from './pages/prescription-queue-page';
export { DoctorOrdersPage } from './pages/doctor-orders-page';
export { DoctorOrderPage } from './pages/doctor-order-page';
export { PatientIntakePdfPage } from './pages/patient-intake-pdf-page';
export { PatientsPage } from './pages/patients-page';
export { PatientDetailPage } from './pages/patient-detail-page';
