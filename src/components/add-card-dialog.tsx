import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { formResolver } from '@/lib/form-resolver';
import { FormDialogActions } from '@/components/form-dialog-actions';
import { cardFieldSpecs } from '@/components/form/card-field-specs';
import { GridTextFields } from '@/components/form/grid-text-fields';
import { messageOr, replyStatus } from '@/lib/api-errors';
import { DEFAULT_FAILURE_TEXT, toastSuccess } from '@/lib/toast';
import {
  cardFormSchema,
  EMPTY_CARD_FORM,
  toSetupIntentBody,
  type CardFormInput,
  type CardFormOutput,
  type SetupIntentBody,
} from '@/lib/card-form-schema';
import { showServerFieldErrors } from '@/lib/server-field-errors';

export const CARD_SAVED_TEXT = 'Card saved successfully';
export const CARD_DECLINED_TEXT = 'Your card was declined.';

const CARD_FIELDS = cardFieldSpecs('number');

interface AddCardDialogProps {
  open: boolean;
  onClose: () => void;
  /** Saves the card through the account's setup intent (a 402 is a decline, with the processor's reason). */
  onSave: (body: SetupIntentBody) => Promise<{ message?: string }>;
}

/** Card details stay in this form only: they are dropped when the dialog closes. */
export function AddCardDialog({ open, onClose, onSave }: AddCardDialogProps) {
  const titleId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, reset, setError, formState } = useForm<CardFormInput, unknown, CardFormOutput>({
    resolver: formResolver(cardFormSchema),
    defaultValues: EMPTY_CARD_FORM,
  });
  const busy = formState.isSubmitting;

  const close = () => {
    if (busy) return;
    reset(EMPTY_CARD_FORM);
    setFailure(null);
    onClose();
  };

  const onSubmit = handleSubmit(async (card) => {
    setFailure(null);
    try {
      const reply = await onSave(toSetupIntentBody(card));
      toastSuccess(reply.message ?? CARD_SAVED_TEXT);
      reset(EMPTY_CARD_FORM);
      onClose();
    } catch (error) {
      showServerFieldErrors(error, setError, (path) => {
        const field = path.split('.').pop() ?? '';
        return CARD_FIELDS.find((f) => f.name === field)?.name;
      });
      // A decline (402) is the processor's reason, e.g. "Your card was declined.": the dialog stays open to try another card.
      setFailure(messageOr(error, replyStatus(error) === 402 ? CARD_DECLINED_TEXT : DEFAULT_FAILURE_TEXT));
    }
  });

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
      <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby={titleId}>
        <DialogTitle id={titleId} component="h2">
          Add card
        </DialogTitle>
        <DialogContent>
          <Alert severity="info" role="note" sx={{ mb: 2.5 }}>
            In this environment only test cards work: 4242 4242 4242 4242 is accepted and 4000 0000 0000 0002 is declined. Use any future
            expiry date and any 3-digit CVC.
          </Alert>
          {failure && (
            <Alert severity="error" role="alert" sx={{ mb: 2.5 }}>
              {failure}
            </Alert>
          )}
          <Grid container spacing={2}>
            <GridTextFields control={control} fields={CARD_FIELDS} />
          </Grid>
        </DialogContent>
        <FormDialogActions onCancel={close} busy={busy}>
          Save card
        </FormDialogActions>
      </Box>
    </Dialog>
  );
}
