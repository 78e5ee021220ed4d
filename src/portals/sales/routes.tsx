import type { RouteObject } from 'react-router-dom';
import { portalRoutes } from '@/features/auth/lib/portal-routes';
import { lazyNamed } from '@/lib/lazy-named';

const Shell = lazyNamed(() => import('./layout'), 'SalesShell');
const Home = lazyNamed(() => import('./layout'), 'SalesHome');

export const routes: RouteObject[] = portalRoutes({
  portal: 'sales',
  shell: <Shell />,
  home: <Home />,
  signUp: 'sales',
  upcoming: ['partners', 'partners/:id', 'payout-detail', 'account', 'resources', 'training', 'settings'],
});
