import { lazyLayout, portalRoutes } from '@/features/auth/lib/portal-routes';
import { lazyNamed } from '@/lib/lazy-named';

// sales: partners, payout details and settings; each page a lazy download.
const sales = () => import('@/features/sales');
const SalesPartnersPage = lazyNamed(sales, 'SalesPartnersPage');
const SalesPartnerPage = lazyNamed(sales, 'SalesPartnerPage');
const SalesPayoutDetailPage = lazyNamed(sales, 'SalesPayoutDetailPage');
const SalesSettingsPage = lazyNamed(sales, 'SalesSettingsPage');

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
    { path: 'partners', element: <SalesPartnersPage /> },
    { path: 'partners/:id', element: <SalesPartnerPage />, handle: { title: 'Partner' } },
    { path: 'payout-detail', element: <SalesPayoutDetailPage /> },
    { path: 'settings', element: <SalesSettingsPage /> },
    { path: 'account', element: <AccountPage /> },
    { path: 'my-profile', element: <MyProfilePage /> },
    { path: 'training', element: <TrainingPage /> },
    { path: 'resources', element: <ResourcesPage /> },
  ],
});
