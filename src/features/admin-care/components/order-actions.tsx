import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { AdminOrderDetail } from '@contracts/orders';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { SectionCard } from '@/components/section-card';
import { messageOr } from '@/lib/api-errors';
import { toastFailure, toastSuccess } from '@/lib/toast';
import { useDuplicateOrder } from '@/api/orders/duplicate-order';
import { useResendOrderReminder } from '@/api/orders/resend-order-reminder';
import { ACTION_FAILURE_TEXT, DUPLICATED_TEXT, REMINDER_SENT_TEXT } from '@/features/admin-care/lib/texts';
import { adminCarePaths } from '@/features/admin-care/paths';

/** Reminding the patient of what the order waits for from them (its payment), and copying the order. */
export function OrderActions({ order }: { order: AdminOrderDetail }) {
  const reminder = useResendOrderReminder(order.id);
  const copy = useDuplicateOrder(order.id);
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);

  const remind = async () => {
    try {
      const reply = await reminder.trigger();
      toastSuccess(reply.message ?? REMINDER_SENT_TEXT);
    } catch (error) {
      toastFailure(messageOr(error, ACTION_FAILURE_TEXT));
    }
  };
  const duplicate = async () => {
    try {
      const reply = await copy.trigger();
      toastSuccess(reply.message ?? DUPLICATED_TEXT);
      setConfirming(false);
      void navigate(adminCarePaths.order(reply.data.id));
    } catch (error) {
      toastFailure(messageOr(error, ACTION_FAILURE_TEXT));
    }
  };

  return (
    <SectionCard title="Actions">
      <Stack spacing={2}>
        <Typography variant="body2" color="text.secondary">
          {order.awaitingPatient === 'PAYMENT'
            ? 'This order waits for the patient to pay it. A reminder emails them to complete the payment.'
            : 'This order waits for nothing from the patient, so there is no reminder to send.'}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button variant="outlined" onClick={() => void remind()} loading={reminder.isMutating} disabled={order.awaitingPatient === null}>
            Resend payment reminder
          </Button>
          <Button variant="outlined" onClick={() => setConfirming(true)}>
            Duplicate order
          </Button>
        </Stack>
      </Stack>
      <ConfirmDialog
        open={confirming}
        title={`Duplicate order #${order.number}?`}
        confirmLabel="Duplicate"
        busy={copy.isMutating}
        onConfirm={() => void duplicate()}
        onClose={() => setConfirming(false)}
      >
        A new order for {order.patientName} with the same medication, dose and plan ({order.productName}, {order.dose}). It starts under
        review and unpaid: no payment is copied.
      </ConfirmDialog>
    </SectionCard>
  );
}
