import { lazyLayout, portalRoutes } from '@/features/auth/lib/portal-routes';
import { lazyNamed } from '@/lib/lazy-named';

// partner-account: settings (profile, logo), delegate access, cards, payout details; each page a lazy download.
const partnerAccount = () => import('@/features/partner-account');
const SettingsPage = lazyNamed(partnerAccount, 'SettingsPage');
const DelegateAccessPage = lazyNamed(partnerAccount, 'DelegateAccessPage');
const BillingPage = lazyNamed(partnerAccount, 'BillingPage');
const PayoutDetailPage = lazyNamed(partnerAccount, 'PayoutDetailPage');

export const { routes, preloadSignedIn } = portalRoutes({
  portal: 'partner',
  ...lazyLayout(() => import('./layout'), 'PartnerShell', 'PartnerHome'),
  pages: [
    { path: 'settings', element: <SettingsPage /> },
    { path: 'access', element: <DelegateAccessPage /> },
    { path: 'billing', element: <BillingPage /> },
    { path: 'payout-detail', element: <PayoutDetailPage /> },
  ],
  upcoming: [
    'patients',
    'patients/:id',
    'patient-intake-pdf/:orderId',
    'orders',
    'orders/:id',
    'orders/:id/patient',
    'orders/:id/medication',
    'orders/:id/rx-information',
    'orders/:id/review-and-submit',
    'invoices',
    'billing-transfer',
    'resources',
    'training',
    'api-key',
    'account',
    'messages',
  ],
});
