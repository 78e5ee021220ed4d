import { lazyLayout, portalRoutes } from '@/features/auth/lib/portal-routes';
import { lazyNamed } from '@/lib/lazy-named';

// account and training: the pages every portal shares.
const account = () => import('@/features/account');
const AccountPage = lazyNamed(account, 'AccountPage');
const MyProfilePage = lazyNamed(account, 'MyProfilePage');
const ResourcesPage = lazyNamed(() => import('@/features/training'), 'ResourcesPage');
const careTeam = () => import('@/features/care-team');
const CarePatientsPage = lazyNamed(careTeam, 'CarePatientsPage');
const CarePatientPage = lazyNamed(careTeam, 'CarePatientPage');
const CareTasksPage = lazyNamed(() => import('@/features/care-tasks'), 'CareTasksPage');
const CareSessionsPage = lazyNamed(() => import('@/features/care-sessions'), 'CareSessionsPage');
// chat: the conversations (every signed-in portal's /messages).
const MessagesPage = lazyNamed(() => import('@/features/chat'), 'MessagesPage');

export const { routes, preloadSignedIn } = portalRoutes({
  portal: 'care',
  ...lazyLayout(() => import('./layout'), 'CareShell', 'CareHome'),
  pages: [
    { path: 'account', element: <AccountPage /> },
    { path: 'my-profile', element: <MyProfilePage /> },
    { path: 'resources', element: <ResourcesPage /> },
    { path: 'patients', element: <CarePatientsPage /> },
    { path: 'patients/:id', element: <CarePatientPage /> },
    { path: 'tasks', element: <CareTasksPage /> },
    { path: 'sessions', element: <CareSessionsPage /> },
    { path: 'messages', element: <MessagesPage /> },
  ],
});
