import { lazyLayout, portalRoutes } from '@/features/auth/lib/portal-routes';

export const { routes, preloadSignedIn } = portalRoutes({
  portal: 'care',
  ...lazyLayout(() => import('./layout'), 'CareShell', 'CareHome'),
  upcoming: ['patients', 'patients/:id', 'messages', 'tasks', 'sessions', 'resources', 'account'],
});
