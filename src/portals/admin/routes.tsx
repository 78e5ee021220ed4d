import type { RouteObject } from 'react-router-dom';
import { lazyLayout, portalRoutes } from '@/features/auth/lib/portal-routes';

const layout = lazyLayout(() => import('./layout'), 'AdminShell', 'AdminHome');
export const preloadSignedIn = layout.preload;

export const routes: RouteObject[] = portalRoutes({
  portal: 'admin',
  shell: layout.shell,
  home: layout.home,
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
