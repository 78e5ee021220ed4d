import type { RouteObject } from 'react-router-dom';
import { PublicRouteLayout } from '@/components/public-route-layout';
import { portalRoutes } from '@/features/auth';
import { MyMedicationsPage, MyOrdersPage, MyProfilePage, OrderDetailPage, PatientDashboardPage } from '@/features/patient-portal';
import { IntakePage, LEGACY_STEP_PATHS, OnboardingLayout, OnboardingStartPage, OnboardingStepPage, RenewalPage } from '@/features/intake';
import { patientNav } from './layout';

export const routes: RouteObject[] = portalRoutes({
  portal: 'patient',
  navItems: patientNav,
  signUp: 'patient',
  publicRoutes: [
    {
      // Public intake: reachable without an account.
      element: <PublicRouteLayout />,
      children: [
        ...['start', 'start2', 'start3', 'single-link'].map((path) => ({ path, element: <IntakePage /> })),
        { path: 'renewal', element: <RenewalPage /> },
        {
          path: 'onboarding',
          element: <OnboardingLayout />,
          children: [
            { index: true, element: <OnboardingStartPage /> },
            ...LEGACY_STEP_PATHS.map((step) => ({ path: step, element: <OnboardingStepPage key={step} step={step} /> })),
          ],
        },
      ],
    },
  ],
  home: <PatientDashboardPage />,
  pages: [
    { path: 'orders', element: <MyOrdersPage /> },
    { path: 'patient/orders/:id', element: <OrderDetailPage /> },
    { path: 'medications', element: <MyMedicationsPage /> },
    { path: 'my-profile', element: <MyProfilePage /> },
  ],
  upcoming: ['activity', 'messages', 'account'],
});
