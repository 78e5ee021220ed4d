import { lazyLayout, portalRoutes } from '@/features/auth/lib/portal-routes';
import { lazyNamed } from '@/lib/lazy-named';
import { staffAccountRoutes } from '../common-routes';

// sales: partners, payout details and settings; each page a lazy download.
const sales = () => import('@/features/sales');
const SalesPartnersPage = lazyNamed(sales, 'SalesPartnersPage');
const SalesPartnerPage = lazyNamed(sales, 'SalesPartnerPage');
const SalesPayoutDetailPage = lazyNamed(sales, 'SalesPayoutDetailPage');
const SalesSettingsPage = lazyNamed(sales, 'SalesSettingsPage');

export const { routes, preloadSignedIn } = portalRoutes({
  portal: 'sales',
  ...lazyLayout(() => import('./layout'), 'SalesShell', 'SalesHome'),
  pages: [
    { path: 'partners', element: <SalesPartnersPage /> },
    { path: 'partners/:id', element: <SalesPartnerPage />, handle: { title: 'Partner' } },
    { path: 'payout-detail', element: <SalesPayoutDetailPage /> },
    { path: 'settings', element: <SalesSettingsPage /> },
    ...staffAccountRoutes(),
  ],
});
