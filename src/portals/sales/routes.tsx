import type { RouteObject } from 'react-router-dom';
import { lazyLayout, portalRoutes } from '@/features/auth/lib/portal-routes';

const layout = lazyLayout(() => import('./layout'), 'SalesShell', 'SalesHome');
export const preloadSignedIn = layout.preload;

export const routes: RouteObject[] = portalRoutes({
  portal: 'sales',
  shell: layout.shell,
  home: layout.home,
  upcoming: ['partners', 'partners/:id', 'payout-detail', 'account', 'resources', 'training', 'settings'],
});
