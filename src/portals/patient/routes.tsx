import type { RouteObject } from 'react-router-dom';
import { PublicRouteLayout } from '../../components/public-route-layout';
import { upcomingRoutes } from '../../components/upcoming-page';
import { RequireSession, SignInPage, SignUpPage } from '../../features/auth';
import {
  MyMedicationsPage,
  MyOrdersPage,
  MyProfilePage,
  OrderDetailPage,
  PatientDashboardPage,
} from '../../features/patient-portal';
import { PatientLayout } from './layout';

const ONBOARDING_STEPS = [
  'gender',
  'bmi',
  'kidney',
  'history-cancer',
  'diabetes',
  'medical-history',
  'symptoms-conditions',
  'pregnant-breastfeeding',
  'allergic-reaction',
  'payment',
];

export const routes: RouteObject[] = [
  { path: 'sign-in', element: <SignInPage portal="patient" signUpPath="/sign-up" /> },
  { path: 'sign-up', element: <SignUpPage variant="patient" /> },
  {
    // Public intake: reachable without an account.
    element: <PublicRouteLayout />,
    children: upcomingRoutes([
      'start',
      'start2',
      'start3',
      'single-link',
      'renewal',
      'onboarding',
      ...ONBOARDING_STEPS.map((step) => `onboarding/${step}`),
    ]),
  },
  {
    element: <RequireSession />,
    children: [
      {
        element: <PatientLayout />,
        children: [
          { index: true, element: <PatientDashboardPage /> },
          { path: 'orders', element: <MyOrdersPage /> },
          { path: 'patient/orders/:id', element: <OrderDetailPage /> },
          { path: 'medications', element: <MyMedicationsPage /> },
          { path: 'my-profile', element: <MyProfilePage /> },
          ...upcomingRoutes(['activity', 'messages', 'account']),
        ],
      },
    ],
  },
];
