import type { RouteObject } from 'react-router-dom';
import { upcomingRoutes } from '../../components/upcoming-page';
import { RequireSession, SignInPage } from '../../features/auth';
import { DashboardPage } from '../../features/dashboard';
import { MedicalLayout, medicalSections } from './layout';

export const routes: RouteObject[] = [
  { path: 'sign-in', element: <SignInPage portal="medical" /> },
  {
    element: <RequireSession />,
    children: [
      {
        element: <MedicalLayout />,
        children: [
          { index: true, element: <DashboardPage sections={medicalSections} /> },
          ...upcomingRoutes([
            'prescription-queue',
            'past-prescriptions',
            'prescriptions',
            'prescriptions/:id',
            'new-prescription',
            'manual-prescription',
            'orders',
            'orders/:id',
            'orders/:id/patient',
            'orders/:id/medication',
            'orders/:id/rx-information',
            'orders/:id/review-and-submit',
            'start-new-order',
            'start-new-order/:id',
            'send-order-to-rx/:id',
            'order-sent-successfully/:id',
            'patients',
            'patients/:id',
            'patient-intake-pdf/:orderId',
            'medications',
            'access',
            'billing',
            'api-key',
            'settings',
            'account',
            'messages',
          ]),
        ],
      },
    ],
  },
];
