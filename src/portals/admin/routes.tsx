import type { RouteObject } from 'react-router-dom';
import { portalRoutes } from '@/features/auth/lib/portal-routes';
import { lazyNamed } from '@/lib/lazy-named';

const Shell = lazyNamed(() => import('./layout'), 'AdminShell');
const Home = lazyNamed(() => import('./layout'), 'AdminHome');

export const routes: RouteObject[] = portalRoutes({
  portal: 'admin',
  shell: <Shell />,
  home: <Home />,
  upcoming: [
    'partners',
    'partners/:id',
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
    'partner-leaderboard',
    'partners-at-risk',
    'invoices',
    'training',
    'api-key',
    'admin-settings',
    'account',
    'settings',
    'messages',
  ],
});
