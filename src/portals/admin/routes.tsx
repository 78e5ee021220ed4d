import type { RouteObject } from 'react-router-dom';
import { upcomingRoutes } from '@/components/upcoming-page';
import { RequireSession, SignInPage } from '@/features/auth';
import { DashboardPage } from '@/features/dashboard';
import { AdminLayout, adminSections } from './layout';

export const routes: RouteObject[] = [
  { path: 'sign-in', element: <SignInPage portal="admin" /> },
  {
    element: <RequireSession />,
    children: [
      {
        element: <AdminLayout />,
        children: [
          { index: true, element: <DashboardPage sections={adminSections} /> },
          ...upcomingRoutes([
            'partners',
            'partners/:id',
            'health-pros',
            'health-pros/:id',
            'patients',
            'patients/:id',
            'patient-intake-pdf/:orderId',
            'doctors',
            'doctors/:id',
            'orders',
            'orders/:id',
            'products',
            'products/:id',
            'admin/product-variation/:key',
            'top-products',
            'medications',
            'audit-logs',
            'partner-leaderboard',
            'partners-at-risk',
            'invoices',
            'training',
            'api-key',
            'admin-settings',
            'account',
            'settings',
            'messages',
          ]),
        ],
      },
    ],
  },
];
