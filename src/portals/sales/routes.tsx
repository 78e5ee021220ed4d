import type { RouteObject } from 'react-router-dom';
import { lazyLayout, portalRoutes } from '@/features/auth/lib/portal-routes';

export const routes: RouteObject[] = portalRoutes({
  portal: 'sales',
  ...lazyLayout(() => import('./layout'), 'SalesShell', 'SalesHome'),
  upcoming: ['partners', 'partners/:id', 'payout-detail', 'account', 'resources', 'training', 'settings'],
});
