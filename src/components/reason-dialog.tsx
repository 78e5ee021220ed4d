import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState, type ReactNode } from 'react';
import { DialogFailure, FormDialogActions } from './form-dialog-actions';

interface ReasonDialogProps {
  open: boolean;
  title: string;
  /** What the dialog is about, above the field. */
  children?: ReactNode;
  /** The field's label ("Reason", "Notes"). */
  label: string;
  maxLength: number;
  /** Several lines to write in (notes). */
  multiline?: boolean;
  submitLabel: string;
  color?: 'primary' | 'error';
  busy: boolean;
  /** Why the last submit failed (the server's words). */
  failure?: string | null;
  onSubmit: (text: string) => void;
  onClose: () => void;
}

/** Asks for one required text (a reason to cancel, a session's notes) before an action; an empty text says so. */
export function ReasonDialog(props: ReasonDialogProps) {
  const { open, title, children, label, maxLength, multiline, submitLabel, color, busy, failure, onSubmit, onClose } = props;
  const titleId = useId();
  const [text, setText] = useState('');
  const [missing, setMissing] = useState(false);
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (!text.trim()) return setMissing(true);
          onSubmit(text.trim());
        }}
      >
        <DialogTitle id={titleId} component="h2">
          {title}
        </DialogTitle>
        <DialogContent>
          {children && <DialogContentText sx={{ color: 'text.primary', mb: 2 }}>{children}</DialogContentText>}
          <TextField
            label={label}
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setMissing(false);
            }}
            required
            error={missing}
            helperText={missing ? `Enter the ${label.toLowerCase()}` : `At most ${maxLength} characters`}
            multiline={multiline}
            minRows={multiline ? 4 : undefined}
            fullWidth
            autoFocus
            slotProps={{ htmlInput: { maxLength }, inputLabel: { required: false } }}
          />
          <DialogFailure failure={failure} />
        </DialogContent>
        <FormDialogActions onCancel={onClose} busy={busy} color={color}>
          {submitLabel}
        </FormDialogActions>
      </form>
    </Dialog>
  );
}
