import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { CHARGEBACK_RECORDED_MESSAGE, REFUND_QUEUED_MESSAGE, type OrderRefunds } from '@contracts/refunds';
import { DialogFailure, FormDialogActions } from '@/components/form-dialog-actions';
import { FormTextField } from '@/components/form/form-text-field';
import { MoneyField } from '@/components/form/money-field';
import { messageOr } from '@/lib/api-errors';
import { formatCents } from '@/lib/format';
import { formResolver } from '@/lib/form-resolver';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { toastFailure, toastSuccess } from '@/lib/toast';
import { useRecordChargeback } from '@/api/refunds/record-chargeback';
import { useRefundOrder } from '@/api/refunds/refund-order';
import {
  CHARGEBACK_FAILURE_TEXT,
  REFUND_FAILURE_TEXT,
  refundFormSchema,
  type RefundFormInput,
  type RefundFormOutput,
} from '@/features/admin-care/lib/refund-form';

/** A refund we make, or a chargeback the processor reported (the bank took the money back: nothing is sent to it). */
const KINDS = {
  refund: {
    title: (n: number) => `Refund order #${n}`,
    intro: (left: string) =>
      `Up to ${left} is left to refund. The money goes back to the card the patient paid with, and the commission on it is taken back from the partner and the sales person.`,
    amountLabel: 'Amount to refund',
    action: 'Refund',
    done: REFUND_QUEUED_MESSAGE,
    failed: REFUND_FAILURE_TEXT,
  },
  chargeback: {
    title: (n: number) => `Record a chargeback on order #${n}`,
    intro: (left: string) =>
      `Record a dispute the card holder's bank won, as the payment processor reported it (up to ${left}). Nothing is sent to the processor: the money has left already. The commission on it is taken back from the partner and the sales person.`,
    amountLabel: 'Amount charged back',
    action: 'Record chargeback',
    done: CHARGEBACK_RECORDED_MESSAGE,
    failed: CHARGEBACK_FAILURE_TEXT,
  },
};

interface RefundDialogProps {
  kind: keyof typeof KINDS;
  orderId: string;
  orderNumber: number;
  refundableCents: number;
  onClose: () => void;
  onRefunded: (refunds: OrderRefunds) => void;
}

/**
 * Gives back part or all of what is left of the order's payments, with a reason (the processor is asked at once), or
 * records a chargeback the processor reported, with its dispute reference.
 */
export function RefundDialog({ kind, orderId, orderNumber, refundableCents, onClose, onRefunded }: RefundDialogProps) {
  const text = KINDS[kind];
  const refundOrder = useRefundOrder(orderId);
  const chargeback = useRecordChargeback(orderId);
  const busy = refundOrder.isMutating || chargeback.isMutating;
  // One key per dialog: a retry of the same refund is never made twice.
  const [key] = useState(newIdempotencyKey);
  const [failure, setFailure] = useState<string | null>(null);
  const titleId = useId();
  const { control, handleSubmit } = useForm<RefundFormInput, unknown, RefundFormOutput>({
    resolver: formResolver(refundFormSchema(refundableCents, kind === 'chargeback')),
    defaultValues: { amount: '', reason: '', reference: '' },
  });

  const submit = async (values: RefundFormOutput) => {
    setFailure(null);
    try {
      const { amount: amountCents, reason, reference } = values;
      const reply =
        kind === 'chargeback'
          ? await chargeback.trigger({ amountCents, reason, reference, key })
          : await refundOrder.trigger({ amountCents, reason, key });
      toastSuccess(reply.message ?? text.done);
      onRefunded(reply.data);
      onClose();
    } catch (error) {
      const message = messageOr(error, text.failed);
      setFailure(message);
      toastFailure(message);
    }
  };
  const title = text.title(orderNumber);

  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <Box component="form" noValidate onSubmit={handleSubmit(submit)} aria-label={title}>
        <DialogContent sx={{ pt: 0 }}>
          <DialogContentText sx={{ mb: 2.5 }}>{text.intro(formatCents(refundableCents))}</DialogContentText>
          <Stack spacing={2}>
            <MoneyField control={control} name="amount" label={text.amountLabel} fullWidth helperText="In dollars" />
            {kind === 'chargeback' && (
              <FormTextField
                control={control}
                name="reference"
                label="Dispute reference"
                fullWidth
                maxLength={100}
                helperText="As the processor gives it, such as dp_1Nv..."
              />
            )}
            <FormTextField control={control} name="reason" label="Reason" fullWidth multiline minRows={2} maxLength={300} />
          </Stack>
          <DialogFailure failure={failure} />
        </DialogContent>
        <FormDialogActions onCancel={onClose} busy={busy}>
          {text.action}
        </FormDialogActions>
      </Box>
    </Dialog>
  );
}
