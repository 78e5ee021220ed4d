import type { RouteObject } from 'react-router-dom';
import { lazyLayout, portalRoutes } from '@/features/auth/lib/portal-routes';

export const routes: RouteObject[] = portalRoutes({
  portal: 'care',
  ...lazyLayout(() => import('./layout'), 'CareShell', 'CareHome'),
  upcoming: ['patients', 'patients/:id', 'messages', 'tasks', 'sessions', 'resources', 'account'],
});
