import type { RouteObject } from 'react-router-dom';
import { lazyLayout, portalRoutes } from '@/features/auth/lib/portal-routes';
import { lazyNamed } from '@/lib/lazy-named';
import { staffAccountRoutes, apiKeyAndMessagesRoutes } from '../common-routes';

// Every page (and the shell, with its icons) is its own download: sign-in needs none of them.
const clinicalReview = () => import('@/features/clinical-review');
const doctorAccount = () => import('@/features/doctor-account');
const prescribing = () => import('@/features/prescribing');
const DoctorOrderPage = lazyNamed(clinicalReview, 'DoctorOrderPage');
const DoctorOrdersPage = lazyNamed(clinicalReview, 'DoctorOrdersPage');
const PatientDetailPage = lazyNamed(clinicalReview, 'PatientDetailPage');
const PatientIntakePdfPage = lazyNamed(clinicalReview, 'PatientIntakePdfPage');
const PatientsPage = lazyNamed(clinicalReview, 'PatientsPage');
const PrescriptionQueuePage = lazyNamed(clinicalReview, 'PrescriptionQueuePage');
const DoctorProfileSection = lazyNamed(doctorAccount, 'DoctorProfileSection');
const BillingPage = lazyNamed(doctorAccount, 'BillingPage');
const DelegateAccessPage = lazyNamed(doctorAccount, 'DelegateAccessPage');
const DoctorSettingsPage = lazyNamed(doctorAccount, 'DoctorSettingsPage');
const ManualPrescriptionPage = lazyNamed(prescribing, 'ManualPrescriptionPage');
const MedicationsPage = lazyNamed(prescribing, 'MedicationsPage');
const NewPrescriptionPage = lazyNamed(prescribing, 'NewPrescriptionPage');
const OrderMedicationStepPage = lazyNamed(prescribing, 'OrderMedicationStepPage');
const OrderPatientStepPage = lazyNamed(prescribing, 'OrderPatientStepPage');
const OrderReviewPage = lazyNamed(prescribing, 'OrderReviewPage');
const OrderRxStepPage = lazyNamed(prescribing, 'OrderRxStepPage');
const OrderSentPage = lazyNamed(prescribing, 'OrderSentPage');
const PrescriptionDetailPage = lazyNamed(prescribing, 'PrescriptionDetailPage');
const PrescriptionsPage = lazyNamed(prescribing, 'PrescriptionsPage');
const SendOrderToRxPage = lazyNamed(prescribing, 'SendOrderToRxPage');
const StartNewOrderPage = lazyNamed(prescribing, 'StartNewOrderPage');
const StartOrderForPatientPage = lazyNamed(prescribing, 'StartOrderForPatientPage');

// Wiring only: each block maps the paths of one feature to its pages.
const reviewRoutes: RouteObject[] = [
  // clinical-review: queue, orders, order and intake review, intake PDF, patients
  { path: 'prescription-queue', element: <PrescriptionQueuePage /> },
  { path: 'orders', element: <DoctorOrdersPage /> },
  { path: 'orders/:id', element: <DoctorOrderPage /> },
  { path: 'patient-intake-pdf/:orderId', element: <PatientIntakePdfPage /> },
  { path: 'patients', element: <PatientsPage /> },
  { path: 'patients/:id', element: <PatientDetailPage /> },
];

const prescribingRoutes: RouteObject[] = [
  // prescribing: new orders and their steps, sending to a pharmacy, prescriptions, medications
  { path: 'start-new-order', element: <StartNewOrderPage /> },
  { path: 'start-new-order/:id', element: <StartOrderForPatientPage /> },
  { path: 'orders/:id/patient', element: <OrderPatientStepPage /> },
  { path: 'orders/:id/medication', element: <OrderMedicationStepPage /> },
  { path: 'orders/:id/rx-information', element: <OrderRxStepPage /> },
  { path: 'orders/:id/review-and-submit', element: <OrderReviewPage /> },
  { path: 'send-order-to-rx/:id', element: <SendOrderToRxPage /> },
  { path: 'order-sent-successfully/:id', element: <OrderSentPage /> },
  { path: 'prescriptions', element: <PrescriptionsPage /> },
  { path: 'prescriptions/:id', element: <PrescriptionDetailPage /> },
  { path: 'past-prescriptions', element: <PrescriptionsPage past /> },
  { path: 'new-prescription', element: <NewPrescriptionPage /> },
  { path: 'manual-prescription', element: <ManualPrescriptionPage /> },
  { path: 'medications', element: <MedicationsPage /> },
];

const accountRoutes: RouteObject[] = [
  // account and training (common-routes): My Profile with the doctor's profile below the photo
  ...staffAccountRoutes(<DoctorProfileSection />),
  // doctor-account: cards, delegate access, prescribing settings (the default pharmacy)
  { path: 'billing', element: <BillingPage /> },
  { path: 'access', element: <DelegateAccessPage /> },
  { path: 'settings', element: <DoctorSettingsPage /> },
  // api-keys (server-to-server calls: webhook orders) and chat
  ...apiKeyAndMessagesRoutes,
];

export const { routes, preloadSignedIn } = portalRoutes({
  portal: 'medical',
  ...lazyLayout(() => import('./layout'), 'MedicalShell', 'MedicalHome'),
  pages: [...reviewRoutes, ...prescribingRoutes, ...accountRoutes],
});
