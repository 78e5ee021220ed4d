import { Suspense, useEffect, useMemo, type ReactNode } from 'react';
import { matchRoutes, Outlet, useLocation, type RouteObject } from 'react-router-dom';
import { PageTitleContext } from '@/components/page-title';
import { ALTERNATE_HOST_TITLE } from '@/config/portals';
import { Themed } from '@/components/themed';
import { lazyNamed } from '@/lib/lazy-named';
import { RouteErrorBoundary } from './route-error-boundary';
import { ScrollRestoration } from './scroll-restoration';
import { titleFor } from './titles';

// Drawn with MUI: downloaded only when a page fails.
const RouteErrorPage = lazyNamed(() => import('./error-page'), 'RouteErrorPage');

/** The error page of a page that failed to render or download (RootLayout's error boundary). */
function LazyRouteErrorPage({ error, loader }: { error: unknown; loader?: ReactNode }) {
  return (
    <Suspense fallback={loader}>
      <Themed>
        <RouteErrorPage error={error} />
      </Themed>
    </Suspense>
  );
}

interface RootLayoutProps {
  /** The portal's routes (this layout's children), for the titles they name. */
  routes: RouteObject[];
  /** The alternate partner host keeps one page title everywhere. */
  alternateHost: boolean;
  /** Shown while a lazily loaded page (or the signed-in shell) downloads. */
  loader?: ReactNode;
}

export function RootLayout({ routes, alternateHost, loader = null }: RootLayoutProps) {
  const { pathname } = useLocation();
  // A route may name its own title (`handle: { title }`) where one portal's page differs from the table's: the
  // partner's /renewal is its renewals list, not the patient's renewal intake.
  const own = useMemo(
    () =>
      matchRoutes<RouteObject>([{ path: '/', children: routes }], pathname)
        ?.map((m) => (m.route.handle as { title?: string } | undefined)?.title)
        .findLast(Boolean),
    [routes, pathname],
  );
  const title = own ?? titleFor(pathname);

  useEffect(() => {
    document.title = alternateHost ? ALTERNATE_HOST_TITLE : title;
  }, [title, alternateHost]);

  return (
    <PageTitleContext.Provider value={title}>
      <RouteErrorBoundary resetKey={pathname} fallback={(error) => <LazyRouteErrorPage error={error} loader={loader} />}>
        <Suspense fallback={loader}>
          <Outlet />
        </Suspense>
      </RouteErrorBoundary>
      <ScrollRestoration />
    </PageTitleContext.Provider>
  );
}
