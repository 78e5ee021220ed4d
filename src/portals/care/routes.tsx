import type { RouteObject } from 'react-router-dom';
import { portalRoutes } from '@/features/auth';
import { dashboardHome } from '@/features/dashboard';
import { careNavTable } from './layout';

export const routes: RouteObject[] = portalRoutes({
  portal: 'care',
  ...dashboardHome(careNavTable),
  upcoming: ['patients', 'patients/:id', 'messages', 'tasks', 'sessions', 'resources', 'account'],
});
