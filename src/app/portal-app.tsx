import Button from '@mui/material/Button';
import { useEffect, useMemo, useRef, useState } from 'react';
import { RouterProvider, type RouteObject } from 'react-router-dom';
import { applyRole, type Portal, type PortalHost } from '@contracts/portals';
import { ErrorScreen } from '@/components/error-screen';
import { FullScreenLoader } from '@/components/full-screen-loader';
import { useMe } from '@/api/auth/get-me';
import { getErrorMessage } from '@/lib/api-client';
import { loggedOut, userLoaded } from '@/lib/session';
import { useAppDispatch, useAppSelector } from './hooks';
import { loadPortalRoutes } from './load-portal';
import { createPortalRouter, type AppRouter } from './router';

type Loaded = { portal: Portal; routes: RouteObject[] } | { portal: Portal; error: unknown };

function usePortalRoutes(portal: Portal) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    let current = true;
    loadPortalRoutes(portal).then(
      (routes) => current && setLoaded({ portal, routes }),
      (error: unknown) => current && setLoaded({ portal, error }),
    );
    return () => {
      current = false;
    };
  }, [portal]);
  return loaded?.portal === portal ? loaded : null;
}

interface PortalRouterProps {
  routes: RouteObject[];
  alternateHost: boolean;
  patient: boolean;
}

function PortalRouter({ routes, alternateHost, patient }: PortalRouterProps) {
  const router = useMemo(
    () => createPortalRouter(routes, alternateHost, <FullScreenLoader variant={patient ? 'patient' : 'brand'} />),
    [routes, alternateHost, patient],
  );
  const previous = useRef<AppRouter | null>(null);
  useEffect(() => {
    // A role change (a PATIENT signing in elsewhere) swaps routers: stop the old one listening to history.
    const old = previous.current;
    previous.current = router;
    if (old && old !== router) old.dispose();
  }, [router]);
  return <RouterProvider router={router} />;
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
  const dispatch = useAppDispatch();
  const token = useAppSelector((s) => s.session.accessToken);
  const user = useAppSelector((s) => s.user.user);
  const needsUser = token !== null && user === null;
  const me = useMe(needsUser);

  useEffect(() => {
    if (needsUser && me.data) dispatch(userLoaded(me.data));
  }, [needsUser, me.data, dispatch]);

  // A role can only move the portal (a PATIENT gets theirs on any host), never away from one.
  const { portal, alternate: alternateHost } = applyRole(host, user?.role);
  const loaded = usePortalRoutes(portal);
  const loader = <FullScreenLoader variant={portal === 'patient' ? 'patient' : 'brand'} />;

  if (needsUser) {
    if (!me.error) return loader;
    return (
      <ErrorScreen
        title="We could not load your account"
        detail={getErrorMessage(me.error, 'Please try again in a moment.')}
        actions={
          <>
            <Button variant="contained" onClick={() => void me.mutate()}>
              Try again
            </Button>
            <Button variant="outlined" onClick={() => dispatch(loggedOut())}>
              Sign out
            </Button>
          </>
        }
      />
    );
  }
  if (!loaded) return loader;
  if ('error' in loaded) {
    return <ErrorScreen title="We could not load this page" detail="Check your connection and reload the page." />;
  }
  return <PortalRouter routes={loaded.routes} alternateHost={alternateHost} patient={portal === 'patient'} />;
}
