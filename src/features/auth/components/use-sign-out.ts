import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { clearSwrCache } from '@/lib/swr';
import { loggedOut, useSessionDispatch, useSessionSelector } from '@/lib/session';
import { logout } from '@/api/auth/logout';

/** Revokes the refresh token (a failure is ignored: the session ends locally anyway) and clears everything. */
export function useSignOut() {
  const dispatch = useSessionDispatch();
  const refreshToken = useSessionSelector((s) => s.session.refreshToken);
  const [signingOut, setSigningOut] = useState(false);
  const { cache } = useSWRConfig();

  const signOut = async () => {
    setSigningOut(true);
    try {
      await logout(refreshToken);
    } catch {
      // Nothing to do: the local session is cleared below either way.
    }
    // The store purges the persisted session on loggedOut; RequireSession then sends the page to /sign-in.
    dispatch(loggedOut());
    clearSwrCache(cache);
  };

  return { signOut, signingOut };
}
