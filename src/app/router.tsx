import { useMemo, type ReactNode } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { RootLayout } from './root-layout';

/**
 * The portal's routes under one root: page titles, the loader while a lazy page downloads, scroll restoration and
 * the error page for a page that fails (an unknown address inside a portal is the portal's own not-found page, in
 * its shell).
 */
function buildRouteTree(portalRoutes: RouteObject[], alternateHost: boolean, loader?: ReactNode): RouteObject[] {
  return [
    { path: '/', element: <RootLayout routes={portalRoutes} alternateHost={alternateHost} loader={loader} />, children: portalRoutes },
  ];
}

interface PortalRoutesProps {
  routes: RouteObject[];
  alternateHost: boolean;
  loader?: ReactNode;
}

/**
 * The portal's pages, inside a BrowserRouter. The router runs in its declarative mode: the app uses none of the data
 * router's loaders, actions or fetchers, and leaving them out takes 17 kB (Brotli) off every page, sign-in included.
 */
export function PortalRoutes({ routes, alternateHost, loader }: PortalRoutesProps) {
  return useRoutes(useMemo(() => buildRouteTree(routes, alternateHost, loader), [routes, alternateHost, loader]));
}
