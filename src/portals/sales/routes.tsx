import { lazyLayout, portalRoutes } from '@/features/auth/lib/portal-routes';

export const { routes, preloadSignedIn } = portalRoutes({
  portal: 'sales',
  ...lazyLayout(() => import('./layout'), 'SalesShell', 'SalesHome'),
  upcoming: ['partners', 'partners/:id', 'payout-detail', 'account', 'resources', 'training', 'settings'],
});
