import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ORDER_STATUS_TEXT, type AdminOrderDetail } from '@contracts/orders';
import { FormTextField } from '@/components/form/form-text-field';
import { SectionCard } from '@/components/section-card';
import { messageOr } from '@/lib/api-errors';
import { formResolver } from '@/lib/form-resolver';
import { toastFailure, toastSuccess } from '@/lib/toast';
import { useSaveChanges } from '@/lib/use-save-changes';
import { useAdminOrderMedications } from '@/api/orders/get-admin-order-medications';
import { useUpdateAdminOrder } from '@/api/orders/update-admin-order';
import {
  canCancel,
  canSignOff,
  changedOrderFields,
  doseOptions,
  NOTE_MAX,
  orderFormSchema,
  orderToForm,
  type OrderFormValues,
} from '@/features/admin-care/lib/order-form';
import { ACTION_FAILURE_TEXT, approvalLabel, ORDER_UPDATED_TEXT } from '@/features/admin-care/lib/texts';

interface OrderUpdateFormProps {
  order: AdminOrderDetail;
  /** The saved order from the reply. */
  onSaved: (order: AdminOrderDetail) => void;
}

const nativeSelect = { select: { native: true }, inputLabel: { shrink: true } } as const;

/** An administrator's changes to an order: the partner's sign-off, cancelling, the note and the dose; only what changed is sent. */
export function OrderUpdateForm({ order, onSaved }: OrderUpdateFormProps) {
  const { trigger, isMutating } = useUpdateAdminOrder(order.id);
  const medications = useAdminOrderMedications(order.id);
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, reset } = useForm<OrderFormValues>({
    resolver: formResolver(orderFormSchema),
    defaultValues: orderToForm(order),
  });

  const { nothingToSave, submit } = useSaveChanges({
    changed: (values: OrderFormValues) => changedOrderFields(values, order),
    save: (body) => {
      setFailure(null);
      return trigger(body);
    },
    onSaved: (reply) => {
      toastSuccess(reply.message ?? ORDER_UPDATED_TEXT);
      reset(orderToForm(reply.data));
      onSaved(reply.data);
      void medications.mutate();
    },
    onFailed: (error) => {
      const message = messageOr(error, ACTION_FAILURE_TEXT);
      setFailure(message);
      toastFailure(message);
    },
  });

  const changeable = medications.data?.changeable ?? false;
  const current = ORDER_STATUS_TEXT[order.status].label;
  return (
    <SectionCard title="Update this order">
      <Box component="form" noValidate onSubmit={handleSubmit(submit)} aria-label="Update this order">
        <Stack spacing={2.5}>
          <FormTextField
            control={control}
            name="approvalStatus"
            label="Partner's approval"
            select
            fullWidth
            disabled={!canSignOff(order)}
            helperText={canSignOff(order) ? 'Declining withdraws the order and refunds the patient.' : 'Fixed once the doctor has decided.'}
            slotProps={nativeSelect}
          >
            <option value="">Keep as it is ({approvalLabel(order.approvalStatus).toLowerCase()})</option>
            <option value="PENDING">Awaiting the partner</option>
            <option value="APPROVED">Approve for the partner</option>
            <option value="DENIED">Decline for the partner</option>
          </FormTextField>
          <FormTextField
            control={control}
            name="status"
            label="Status"
            select
            fullWidth
            disabled={!canCancel(order)}
            helperText={
              canCancel(order)
                ? 'An order may be cancelled until it goes to a pharmacy; a paid one is refunded.'
                : 'The doctor and the pharmacy move it on from here.'
            }
            slotProps={nativeSelect}
          >
            <option value="">Keep as it is ({current.toLowerCase()})</option>
            <option value="CANCELLED">Cancel this order</option>
          </FormTextField>
          <FormTextField
            control={control}
            name="productVariationKey"
            label="Medication and dose"
            select
            fullWidth
            disabled={!changeable}
            helperText={
              changeable
                ? order.paymentStatus === 'UNPAID'
                  ? 'The amount follows the new dose.'
                  : 'The patient paid for this product: only its doses are offered.'
                : 'Fixed once the order has gone to a pharmacy or closed.'
            }
            slotProps={nativeSelect}
          >
            <option value="">
              Keep as it is ({order.productName}, {order.dose})
            </option>
            {doseOptions(medications.data)
              .filter((o) => o.value !== order.productVariationKey)
              .map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
          </FormTextField>
          <FormTextField
            control={control}
            name="partnerNote"
            label="Partner note"
            multiline
            minRows={3}
            fullWidth
            maxLength={NOTE_MAX}
            helperText="Seen by the partner and their team."
          />
          {nothingToSave && <Alert severity="info">There are no changes to save.</Alert>}
          {failure && <Alert severity="error">{failure}</Alert>}
          <Box>
            <Button type="submit" variant="contained" loading={isMutating}>
              Save changes
            </Button>
          </Box>
        </Stack>
      </Box>
    </SectionCard>
  );
}
