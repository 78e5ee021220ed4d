import { lazyLayout, portalRoutes } from '@/features/auth/lib/portal-routes';

export const { routes, preloadSignedIn } = portalRoutes({
  portal: 'partner',
  ...lazyLayout(() => import('./layout'), 'PartnerShell', 'PartnerHome'),
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
    'payout-detail',
    'billing',
    'billing-transfer',
    'resources',
    'training',
    'access',
    'api-key',
    'settings',
    'account',
    'messages',
  ],
});
