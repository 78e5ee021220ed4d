import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { REFUND_QUEUED_MESSAGE, type OrderRefunds } from '@contracts/refunds';
import { DialogFailure, FormDialogActions } from '@/components/form-dialog-actions';
import { FormTextField } from '@/components/form/form-text-field';
import { MoneyField } from '@/components/form/money-field';
import { messageOr } from '@/lib/api-errors';
import { formatCents } from '@/lib/format';
import { formResolver } from '@/lib/form-resolver';
import { newIdempotencyKey } from '@/lib/idempotency';
import { toastFailure, toastSuccess } from '@/lib/toast';
import { useRefundOrder } from '@/api/refunds/refund-order';
import { REFUND_FAILURE_TEXT, refundFormSchema, type RefundFormInput, type RefundFormOutput } from '@/features/admin-care/lib/refund-form';

interface RefundDialogProps {
  orderId: string;
  orderNumber: number;
  refundableCents: number;
  onClose: () => void;
  onRefunded: (refunds: OrderRefunds) => void;
}

/** Gives back part or all of what is left of the order's payments, with a reason; the processor is asked at once. */
export function RefundDialog({ orderId, orderNumber, refundableCents, onClose, onRefunded }: RefundDialogProps) {
  const refund = useRefundOrder(orderId);
  // One key per dialog: a retry of the same refund is never made twice.
  const [key] = useState(newIdempotencyKey);
  const [failure, setFailure] = useState<string | null>(null);
  const titleId = useId();
  const { control, handleSubmit } = useForm<RefundFormInput, unknown, RefundFormOutput>({
    resolver: formResolver(refundFormSchema(refundableCents)),
    defaultValues: { amount: '', reason: '' },
  });

  const submit = async (values: RefundFormOutput) => {
    setFailure(null);
    try {
      const reply = await refund.trigger({ amountCents: values.amount, reason: values.reason, key });
      toastSuccess(reply.message ?? REFUND_QUEUED_MESSAGE);
      onRefunded(reply.data);
      onClose();
    } catch (error) {
      const message = messageOr(error, REFUND_FAILURE_TEXT);
      setFailure(message);
      toastFailure(message);
    }
  };
  const title = `Refund order #${orderNumber}`;

  return (
    <Dialog open onClose={refund.isMutating ? undefined : onClose} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <Box component="form" noValidate onSubmit={handleSubmit(submit)} aria-label={title}>
        <DialogContent sx={{ pt: 0 }}>
          <DialogContentText sx={{ mb: 2.5 }}>
            {`Up to ${formatCents(refundableCents)} is left to refund. The money goes back to the card the patient paid with, and the commission on it is taken back from the partner and the sales person.`}
          </DialogContentText>
          <Stack spacing={2}>
            <MoneyField control={control} name="amount" label="Amount to refund" fullWidth helperText="In dollars" />
            <FormTextField control={control} name="reason" label="Reason" fullWidth multiline minRows={2} maxLength={300} />
          </Stack>
          <DialogFailure failure={failure} />
        </DialogContent>
        <FormDialogActions onCancel={onClose} busy={refund.isMutating}>
          Refund
        </FormDialogActions>
      </Box>
    </Dialog>
  );
}
