import type { RouteObject } from 'react-router-dom';
import { portalRoutes } from '@/features/auth';
import { dashboardHome } from '@/features/dashboard';
import { partnerNavTable } from './layout';

export const routes: RouteObject[] = portalRoutes({
  portal: 'partner',
  ...dashboardHome(partnerNavTable),
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
