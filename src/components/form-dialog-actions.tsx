import Alert from '@mui/material/Alert';
import Button, { type ButtonProps } from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import type { ReactNode } from 'react';

interface FormDialogActionsProps {
  onCancel: () => void;
  busy: boolean;
  /** The submit button's label. */
  children: ReactNode;
  color?: ButtonProps['color'];
}

/** A form dialog's Cancel and submit buttons: Cancel is disabled and submit shows its progress while the form is sent. */
export function FormDialogActions({ onCancel, busy, children, color }: FormDialogActionsProps) {
  return (
    <DialogActions sx={{ px: 3, pb: 2.5 }}>
      <Button onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
      <Button type="submit" variant="contained" color={color} loading={busy}>
        {children}
      </Button>
    </DialogActions>
  );
}

/** Why the dialog's last submit failed, under its fields; nothing when it did not. */
export function DialogFailure({ failure }: { failure: string | null | undefined }) {
  if (!failure) return null;
  return (
    <Alert severity="error" sx={{ mt: 2 }}>
      {failure}
    </Alert>
  );
}
