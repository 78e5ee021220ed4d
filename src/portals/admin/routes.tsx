import type { RouteObject } from 'react-router-dom';
import { lazyLayout, portalRoutes } from '@/features/auth/lib/portal-routes';
import { lazyNamed } from '@/lib/lazy-named';

// admin-oversight: the HIPAA audit log, health professionals, admins and users; each page a lazy download.
const adminOversight = () => import('@/features/admin-oversight');
const AuditLogsPage = lazyNamed(adminOversight, 'AuditLogsPage');
const HealthProsPage = lazyNamed(adminOversight, 'HealthProsPage');
const HealthProPage = lazyNamed(adminOversight, 'HealthProPage');
const AdminSettingsPage = lazyNamed(adminOversight, 'AdminSettingsPage');

const oversightRoutes: RouteObject[] = [
  { path: 'audit-logs', element: <AuditLogsPage /> },
  { path: 'health-pros', element: <HealthProsPage /> },
  { path: 'health-pros/:id', element: <HealthProPage /> },
  { path: 'admin-settings', element: <AdminSettingsPage /> },
];

export const { routes, preloadSignedIn } = portalRoutes({
  portal: 'admin',
  ...lazyLayout(() => import('./layout'), 'AdminShell', 'AdminHome'),
  pages: [...oversightRoutes],
  upcoming: [
    'partners',
    'partners/:id',
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
    'partner-leaderboard',
    'partners-at-risk',
    'invoices',
    'training',
    'api-key',
    'account',
    'settings',
    'messages',
  ],
});
