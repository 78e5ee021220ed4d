import { Navigate, type RouteObject } from 'react-router-dom';
import { lazyLayout, portalRoutes } from '@/features/auth/lib/portal-routes';
import { lazyNamed } from '@/lib/lazy-named';

// api-keys: keys for server-to-server calls (admin, partner and medical portals).
const ApiKeysPage = lazyNamed(() => import('@/features/api-keys'), 'ApiKeysPage');

// admin-doctors: the doctors list and one doctor; each page a lazy download.
const adminDoctors = () => import('@/features/admin-doctors');
const AdminDoctorsPage = lazyNamed(adminDoctors, 'AdminDoctorsPage');
const AdminDoctorPage = lazyNamed(adminDoctors, 'AdminDoctorPage');
// account and training: Your Account, and the training every staff portal reads (managed here).
const AccountPage = lazyNamed(() => import('@/features/account'), 'AccountPage');
const ManageTrainingPage = lazyNamed(() => import('@/features/training'), 'ManageTrainingPage');
// chat: the conversations (every signed-in portal's /messages).
const MessagesPage = lazyNamed(() => import('@/features/chat'), 'MessagesPage');
// admin-oversight: the HIPAA audit log, health professionals, admins and users; each page a lazy download.
const adminOversight = () => import('@/features/admin-oversight');
const AuditLogsPage = lazyNamed(adminOversight, 'AuditLogsPage');
const HealthProsPage = lazyNamed(adminOversight, 'HealthProsPage');
const HealthProPage = lazyNamed(adminOversight, 'HealthProPage');
const AdminSettingsPage = lazyNamed(adminOversight, 'AdminSettingsPage');
const ScheduledJobsPage = lazyNamed(adminOversight, 'ScheduledJobsPage');

const oversightRoutes: RouteObject[] = [
  { path: 'audit-logs', element: <AuditLogsPage /> },
  { path: 'health-pros', element: <HealthProsPage /> },
  { path: 'health-pros/:id', element: <HealthProPage /> },
  { path: 'admin-settings', element: <AdminSettingsPage /> },
  // The admin's settings are Admin Settings: /settings (the other portals' path) leads there, so old links work.
  { path: 'settings', element: <Navigate to="/admin-settings" replace /> },
  { path: 'scheduled-jobs', element: <ScheduledJobsPage /> },
];
// admin-care: every order and patient, a patient's timeline, files and notes; each page its own download.
const adminCare = () => import('@/features/admin-care');
const AdminOrdersPage = lazyNamed(adminCare, 'AdminOrdersPage');
const AdminOrderPage = lazyNamed(adminCare, 'AdminOrderPage');
const AdminPatientsPage = lazyNamed(adminCare, 'AdminPatientsPage');
const AdminPatientPage = lazyNamed(adminCare, 'AdminPatientPage');
const AdminIntakePdfPage = lazyNamed(adminCare, 'AdminIntakePdfPage');
// admin-partners: partners, their doctor, billing and patients; the leaderboard and partners at risk.
const adminPartners = () => import('@/features/admin-partners');
const AdminPartnersPage = lazyNamed(adminPartners, 'AdminPartnersPage');
const AdminPartnerPage = lazyNamed(adminPartners, 'AdminPartnerPage');
const PartnerLeaderboardPage = lazyNamed(adminPartners, 'PartnerLeaderboardPage');
const PartnersAtRiskPage = lazyNamed(adminPartners, 'PartnersAtRiskPage');
// admin-catalog: products, their variations and details, the most-ordered medications and their CSV.
const adminCatalog = () => import('@/features/admin-catalog');
const ProductsPage = lazyNamed(adminCatalog, 'ProductsPage');
const ProductPage = lazyNamed(adminCatalog, 'ProductPage');
const VariationPage = lazyNamed(adminCatalog, 'VariationPage');
const TopProductsPage = lazyNamed(adminCatalog, 'TopProductsPage');
const MedicationsPage = lazyNamed(adminCatalog, 'MedicationsPage');
// admin-invoices: every partner's invoices, charges, corrections and the billing runs.
const adminInvoices = () => import('@/features/admin-invoices');
const AdminInvoicesPage = lazyNamed(adminInvoices, 'AdminInvoicesPage');
const AdminInvoicePage = lazyNamed(adminInvoices, 'AdminInvoicePage');
// admin-ledger: the reconciliation with the payment processor and a sales person's ledger.
const adminLedger = () => import('@/features/admin-ledger');
const ReconciliationPage = lazyNamed(adminLedger, 'ReconciliationPage');
const SalesPersonLedgerPage = lazyNamed(adminLedger, 'SalesPersonLedgerPage');

export const { routes, preloadSignedIn } = portalRoutes({
  portal: 'admin',
  ...lazyLayout(() => import('./layout'), 'AdminShell', 'AdminHome'),
  pages: [
    ...oversightRoutes,
    { path: 'doctors', element: <AdminDoctorsPage /> },
    { path: 'doctors/:id', element: <AdminDoctorPage />, handle: { title: 'Doctor' } },
    { path: 'account', element: <AccountPage /> },
    { path: 'training', element: <ManageTrainingPage /> },
    { path: 'orders', element: <AdminOrdersPage /> },
    { path: 'orders/:id', element: <AdminOrderPage /> },
    { path: 'patients', element: <AdminPatientsPage /> },
    { path: 'patients/:id', element: <AdminPatientPage /> },
    { path: 'patient-intake-pdf/:orderId', element: <AdminIntakePdfPage /> },
    { path: 'partners', element: <AdminPartnersPage /> },
    { path: 'partners/:id', element: <AdminPartnerPage /> },
    { path: 'partner-leaderboard', element: <PartnerLeaderboardPage /> },
    { path: 'partners-at-risk', element: <PartnersAtRiskPage /> },
    { path: 'products', element: <ProductsPage /> },
    { path: 'products/:id', element: <ProductPage /> },
    { path: 'admin/product-variation/:key', element: <VariationPage /> },
    { path: 'top-products', element: <TopProductsPage /> },
    { path: 'medications', element: <MedicationsPage /> },
    { path: 'invoices', element: <AdminInvoicesPage /> },
    { path: 'invoices/:id', element: <AdminInvoicePage />, handle: { title: 'Invoice' } },
    { path: 'reconciliation', element: <ReconciliationPage /> },
    { path: 'sales-people/:userId/ledger', element: <SalesPersonLedgerPage /> },
    { path: 'api-key', element: <ApiKeysPage /> },
    { path: 'messages', element: <MessagesPage /> },
  ],
});
