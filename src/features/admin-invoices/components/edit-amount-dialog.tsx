import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import type { AdminInvoiceItem } from '@contracts/invoices';
import { messageOr } from '@/lib/api-errors';
import { toastSuccess } from '@/lib/toast';
import { updateItemAmount } from '@/api/admin-invoices/change-invoice';

/** "249.00" or "249" in dollars to cents; null when it is not an amount. */
export function centsOf(text: string): number | null {
  const match = /^\s*\$?(\d{1,6})(?:\.(\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

interface EditAmountDialogProps {
  item: AdminInvoiceItem | null;
  onClose: () => void;
  onSaved: () => void;
}

/** Corrects one item's amount (in dollars, sent as cents); the server recomputes subtotal, fee and total. */
export function EditAmountDialog({ item, onClose, onSaved }: EditAmountDialogProps) {
  const titleId = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [shownFor, setShownFor] = useState<string | null>(null);
  if (item && shownFor !== item.id) {
    setShownFor(item.id);
    setText((item.amountCents / 100).toFixed(2));
    setError(null);
  }

  async function save() {
    if (!item) return;
    const cents = centsOf(text);
    if (cents === null) return setError('Enter an amount in dollars, such as 249.00');
    setBusy(true);
    try {
      const { message } = await updateItemAmount(item.id, cents);
      toastSuccess(message ?? 'Amount updated');
      onSaved();
      onClose();
    } catch (e) {
      setError(messageOr(e, 'Failed to update the amount'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={item !== null} onClose={busy ? undefined : onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId} component="h2">
        Edit amount
      </DialogTitle>
      <DialogContent>
        <TextField
          label="Amount (USD)"
          value={text}
          onChange={(e) => setText(e.target.value)}
          error={error !== null}
          helperText={error ?? item?.description}
          fullWidth
          autoFocus
          sx={{ mt: 1 }}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" loading={busy} onClick={() => void save()}>
          Save amount
        </Button>
      </DialogActions>
    </Dialog>
  );
}
