import type { VerifyOtpReply } from '@contracts/auth';
import { delegateSelectionRequired, loggedIn, sessionStarted, useSessionDispatch } from '@/lib/session';

/**
 * Stores a verified sign-in. The user goes in before the tokens so that no render ever sees a token without a user
 * (which would fetch /auth/me for nothing).
 */
export function useCompleteSignIn() {
  const dispatch = useSessionDispatch();
  return (reply: VerifyOtpReply['data']) => {
    const { accessToken, refreshToken, delegateAccessToken, user, requiresDelegateSelection, delegateAccesses } = reply;
    if (requiresDelegateSelection) dispatch(delegateSelectionRequired({ user, delegateAccesses }));
    else dispatch(loggedIn({ user, delegateAccesses }));
    dispatch(sessionStarted({ accessToken, refreshToken, delegateAccessToken }));
  };
}
