import { INTAKE_PATHS } from '@contracts/portals';
import { portalRoutes } from '@/features/auth/lib/portal-routes';
import { LEGACY_STEP_PATHS } from '@/features/intake/legacy/legacy-steps';
import { lazyNamed } from '@/lib/lazy-named';

// Every page (and the shell, with its icons) is its own download: sign-in needs none of them.
const layout = () => import('./layout');
const Shell = lazyNamed(layout, 'PatientShell');
const PublicRouteLayout = lazyNamed(() => import('@/components/public-route-layout'), 'PublicRouteLayout');
const patientPortal = () => import('@/features/patient-portal');
const intake = () => import('@/features/intake');
const dashboard = () => import('@/features/patient-portal/dashboard');
const PatientDashboardPage = lazyNamed(dashboard, 'PatientDashboardPage');
const MyOrdersPage = lazyNamed(patientPortal, 'MyOrdersPage');
const OrderDetailPage = lazyNamed(patientPortal, 'OrderDetailPage');
const MyMedicationsPage = lazyNamed(patientPortal, 'MyMedicationsPage');
const MyProfilePage = lazyNamed(patientPortal, 'MyProfilePage');
const MyTreatmentPage = lazyNamed(patientPortal, 'MyTreatmentPage');
const AccountPage = lazyNamed(() => import('@/features/account'), 'AccountPage');
const ActivityPage = lazyNamed(() => import('@/features/activity'), 'ActivityPage');
// chat: the conversations (every signed-in portal's /messages).
const MessagesPage = lazyNamed(() => import('@/features/chat'), 'MessagesPage');
const IntakePage = lazyNamed(intake, 'IntakePage');
const RenewalPage = lazyNamed(intake, 'RenewalPage');
const OnboardingLayout = lazyNamed(intake, 'OnboardingLayout');
const OnboardingStartPage = lazyNamed(intake, 'OnboardingStartPage');
const OnboardingStepPage = lazyNamed(intake, 'OnboardingStepPage');

export const { routes, preloadSignedIn } = portalRoutes({
  portal: 'patient',
  shell: <Shell />,
  preload: () => Promise.all([layout(), dashboard()]),
  publicRoutes: [
    {
      // Public intake: reachable without an account.
      element: <PublicRouteLayout />,
      children: [
        ...INTAKE_PATHS.map((path) => ({ path: path.slice(1), element: <IntakePage /> })),
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
    { path: 'treatment', element: <MyTreatmentPage /> },
    { path: 'account', element: <AccountPage /> },
    { path: 'activity', element: <ActivityPage /> },
    { path: 'messages', element: <MessagesPage /> },
  ],
});
