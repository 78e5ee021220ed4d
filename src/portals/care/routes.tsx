import type { RouteObject } from 'react-router-dom';
import { upcomingRoutes } from '@/components/upcoming-page';
import { RequireSession, SignInPage } from '@/features/auth';
import { DashboardPage } from '@/features/dashboard';
import { CareLayout, careSections } from './layout';

export const routes: RouteObject[] = [
  { path: 'sign-in', element: <SignInPage portal="care" /> },
  {
    element: <RequireSession />,
    children: [
      {
        element: <CareLayout />,
        children: [
          { index: true, element: <DashboardPage sections={careSections} /> },
          ...upcomingRoutes(['patients', 'patients/:id', 'messages', 'tasks', 'sessions', 'resources', 'account']),
        ],
      },
    ],
  },
];
