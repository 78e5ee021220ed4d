import { lazyLayout, portalRoutes } from '@/features/auth/lib/portal-routes';
import { lazyNamed } from '@/lib/lazy-named';

// admin-care: every order and patient, a patient's timeline, files and notes; each page its own download.
const adminCare = () => import('@/features/admin-care');
const AdminOrdersPage = lazyNamed(adminCare, 'AdminOrdersPage');
const AdminOrderPage = lazyNamed(adminCare, 'AdminOrderPage');
const AdminPatientsPage = lazyNamed(adminCare, 'AdminPatientsPage');
const AdminPatientPage = lazyNamed(adminCare, 'AdminPatientPage');

export const { routes, preloadSignedIn } = portalRoutes({
  portal: 'admin',
  ...lazyLayout(() => import('./layout'), 'AdminShell', 'AdminHome'),
  pages: [
    { path: 'orders', element: <AdminOrdersPage /> },
    { path: 'orders/:id', element: <AdminOrderPage /> },
    { path: 'patients', element: <AdminPatientsPage /> },
    { path: 'patients/:id', element: <AdminPatientPage /> },
  ],
  upcoming: [
    'partners',
    'partners/:id',
    'health-pros',
    'health-pros/:id',
    'patient-intake-pdf/:orderId',
    'doctors',
    'doctors/:id',
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
