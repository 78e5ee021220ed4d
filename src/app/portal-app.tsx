import { Suspense, useEffect, useMemo, useState } from 'react';
import { BrowserRouter, type RouteObject } from 'react-router-dom';
import { applyRole, type Portal, type PortalHost } from '@contracts/portals';
import { loadSignInPage } from '@/features/auth/lib/load-sign-in-page';
import { lazyNamed } from '@/lib/lazy-named';
import { BootLoader } from './boot-loader';
import { useAppSelector } from './hooks';
import { LoadFailurePage } from './load-failure-page';
import { loadPortal } from './load-portal';
import { PortalRoutes } from './router';

// Only a reload with a stored session loads the user, and with it the API client and MUI.
const UserLoader = lazyNamed(() => import('./user-loader'), 'UserLoader');

type Loaded = { portal: Portal; routes: RouteObject[] } | { portal: Portal; error: unknown };

/** MUI's provider, which every signed-in page renders inside (components/themed). */
const preloadTheme = () => import('@/components/mui-provider');

/** A signed-out visit to the portal's root or its sign-in page shows the sign-in page next. */
const showsSignInNext = (signedIn: boolean) => !signedIn && /^\/((.+\/)?sign-in\/?)?$/.test(window.location.pathname);

/**
 * Downloads the portal's routes; with a stored session, also what its first page will need, beside the user's load;
 * on the way to sign-in, the sign-in page beside the routes rather than after them.
 */
function usePortalRoutes(portal: Portal, restoringSession: boolean, signedIn: boolean) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    let current = true;
    if (showsSignInNext(signedIn)) void loadSignInPage().catch(() => undefined);
    loadPortal(portal).then(
      (module) => {
        if (restoringSession) void Promise.all([module.preloadSignedIn(), preloadTheme()]).catch(() => undefined);
        if (current) setLoaded({ portal, routes: module.routes });
      },
      (error: unknown) => current && setLoaded({ portal, error }),
    );
    return () => {
      current = false;
    };
    // Only the first load of a portal starts the preloads: a session restored later does not reload the routes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [portal]);
  return loaded?.portal === portal ? loaded : null;
}

interface PortalRouterProps {
  routes: RouteObject[];
  alternateHost: boolean;
  patient: boolean;
}

function PortalRouter({ routes, alternateHost, patient }: PortalRouterProps) {
  const loader = useMemo(() => <BootLoader variant={patient ? 'patient' : 'brand'} />, [patient]);
  return (
    <BrowserRouter>
      <PortalRoutes routes={routes} alternateHost={alternateHost} loader={loader} />
    </BrowserRouter>
  );
}

interface PortalAppProps {
  /** The page's host (resolved once, in main.tsx); only a portal host renders this. */
  host: PortalHost;
}

/**
 * Loads the user when a session exists (after a reload), picks the portal from host and role, downloads that
 * portal's routes and renders them. The full-screen loader covers every wait.
 */
export function PortalApp({ host }: PortalAppProps) {
  const token = useAppSelector((s) => s.session.accessToken);
  const user = useAppSelector((s) => s.user.user);
  const needsUser = token !== null && user === null;

  // A role can only move the portal (a PATIENT gets theirs on any host), never away from one.
  const { portal, alternate: alternateHost } = applyRole(host, user?.role);
  const loaded = usePortalRoutes(portal, needsUser, token !== null);
  const loader = <BootLoader variant={portal === 'patient' ? 'patient' : 'brand'} />;

  if (needsUser) {
    return (
      <Suspense fallback={loader}>
        <UserLoader loader={loader} />
      </Suspense>
    );
  }
  if (!loaded) return loader;
  if ('error' in loaded) return <LoadFailurePage />;
  return <PortalRouter routes={loaded.routes} alternateHost={alternateHost} patient={portal === 'patient'} />;
}
