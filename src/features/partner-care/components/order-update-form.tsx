import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ORDER_STATUS_TEXT, type PartnerOrderDetail } from '@contracts/orders';
import { FormTextField } from '@/components/form/form-text-field';
import { SectionCard } from '@/components/section-card';
import { messageOr } from '@/lib/api-errors';
import { formResolver } from '@/lib/form-resolver';
import { toastFailure, toastSuccess } from '@/lib/toast';
import { useSaveChanges } from '@/lib/use-save-changes';
import { useUpdatePartnerOrder } from '@/api/orders/update-partner-order';
import {
  canCancel,
  canSignOff,
  changedOrderFields,
  NOTE_MAX,
  orderFormSchema,
  orderToForm,
  type OrderFormValues,
} from '@/features/partner-care/lib/order-form';
import { ACTION_FAILURE_TEXT, approvalLabel, ORDER_UPDATED_TEXT } from '@/features/partner-care/lib/texts';
import { useRefresh } from '@/features/partner-care/lib/use-refresh';

interface OrderUpdateFormProps {
  order: PartnerOrderDetail;
  /** The saved order from the reply. */
  onSaved: (order: PartnerOrderDetail) => void;
}

const nativeSelect = { select: { native: true }, inputLabel: { shrink: true } } as const;

/** The partner's changes to an order: sign-off, cancelling, and their own note; only what changed is sent. */
export function OrderUpdateForm({ order, onSaved }: OrderUpdateFormProps) {
  const { trigger, isMutating } = useUpdatePartnerOrder(order.id);
  const refresh = useRefresh();
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
      void refresh('/gym-owner/orders', '/gym-owner/dashboard');
    },
    onFailed: (error) => {
      const message = messageOr(error, ACTION_FAILURE_TEXT);
      setFailure(message);
      toastFailure(message);
    },
  });

  const current = ORDER_STATUS_TEXT[order.status].label;
  return (
    <SectionCard title="Update this order">
      <Box component="form" noValidate onSubmit={handleSubmit(submit)} aria-label="Update this order">
        <Stack spacing={2.5}>
          <FormTextField
            control={control}
            name="approvalStatus"
            label="Your approval"
            select
            fullWidth
            disabled={!canSignOff(order)}
            helperText={canSignOff(order) ? 'Declining withdraws the order and refunds the patient.' : 'Fixed once the doctor has decided.'}
            slotProps={nativeSelect}
          >
            <option value="">Keep as it is ({approvalLabel(order.approvalStatus).toLowerCase()})</option>
            <option value="APPROVED">Approve</option>
            <option value="DENIED">Decline</option>
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
                ? 'You may cancel an order until it goes to a pharmacy.'
                : 'The doctor and the pharmacy move it on from here.'
            }
            slotProps={nativeSelect}
          >
            <option value="">Keep as it is ({current.toLowerCase()})</option>
            <option value="CANCELLED">Cancel this order</option>
          </FormTextField>
          <FormTextField
            control={control}
            name="partnerNote"
            label="Your note"
            multiline
            minRows={3}
            fullWidth
            maxLength={NOTE_MAX}
            helperText="Only you and your team see it."
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
