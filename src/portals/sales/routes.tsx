import type { RouteObject } from 'react-router-dom';
import { portalRoutes } from '@/features/auth';
import { DashboardPage } from '@/features/dashboard';
import { salesNav, salesSections } from './layout';

export const routes: RouteObject[] = portalRoutes({
  portal: 'sales',
  navItems: salesNav,
  signUp: 'sales',
  home: <DashboardPage sections={salesSections} />,
  upcoming: ['partners', 'partners/:id', 'payout-detail', 'account', 'resources', 'training', 'settings'],
});
