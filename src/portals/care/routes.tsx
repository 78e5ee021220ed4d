import type { RouteObject } from 'react-router-dom';
import { portalRoutes } from '@/features/auth';
import { DashboardPage } from '@/features/dashboard';
import { careNav, careSections } from './layout';

export const routes: RouteObject[] = portalRoutes({
  portal: 'care',
  navItems: careNav,
  home: <DashboardPage sections={careSections} />,
  upcoming: ['patients', 'patients/:id', 'messages', 'tasks', 'sessions', 'resources', 'account'],
});
