import type { RouteObject } from 'react-router-dom';
import { portalRoutes } from '@/features/auth';
import { DoctorDashboardPage } from '@/features/dashboard';
import {
  DoctorOrderPage,
  DoctorOrdersPage,
  PatientDetailPage,
  PatientIntakePdfPage,
  PatientsPage,
  PrescriptionQueuePage,
} from '@/features/clinical-review';
import { AccountPage, BillingPage, DelegateAccessPage } from '@/features/doctor-account';
import {
  ManualPrescriptionPage,
  MedicationsPage,
  NewPrescriptionPage,
  OrderMedicationStepPage,
  OrderPatientStepPage,
  OrderReviewPage,
  OrderRxStepPage,
  OrderSentPage,
  PrescriptionDetailPage,
  PrescriptionsPage,
  SendOrderToRxPage,
  StartNewOrderPage,
  StartOrderForPatientPage,
} from '@/features/prescribing';
import { medicalNav, medicalSections } from './layout';

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
  // doctor-account: profile, cards, delegate access
  { path: 'account', element: <AccountPage /> },
  { path: 'billing', element: <BillingPage /> },
  { path: 'access', element: <DelegateAccessPage /> },
];

export const routes: RouteObject[] = portalRoutes({
  portal: 'medical',
  navItems: medicalNav,
  home: <DoctorDashboardPage sections={medicalSections} />,
  pages: [...reviewRoutes, ...prescribingRoutes, ...accountRoutes],
  upcoming: ['api-key', 'settings', 'messages'],
});
