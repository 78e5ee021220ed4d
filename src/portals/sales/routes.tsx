import type { RouteObject } from 'react-router-dom';
import { upcomingRoutes } from '@/components/upcoming-page';
import { RequireSession, SignInPage, SignUpPage } from '@/features/auth';
import { DashboardPage } from '@/features/dashboard';
import { SalesLayout, salesSections } from './layout';

export const routes: RouteObject[] = [
  { path: 'sign-in', element: <SignInPage portal="sales" signUpPath="/sign-up" /> },
  { path: 'sign-up', element: <SignUpPage variant="sales" /> },
  {
    element: <RequireSession />,
    children: [
      {
        element: <SalesLayout />,
        children: [
          { index: true, element: <DashboardPage sections={salesSections} /> },
          ...upcomingRoutes(['partners', 'partners/:id', 'payout-detail', 'account', 'resources', 'training', 'settings']),
        ],
      },
    ],
  },
];
