import type { RouteObject } from 'react-router-dom';
import { portalRoutes } from '@/features/auth/lib/portal-routes';
import { lazyNamed } from '@/lib/lazy-named';

const Shell = lazyNamed(() => import('./layout'), 'PartnerShell');
const Home = lazyNamed(() => import('./layout'), 'PartnerHome');

export const routes: RouteObject[] = portalRoutes({
  portal: 'partner',
  shell: <Shell />,
  home: <Home />,
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
