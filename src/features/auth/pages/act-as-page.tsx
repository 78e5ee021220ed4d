import Button from '@mui/material/Button';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { ErrorScreen } from '@/components/error-screen';
import { FullScreenLoader } from '@/components/full-screen-loader';
import { paths } from '@/config/paths';
import { messageOr } from '@/lib/api-errors';
import { loggedIn, sessionStarted, useSessionDispatch } from '@/lib/session';
import { goToUrl } from '@/lib/go-to-url';
import { clearSwrCache } from '@/lib/swr';
import { exchangeActAs } from '@/api/auth/exchange-act-as';
import { adminReturnUrl, rememberReturnPath } from '../lib/act-as-return';

export const ACT_AS_FAILED_TEXT = 'This "act as" link has expired or was already used. Start again from the admin portal.';

/**
 * `/act-as?code=...` on a doctor's or partner's portal host: takes the one-time code the admin portal put in the URL
 * for the acting session (the code leaves the address bar at once), then opens the portal as that user, with the
 * "Acting as" banner. Any session stored on this host before is replaced.
 */
export function ActAsPage() {
  const [params] = useSearchParams();
  const dispatch = useSessionDispatch();
  const navigate = useNavigate();
  const { cache } = useSWRConfig();
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const code = params.get('code');
    rememberReturnPath(params.get('return'));
    window.history.replaceState(null, '', '/act-as');
    if (!code) {
      setFailure(ACT_AS_FAILED_TEXT);
      return;
    }
    exchangeActAs(code).then(
      (reply) => {
        clearSwrCache(cache);
        dispatch(loggedIn({ user: reply.user, actingAs: reply.actingAs }));
        dispatch(sessionStarted({ accessToken: reply.accessToken, refreshToken: reply.refreshToken, delegateAccessToken: null }));
        void navigate(paths.dashboard, { replace: true });
      },
      (error: unknown) => setFailure(messageOr(error, ACT_AS_FAILED_TEXT)),
    );
  }, [params, dispatch, navigate, cache]);

  if (!failure) return <FullScreenLoader variant="brand" label="Opening the portal as the user" />;
  return (
    <ErrorScreen
      title="Could not act as this user"
      detail={failure}
      actions={
        <Button variant="contained" onClick={() => goToUrl(adminReturnUrl())}>
          Return to admin
        </Button>
      }
    />
  );
}
