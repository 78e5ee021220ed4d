import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState, type ReactNode } from 'react';
import { tooLongMessage } from '@contracts/text-limits';
import { messageOr } from '@/lib/api-errors';
import { textLimitHelper } from './form/text-limit';
import { DialogFailure, FormDialogActions } from './form-dialog-actions';

interface ReasonDialogProps {
  /** Shown by default: a caller that mounts the dialog only when needed leaves it out. */
  open?: boolean;
  title: string;
  /** What the dialog is about, above the field. */
  children?: ReactNode;
  /** The field's label ("Reason", "Notes"). */
  label?: string;
  /** The server's limits on the text, so that the dialog refuses what the server would. */
  minLength?: number;
  maxLength?: number;
  /** Several lines to write in (notes). */
  multiline?: boolean;
  submitLabel: string;
  color?: 'primary' | 'error';
  /**
   * Receives the trimmed text. A promise keeps the dialog busy until it settles and shows its error when it rejects;
   * a caller that tracks the request itself passes `busy` and `failure` instead.
   */
  onSubmit: (text: string) => void | Promise<void>;
  busy?: boolean;
  /** Why the last submit failed (the server's words). */
  failure?: string | null;
  onClose: () => void;
}

/** Asks for one required text (a reason to cancel or change, a session's notes) before an action. */
export function ReasonDialog(props: ReasonDialogProps) {
  const { open = true, title, children, label = 'Reason', minLength = 1, maxLength = 500, multiline, submitLabel, color } = props;
  const titleId = useId();
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [rejected, setRejected] = useState<string | null>(null);
  const busy = props.busy || pending;
  // A counter beside the field; a longer text is refused with the reason, never cut (no maxLength on the input).
  const limited = textLimitHelper(text, maxLength, fieldError);

  async function submit() {
    const value = text.trim();
    if (value.length > maxLength) {
      setFieldError(tooLongMessage(maxLength));
      return;
    }
    if (value.length < minLength) {
      setFieldError(
        minLength > 1 ? `Give a ${label.toLowerCase()} (at least ${minLength} characters)` : `Enter the ${label.toLowerCase()}`,
      );
      return;
    }
    const result = props.onSubmit(value);
    if (!result) return;
    setPending(true);
    setRejected(null);
    try {
      await result;
    } catch (error) {
      setRejected(messageOr(error, 'Action Failure'));
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog open={open} onClose={busy ? undefined : props.onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
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
              setFieldError(null);
            }}
            required
            error={Boolean(fieldError) || limited.over}
            helperText={limited.helperText}
            multiline={multiline}
            minRows={multiline ? 3 : undefined}
            fullWidth
            autoFocus
            slotProps={{ inputLabel: { required: false } }}
          />
          <DialogFailure failure={props.failure ?? rejected} />
        </DialogContent>
        <FormDialogActions onCancel={props.onClose} busy={busy} color={color}>
          {submitLabel}
        </FormDialogActions>
      </form>
    </Dialog>
  );
}
