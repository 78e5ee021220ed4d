import { Navigate, Outlet } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useSessionSelector } from '@/lib/session';

/** True once the user is signed in and has nothing left to choose. */
export function useIsSignedIn(): boolean {
  return useSessionSelector((s) => s.session.accessToken !== null && s.user.user !== null && !s.user.requiresDelegateSelection);
}

/** The protected area: without a finished sign-in, go to /sign-in (app/ loads the user before routes render). */
export function RequireSession() {
  const signedIn = useIsSignedIn();
  if (!signedIn) return <Navigate to={paths.signIn} replace />;
  return <Outlet />;
}
