import type { RouteObject } from 'react-router-dom';
import { portalRoutes } from '@/features/auth';
import { DashboardPage } from '@/features/dashboard';
import { adminNav, adminSections } from './layout';

export const routes: RouteObject[] = portalRoutes({
  portal: 'admin',
  navItems: adminNav,
  home: <DashboardPage sections={adminSections} />,
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
