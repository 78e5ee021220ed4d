import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId, useRef, useState, type FormEvent } from 'react';
import { FormDialogActions } from '@/components/form-dialog-actions';
import { replyStatus } from '@/lib/api-errors';
import type { SetupIntentBody } from '@/lib/card-form-schema';
import { CardEntry, type CardEntryHandle } from '@/lib/payments/card-entry';
import { TestCardHint } from '@/lib/payments/test-card-hint';
import { CARD_NOT_CONFIRMED_TEXT, cardFailureText, sendWithCard } from '@/lib/payments/with-authentication';
import { DEFAULT_FAILURE_TEXT, toastSuccess } from '@/lib/toast';

export const CARD_SAVED_TEXT = 'Card saved successfully';
export const CARD_DECLINED_TEXT = 'Your card was declined.';

interface AddCardDialogProps {
  open: boolean;
  onClose: () => void;
  /** Saves the card through the account's setup intent (a 402 is a decline, with the processor's reason). */
  onSave: (body: SetupIntentBody) => Promise<{ message?: string }>;
}

/**
 * The card goes to the card fields' processor (Stripe, or the sandbox tokenizer) and only its payment method id to our
 * API; a card whose bank asks for a confirmation (3-D Secure) is saved once the holder confirmed.
 */
export function AddCardDialog({ open, onClose, onSave }: AddCardDialogProps) {
  const titleId = useId();
  const card = useRef<CardEntryHandle>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const close = () => {
    if (busy) return;
    card.current?.clear();
    setFailure(null);
    onClose();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!card.current || busy) return;
    setFailure(null);
    setBusy(true);
    try {
      const reply = await sendWithCard(card.current, (payment) => onSave({ payment }), CARD_NOT_CONFIRMED_TEXT);
      toastSuccess(reply.message ?? CARD_SAVED_TEXT);
      card.current?.clear();
      onClose();
    } catch (error) {
      // A decline (402) is the processor's reason, e.g. "Your card was declined.": the dialog stays open to try another card.
      setFailure(cardFailureText(error, replyStatus(error) === 402 ? CARD_DECLINED_TEXT : DEFAULT_FAILURE_TEXT));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
      // narrower margins on a phone: "Expiry month" then fits its half of the row rather than being cut short
      slotProps={{ paper: { sx: { mx: { xs: 2, sm: 4 }, width: { xs: 'calc(100% - 32px)', sm: 'calc(100% - 64px)' } } } }}
    >
      <Box component="form" noValidate onSubmit={(e) => void onSubmit(e)} aria-labelledby={titleId}>
        <DialogTitle id={titleId} component="h2">
          Add card
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2.5}>
            <TestCardHint />
            {failure && (
              <Alert severity="error" role="alert">
                {failure}
              </Alert>
            )}
            <CardEntry ref={card} disabled={busy} />
          </Stack>
        </DialogContent>
        <FormDialogActions onCancel={close} busy={busy}>
          Save card
        </FormDialogActions>
      </Box>
    </Dialog>
  );
}
