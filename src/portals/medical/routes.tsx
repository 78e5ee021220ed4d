import type { RouteObject } from 'react-router-dom';
import { upcomingRoutes } from '../../components/upcoming-page';
import { RequireSession, SignInPage } from '../../features/auth';
import { DashboardPage } from '../../features/dashboard';
import { MedicalLayout, medicalSections } from './layout';

// Wiring only: each block maps the paths of one feature to its pages.
const reviewRoutes: RouteObject[] = [
  // clinical-review: queue, orders, order and intake review, intake PDF, patients
  ...upcomingRoutes(['prescription-queue', 'orders', 'orders/:id', 'patient-intake-pdf/:orderId', 'patients', 'patients/:id']),
];

const prescribingRoutes: RouteObject[] = [
  // prescribing: new orders and their steps, sending to a pharmacy, prescriptions, medications
  ...upcomingRoutes([
    'start-new-order',
    'start-new-order/:id',
    'orders/:id/patient',
    'orders/:id/medication',
    'orders/:id/rx-information',
    'orders/:id/review-and-submit',
    'send-order-to-rx/:id',
    'order-sent-successfully/:id',
    'prescriptions',
    'prescriptions/:id',
    'past-prescriptions',
    'new-prescription',
    'manual-prescription',
    'medications',
  ]),
];

const accountRoutes: RouteObject[] = [
  // doctor-account: profile, cards, delegate access
  ...upcomingRoutes(['account', 'billing', 'access']),
];

export const routes: RouteObject[] = [
  { path: 'sign-in', element: <SignInPage portal="medical" /> },
  {
    element: <RequireSession />,
    children: [
      {
        element: <MedicalLayout />,
        children: [
          { index: true, element: <DashboardPage sections={medicalSections} /> },
          ...reviewRoutes,
          ...prescribingRoutes,
          ...accountRoutes,
          ...upcomingRoutes(['api-key', 'settings', 'messages']),
        ],
      },
    ],
  },
];
