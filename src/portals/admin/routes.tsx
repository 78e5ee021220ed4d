import type { RouteObject } from 'react-router-dom';
import { portalRoutes } from '@/features/auth';
import { dashboardHome } from '@/features/dashboard';
import { adminNavTable } from './layout';

export const routes: RouteObject[] = portalRoutes({
  portal: 'admin',
  ...dashboardHome(adminNavTable),
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
