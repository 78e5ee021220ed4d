import type { RouteObject } from 'react-router-dom';
import { lazyLayout, portalRoutes } from '@/features/auth/lib/portal-routes';

const layout = lazyLayout(() => import('./layout'), 'PartnerShell', 'PartnerHome');
export const preloadSignedIn = layout.preload;

export const routes: RouteObject[] = portalRoutes({
  portal: 'partner',
  shell: layout.shell,
  home: layout.home,
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
