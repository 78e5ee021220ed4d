import { lazyLayout, portalRoutes } from '@/features/auth/lib/portal-routes';
import { lazyNamed } from '@/lib/lazy-named';

// account and training: the pages every portal shares.
const account = () => import('@/features/account');
const training = () => import('@/features/training');
const AccountPage = lazyNamed(account, 'AccountPage');
const MyProfilePage = lazyNamed(account, 'MyProfilePage');
const TrainingPage = lazyNamed(training, 'TrainingPage');
const ResourcesPage = lazyNamed(training, 'ResourcesPage');

export const { routes, preloadSignedIn } = portalRoutes({
  portal: 'sales',
  ...lazyLayout(() => import('./layout'), 'SalesShell', 'SalesHome'),
  pages: [
    { path: 'account', element: <AccountPage /> },
    { path: 'my-profile', element: <MyProfilePage /> },
    { path: 'training', element: <TrainingPage /> },
    { path: 'resources', element: <ResourcesPage /> },
  ],
  upcoming: ['partners', 'partners/:id', 'payout-detail', 'settings'],
});
