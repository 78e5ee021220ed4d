import type { RouteObject } from 'react-router-dom';
import { portalRoutes } from '@/features/auth/lib/portal-routes';
import { lazyNamed } from '@/lib/lazy-named';

const Shell = lazyNamed(() => import('./layout'), 'CareShell');
const Home = lazyNamed(() => import('./layout'), 'CareHome');

export const routes: RouteObject[] = portalRoutes({
  portal: 'care',
  shell: <Shell />,
  home: <Home />,
  upcoming: ['patients', 'patients/:id', 'messages', 'tasks', 'sessions', 'resources', 'account'],
});
