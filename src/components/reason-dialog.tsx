import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { reasonSchema } from '@contracts/treatment-plans';
import { messageOr } from '@/lib/api-errors';

interface ReasonDialogProps {
  title: string;
  children: ReactNode;
  /** The text field's label ("Reason", "Note"). */
  label?: string;
  confirmLabel: string;
  destructive?: boolean;
  /** Throws to keep the dialog open with the server's message. */
  onSubmit: (reason: string) => Promise<void>;
  onClose: () => void;
}

/** Confirms a change that needs a written reason: the reason is required (3 to 500 characters), the server's refusal shown. */
export function ReasonDialog({ title, children, label = 'Reason', confirmLabel, destructive, onSubmit, onClose }: ReasonDialogProps) {
  const titleId = useId();
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = reasonSchema.safeParse(reason);
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? 'Give a reason');
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      await onSubmit(parsed.data);
    } catch (error) {
      setFailure(messageOr(error, 'Action Failure'));
      setBusy(false);
    }
  }

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogTitle id={titleId} component="h2">
          {title}
        </DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ color: 'text.primary', mb: 2 }}>{children}</DialogContentText>
          {failure && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {failure}
            </Alert>
          )}
          <TextField
            label={label}
            value={reason}
            onChange={(e) => {
              setReason(e.target.value);
              setFieldError(null);
            }}
            error={Boolean(fieldError)}
            helperText={fieldError ?? ' '}
            required
            fullWidth
            multiline
            minRows={2}
            autoFocus
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" color={destructive ? 'error' : 'primary'} loading={busy}>
            {confirmLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
