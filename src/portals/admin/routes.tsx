import { lazyLayout, portalRoutes } from '@/features/auth/lib/portal-routes';
import { lazyNamed } from '@/lib/lazy-named';

// admin-doctors: the doctors list and one doctor; each page a lazy download.
const adminDoctors = () => import('@/features/admin-doctors');
const AdminDoctorsPage = lazyNamed(adminDoctors, 'AdminDoctorsPage');
const AdminDoctorPage = lazyNamed(adminDoctors, 'AdminDoctorPage');
// account and training: Your Account, and the training every staff portal reads (managed here).
const AccountPage = lazyNamed(() => import('@/features/account'), 'AccountPage');
const ManageTrainingPage = lazyNamed(() => import('@/features/training'), 'ManageTrainingPage');

export const { routes, preloadSignedIn } = portalRoutes({
  portal: 'admin',
  ...lazyLayout(() => import('./layout'), 'AdminShell', 'AdminHome'),
  pages: [
    { path: 'doctors', element: <AdminDoctorsPage /> },
    { path: 'doctors/:id', element: <AdminDoctorPage />, handle: { title: 'Doctor' } },
    { path: 'account', element: <AccountPage /> },
    { path: 'training', element: <ManageTrainingPage /> },
  ],
  upcoming: [
    'partners',
    'partners/:id',
    'health-pros',
    'health-pros/:id',
    'patients',
    'patients/:id',
    'patient-intake-pdf/:orderId',
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
    'api-key',
    'admin-settings',
    'settings',
    'messages',
  ],
});
