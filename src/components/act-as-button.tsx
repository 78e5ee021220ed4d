import LoginOutlined from '@mui/icons-material/LoginOutlined';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import type { ActAsToken } from '@contracts/doctors';
import { onPortalHost } from '@contracts/portals';
import { goToUrl } from '@/lib/go-to-url';
import { DialogFailure } from './form-dialog-actions';

export const ACT_AS_START_FAILED = 'Could not start acting as this user';

interface ActAsButtonProps {
  /** Whom the admin acts as, for the confirmation. */
  name: string;
  /** The admin's generate-token call for that user (`/super-admin/doctors/{id}/generate-token`, `/gym-owner/{id}/...`). */
  generate: () => Promise<ActAsToken>;
  /** The admin page "return to admin" comes back to, e.g. `/doctors/{id}`. */
  returnPath: string;
  disabled?: boolean;
  /** The server's message of a failure, or the fallback. */
  describeError: (error: unknown) => string;
}

/**
 * "Act as": after a confirmation, asks the server for a short-lived acting session and opens that user's portal on its
 * own host, in this window, with the session's one-time hand-over code (never a token) in the URL. The portal shows
 * "Acting as ... — return to admin" until the admin goes back. Usable on any admin page (doctors, partners).
 */
export function ActAsButton({ name, generate, returnPath, disabled, describeError }: ActAsButtonProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const titleId = useId();

  const start = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const token = await generate();
      const query = new URLSearchParams({ code: token.handoverCode, return: returnPath });
      goToUrl(onPortalHost(token.portal, window.location.protocol, window.location.host, `/act-as?${query.toString()}`));
    } catch (error) {
      setFailure(describeError(error));
      setBusy(false);
    }
  };

  return (
    <>
      <Button variant="outlined" startIcon={<LoginOutlined aria-hidden />} onClick={() => setOpen(true)} disabled={disabled}>
        Act as
      </Button>
      <Dialog open={open} onClose={busy ? undefined : () => setOpen(false)} aria-labelledby={titleId} maxWidth="xs" fullWidth>
        <DialogTitle id={titleId} component="h2">
          Act as {name}?
        </DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ color: 'text.primary' }}>
            Their portal opens in this window, signed in as them for up to 30 minutes. Everything you do there is recorded as you acting for
            them. Use “Return to admin” on the banner to come back.
          </DialogContentText>
          <DialogFailure failure={failure} />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={() => setOpen(false)} disabled={busy} autoFocus>
            Cancel
          </Button>
          <Button variant="contained" onClick={() => void start()} loading={busy}>
            Act as {name}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
