import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { RouteErrorPage } from './error-page';
import { RootLayout } from './root-layout';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/** The portal's routes under one root: page titles, and the error page for any routing failure. */
export function buildRouteTree(portalRoutes: RouteObject[], alternateHost: boolean): RouteObject[] {
  return [
    {
      path: '/',
      element: <RootLayout alternateHost={alternateHost} />,
      errorElement: <RouteErrorPage />,
      children: portalRoutes,
    },
  ];
}

export function createPortalRouter(portalRoutes: RouteObject[], alternateHost: boolean): AppRouter {
  return createBrowserRouter(buildRouteTree(portalRoutes, alternateHost));
}
