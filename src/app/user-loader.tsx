import Button from '@mui/material/Button';
import { useEffect, type ReactNode } from 'react';
import { useMe } from '@/api/auth/get-me';
import { ErrorScreen } from '@/components/error-screen';
import { MuiProvider } from '@/components/mui-provider';
import { getErrorMessage } from '@/lib/error-message';
import { useHandOffPrerendered } from '@/lib/prerendered';
import { loggedOut, userLoaded } from '@/lib/session';
import { useAppDispatch } from './hooks';

interface UserLoaderProps {
  /** Shown while the user loads. */
  loader: ReactNode;
}

/**
 * After a reload with a stored session: loads the user (GET /auth/me) into the store, or offers a way out when that
 * fails. Its own download (app/portal-app), with the API client and MUI: a signed-out visit needs none of them.
 */
export function UserLoader({ loader }: UserLoaderProps) {
  const dispatch = useAppDispatch();
  const me = useMe(true);

  useEffect(() => {
    if (me.data) dispatch(userLoaded(me.data));
  }, [me.data, dispatch]);

  if (!me.error) return loader;
  return <UserLoadError error={me.error} onRetry={() => void me.mutate()} onSignOut={() => dispatch(loggedOut())} />;
}

/** The way out when the user cannot be loaded; it also replaces a page the server drew (lib/prerendered). */
function UserLoadError({ error, onRetry, onSignOut }: { error: unknown; onRetry: () => void; onSignOut: () => void }) {
  useHandOffPrerendered();
  return (
    <MuiProvider>
      <ErrorScreen
        title="We could not load your account"
        detail={getErrorMessage(error, 'Please try again in a moment.')}
        actions={
          <>
            <Button variant="contained" onClick={onRetry}>
              Try again
            </Button>
            <Button variant="outlined" onClick={onSignOut}>
              Sign out
            </Button>
          </>
        }
      />
    </MuiProvider>
  );
}
