import { Suspense, type ReactNode } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { Themed } from '@/components/themed';
import { lazyNamed } from '@/lib/lazy-named';
import { RootLayout } from './root-layout';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

// Drawn with MUI: downloaded only when a route fails.
const RouteErrorPage = lazyNamed(() => import('./error-page'), 'RouteErrorPage');

function LazyRouteErrorPage({ loader }: { loader?: ReactNode }) {
  return (
    <Suspense fallback={loader}>
      <Themed>
        <RouteErrorPage />
      </Themed>
    </Suspense>
  );
}

/**
 * The portal's routes under one root: page titles, the loader while a lazy page downloads, and the error page for
 * any routing failure (an unknown address inside a portal is the portal's own not-found page, in its shell).
 */
export function buildRouteTree(portalRoutes: RouteObject[], alternateHost: boolean, loader?: ReactNode): RouteObject[] {
  return [
    {
      path: '/',
      element: <RootLayout alternateHost={alternateHost} loader={loader} />,
      errorElement: <LazyRouteErrorPage loader={loader} />,
      children: portalRoutes,
    },
  ];
}

export function createPortalRouter(portalRoutes: RouteObject[], alternateHost: boolean, loader?: ReactNode): AppRouter {
  return createBrowserRouter(buildRouteTree(portalRoutes, alternateHost, loader));
}
