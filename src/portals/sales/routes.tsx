import type { RouteObject } from 'react-router-dom';
import { portalRoutes } from '@/features/auth';
import { dashboardHome } from '@/features/dashboard';
import { salesNavTable } from './layout';

export const routes: RouteObject[] = portalRoutes({
  portal: 'sales',
  ...dashboardHome(salesNavTable),
  signUp: 'sales',
  upcoming: ['partners', 'partners/:id', 'payout-detail', 'account', 'resources', 'training', 'settings'],
});
