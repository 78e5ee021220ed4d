import type { RouteObject } from 'react-router-dom';
import { upcomingRoutes } from '@/components/upcoming-page';
import { RequireSession, SignInPage } from '@/features/auth';
import { DashboardPage } from '@/features/dashboard';
import { PartnerLayout, partnerSections } from './layout';

export const routes: RouteObject[] = [
  { path: 'sign-in', element: <SignInPage portal="partner" /> },
  {
    element: <RequireSession />,
    children: [
      {
        element: <PartnerLayout />,
        children: [
          { index: true, element: <DashboardPage sections={partnerSections} /> },
          ...upcomingRoutes([
            'patients',
            'patients/:id',
            'patient-intake-pdf/:orderId',
            'orders',
            'orders/:id',
            'orders/:id/patient',
            'orders/:id/medication',
            'orders/:id/rx-information',
            'orders/:id/review-and-submit',
            'invoices',
            'payout-detail',
            'billing',
            'billing-transfer',
            'resources',
            'training',
            'access',
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
