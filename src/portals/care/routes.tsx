import type { RouteObject } from 'react-router-dom';
import { lazyLayout, portalRoutes } from '@/features/auth/lib/portal-routes';

const layout = lazyLayout(() => import('./layout'), 'CareShell', 'CareHome');
export const preloadSignedIn = layout.preload;

export const routes: RouteObject[] = portalRoutes({
  portal: 'care',
  shell: layout.shell,
  home: layout.home,
  upcoming: ['patients', 'patients/:id', 'messages', 'tasks', 'sessions', 'resources', 'account'],
});
