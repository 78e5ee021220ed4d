import type { RouteObject } from 'react-router-dom';
import { lazyLayout, portalRoutes } from '@/features/auth/lib/portal-routes';
import { lazyNamed } from '@/lib/lazy-named';
import { staffAccountRoutes, apiKeyAndMessagesRoutes } from '../common-routes';

// partner-account: settings (profile, logo), delegate access, cards, payout details; each page a lazy download.
const partnerAccount = () => import('@/features/partner-account');
const SettingsPage = lazyNamed(partnerAccount, 'SettingsPage');
const DelegateAccessPage = lazyNamed(partnerAccount, 'DelegateAccessPage');
const BillingPage = lazyNamed(partnerAccount, 'BillingPage');
const BillingTransferPage = lazyNamed(partnerAccount, 'BillingTransferPage');
const PayoutDetailPage = lazyNamed(partnerAccount, 'PayoutDetailPage');

// Every page is its own download: sign-in needs none of them.
const partnerCare = () => import('@/features/partner-care');
const PartnerPatientsPage = lazyNamed(partnerCare, 'PartnerPatientsPage');
const PartnerPatientPage = lazyNamed(partnerCare, 'PartnerPatientPage');
const PartnerOrdersPage = lazyNamed(partnerCare, 'PartnerOrdersPage');
const PartnerOrderPage = lazyNamed(partnerCare, 'PartnerOrderPage');
const RenewalsPage = lazyNamed(partnerCare, 'RenewalsPage');
const PartnerIntakePdfPage = lazyNamed(partnerCare, 'PartnerIntakePdfPage');
const PartnerOrderPatientStepPage = lazyNamed(partnerCare, 'PartnerOrderPatientStepPage');
const PartnerOrderMedicationStepPage = lazyNamed(partnerCare, 'PartnerOrderMedicationStepPage');
const PartnerOrderRxStepPage = lazyNamed(partnerCare, 'PartnerOrderRxStepPage');
const PartnerOrderReviewStepPage = lazyNamed(partnerCare, 'PartnerOrderReviewStepPage');

// partner-invoices: the invoices, their CSV and paying one.
const partnerInvoices = () => import('@/features/partner-invoices');
const InvoicesPage = lazyNamed(partnerInvoices, 'InvoicesPage');
const InvoicePage = lazyNamed(partnerInvoices, 'InvoicePage');

const careRoutes: RouteObject[] = [
  // partner-care: patients (and those of other services), orders and their approval, renewals
  { path: 'patients', element: <PartnerPatientsPage /> },
  { path: 'patients/:id', element: <PartnerPatientPage /> },
  { path: 'orders', element: <PartnerOrdersPage /> },
  { path: 'orders/:id', element: <PartnerOrderPage /> },
  { path: 'renewal', element: <RenewalsPage />, handle: { title: 'Renewals' } },
  // the partner's sign-off of an order, in four steps, and the order's intake as a PDF
  { path: 'orders/:id/patient', element: <PartnerOrderPatientStepPage /> },
  { path: 'orders/:id/medication', element: <PartnerOrderMedicationStepPage /> },
  { path: 'orders/:id/rx-information', element: <PartnerOrderRxStepPage /> },
  { path: 'orders/:id/review-and-submit', element: <PartnerOrderReviewStepPage /> },
  { path: 'patient-intake-pdf/:orderId', element: <PartnerIntakePdfPage /> },
];

export const { routes, preloadSignedIn } = portalRoutes({
  portal: 'partner',
  ...lazyLayout(() => import('./layout'), 'PartnerShell', 'PartnerHome'),
  pages: [
    ...careRoutes,
    { path: 'settings', element: <SettingsPage /> },
    { path: 'access', element: <DelegateAccessPage /> },
    { path: 'billing', element: <BillingPage /> },
    { path: 'billing-transfer', element: <BillingTransferPage /> },
    { path: 'payout-detail', element: <PayoutDetailPage /> },
    { path: 'invoices', element: <InvoicesPage /> },
    { path: 'invoices/:id', element: <InvoicePage />, handle: { title: 'Invoice' } },
    ...staffAccountRoutes(),
    ...apiKeyAndMessagesRoutes,
  ],
});
