import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { ActingAs } from '@contracts/auth';
import { goToUrl } from '@/lib/go-to-url';
import { adminReturnUrl } from '../lib/act-as-return';
import { useSignOut } from './use-sign-out';

const timeOf = (iso: string) => new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });

/**
 * Shown on every page while an administrator acts as the user: whom, until when, and the way back. "Return to admin"
 * ends the acting session on the server (it is signed out) and goes back to the admin portal, whose own session never
 * left its host.
 */
export function ActingBanner({ userName, actingAs }: { userName: string; actingAs: ActingAs }) {
  const { signOut, signingOut } = useSignOut();
  const returnToAdmin = async () => {
    const url = adminReturnUrl();
    await signOut();
    goToUrl(url);
  };
  return (
    <Alert
      severity="warning"
      role="status"
      sx={{ mb: 3, alignItems: 'center' }}
      action={
        <Button color="inherit" variant="outlined" size="small" onClick={() => void returnToAdmin()} loading={signingOut}>
          Return to admin
        </Button>
      }
    >
      <strong>Acting as {userName} — return to admin</strong> when you are done. You are {actingAs.actorName}; everything you do here is
      recorded as you acting for {userName}. This session ends at {timeOf(actingAs.expiresAt)}.
    </Alert>
  );
}
