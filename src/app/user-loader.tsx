import Button from '@mui/material/Button';
import { useEffect, type ReactNode } from 'react';
import { useMe } from '@/api/auth/get-me';
import { ErrorScreen } from '@/components/error-screen';
import { MuiProvider } from '@/components/mui-provider';
import { getErrorMessage } from '@/lib/error-message';
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
  return (
    <MuiProvider>
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
    </MuiProvider>
  );
}
