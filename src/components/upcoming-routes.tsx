import type { RouteObject } from 'react-router-dom';
import { lazyNamed } from '@/lib/lazy-named';

// Its own download: a portal's route table (which sign-in loads) holds only the reference.
const UpcomingPage = lazyNamed(() => import('./upcoming-page'), 'UpcomingPage');

/** Registers pages that a later issue builds: each shows its title from the table and an empty state. */
export function upcomingRoutes(paths: readonly string[]): RouteObject[] {
  return paths.map((path) => ({ path, element: <UpcomingPage /> }));
}
