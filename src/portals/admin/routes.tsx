import { lazyLayout, portalRoutes } from '@/features/auth/lib/portal-routes';
import { lazyNamed } from '@/lib/lazy-named';

// admin-partners: partners, their doctor, billing and patients; the leaderboard and partners at risk.
const adminPartners = () => import('@/features/admin-partners');
const AdminPartnersPage = lazyNamed(adminPartners, 'AdminPartnersPage');
const AdminPartnerPage = lazyNamed(adminPartners, 'AdminPartnerPage');
const PartnerLeaderboardPage = lazyNamed(adminPartners, 'PartnerLeaderboardPage');
const PartnersAtRiskPage = lazyNamed(adminPartners, 'PartnersAtRiskPage');

export const { routes, preloadSignedIn } = portalRoutes({
  portal: 'admin',
  ...lazyLayout(() => import('./layout'), 'AdminShell', 'AdminHome'),
  pages: [
    { path: 'partners', element: <AdminPartnersPage /> },
    { path: 'partners/:id', element: <AdminPartnerPage /> },
    { path: 'partner-leaderboard', element: <PartnerLeaderboardPage /> },
    { path: 'partners-at-risk', element: <PartnersAtRiskPage /> },
  ],
  upcoming: [
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
    'invoices',
    'training',
    'api-key',
    'admin-settings',
    'account',
    'settings',
    'messages',
  ],
});
