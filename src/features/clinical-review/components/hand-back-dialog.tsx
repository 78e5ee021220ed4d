import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { DoctorOrderDetail } from '@contracts/order-review';
import { DialogFailure, FormDialogActions } from '@/components/form-dialog-actions';
import { FormTextField } from '@/components/form/form-text-field';
import { messageOr, replyStatus } from '@/lib/api-errors';
import { showServerFieldErrors } from '@/lib/server-field-errors';
import { toastSuccess } from '@/lib/toast';
import { useHandBackOrder } from '@/api/orders/hand-back-order';
import { ACTION_FAILURE_TEXT, HANDED_BACK_TEXT } from '@/features/clinical-review/lib/texts';
import { formResolver } from '@/lib/form-resolver';

const schema = z.object({
  reason: z.string().trim().min(3, 'Say why you are handing this order back').max(2000, 'Use at most 2000 characters'),
});
type Form = z.infer<typeof schema>;

interface HandBackDialogProps {
  order: DoctorOrderDetail;
  onClose: () => void;
  /** Handed back, or changed under us (decided or handed back elsewhere): reload it. */
  onChanged: () => void;
}

/** Asks why, then hands the order back: it leaves the review queue until an administrator assigns it. */
export function HandBackDialog({ order, onClose, onChanged }: HandBackDialogProps) {
  const { trigger, isMutating } = useHandBackOrder(order.id);
  const [failure, setFailure] = useState<string | null>(null);
  const textId = useId();
  const state = order.patientStateName ?? order.patientState ?? "the patient's state";
  const { control, handleSubmit, setError } = useForm<Form>({
    resolver: formResolver(schema),
    defaultValues: { reason: `The patient lives in ${state}, where I am not licensed.` },
  });

  const onSubmit = handleSubmit(async ({ reason }) => {
    setFailure(null);
    try {
      await trigger(reason.trim());
      toastSuccess(HANDED_BACK_TEXT);
      onChanged();
      onClose();
    } catch (error) {
      showServerFieldErrors(error, setError, (path) => (path.startsWith('handBack') ? 'reason' : undefined));
      setFailure(messageOr(error, ACTION_FAILURE_TEXT));
      const status = replyStatus(error);
      if (status === 409 || status === 404) onChanged();
    }
  });

  return (
    <Dialog open onClose={isMutating ? undefined : onClose} aria-describedby={textId} maxWidth="sm" fullWidth>
      <DialogTitle component="h2">Hand back for reassignment</DialogTitle>
      <Box component="form" noValidate onSubmit={onSubmit}>
        <DialogContent sx={{ pt: 0 }}>
          <DialogContentText id={textId} sx={{ mb: 2, color: 'text.primary' }}>
            {`Order #${order.number} for ${order.patientName} leaves your review queue and waits for an administrator to assign it to a doctor licensed in ${state}. You can still open it from your orders. Your reason is kept with the order.`}
          </DialogContentText>
          <FormTextField
            control={control}
            name="reason"
            label="Reason for the administrator"
            required
            multiline
            minRows={2}
            fullWidth
            maxLength={2000}
          />
          <DialogFailure failure={failure} />
        </DialogContent>
        <FormDialogActions onCancel={onClose} busy={isMutating}>
          Hand back order
        </FormDialogActions>
      </Box>
    </Dialog>
  );
}
