import type { ReactNode } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { RouteErrorPage } from './error-page';
import { RootLayout } from './root-layout';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The portal's routes under one root: page titles, the loader while a lazy page downloads, and the error page for
 * any routing failure (an unknown address inside a portal is the portal's own not-found page, in its shell).
 */
export function buildRouteTree(portalRoutes: RouteObject[], alternateHost: boolean, loader?: ReactNode): RouteObject[] {
  return [
    {
      path: '/',
      element: <RootLayout alternateHost={alternateHost} loader={loader} />,
      errorElement: <RouteErrorPage />,
      children: portalRoutes,
    },
  ];
}

export function createPortalRouter(portalRoutes: RouteObject[], alternateHost: boolean, loader?: ReactNode): AppRouter {
  return createBrowserRouter(buildRouteTree(portalRoutes, alternateHost, loader));
}
