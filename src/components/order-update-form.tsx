import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm, type Control } from 'react-hook-form';
import { ORDER_STATUS_TEXT, type AdminOrderMedications, type ApprovalStatus, type UpdateAdminOrderBody } from '@contracts/orders';
import { FormTextField } from '@/components/form/form-text-field';
import { SectionCard } from '@/components/section-card';
import { messageOr } from '@/lib/api-errors';
import { formResolver } from '@/lib/form-resolver';
import {
  canCancel,
  canSignOff,
  changedOrderFields,
  doseOptions,
  NOTE_MAX,
  orderFormSchema,
  orderToForm,
  type EditableOrder,
  type OrderFormValues,
} from '@/lib/order-form';
import { toastFailure, toastSuccess } from '@/lib/toast';
import { useSaveChanges } from '@/lib/use-save-changes';

/** The words that differ between the partner's form and an administrator's. */
export interface OrderFormTexts {
  approvalLabel: string;
  /** The approval as the reader's feature names it ("Awaiting the partner", "Awaiting your approval"). */
  approvalName: (status: string) => string;
  approvalOptions: readonly { value: ApprovalStatus; label: string }[];
  cancelHelp: string;
  noteLabel: string;
  noteHelp: string;
  savedText: string;
  failedText: string;
}

interface OrderUpdateFormProps<O extends EditableOrder> {
  order: O & { id: string; productName: string; dose: string; paymentStatus: string };
  texts: OrderFormTexts;
  /** The doses the order may change to (an administrator's form): without them there is no medication select. */
  medications?: { data: AdminOrderMedications | undefined };
  save: (body: UpdateAdminOrderBody) => Promise<{ data: O; message?: string | null }>;
  saving: boolean;
  /** The saved order from the reply. */
  onSaved: (order: O) => void;
}

const nativeSelect = { select: { native: true }, inputLabel: { shrink: true } } as const;

interface KeepOrChangeProps {
  control: Control<OrderFormValues>;
  name: 'approvalStatus' | 'status' | 'productVariationKey';
  label: string;
  disabled: boolean;
  helperText: string;
  /** What the order has now: the first option, "Keep as it is (…)", which sends nothing. */
  keep: string;
  options: readonly { value: string; label: string }[];
}

/** A native select of one field: keep it as it is, or change it to one of `options`. */
function KeepOrChange({ control, name, label, disabled, helperText, keep, options }: KeepOrChangeProps) {
  return (
    <FormTextField
      control={control}
      name={name}
      label={label}
      select
      fullWidth
      disabled={disabled}
      helperText={helperText}
      slotProps={nativeSelect}
    >
      <option value="">Keep as it is ({keep})</option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </FormTextField>
  );
}

/** Changes to an order: the partner's sign-off, cancelling, the note and (for an administrator) the dose; only what changed is sent. */
export function OrderUpdateForm<O extends EditableOrder>({ order, texts, medications, save, saving, onSaved }: OrderUpdateFormProps<O>) {
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, reset } = useForm<OrderFormValues>({
    resolver: formResolver(orderFormSchema),
    defaultValues: orderToForm(order),
  });

  const { nothingToSave, submit } = useSaveChanges({
    changed: (values: OrderFormValues) => changedOrderFields(values, order),
    save: (body) => {
      setFailure(null);
      return save(body);
    },
    onSaved: (reply) => {
      toastSuccess(reply.message ?? texts.savedText);
      reset(orderToForm(reply.data));
      onSaved(reply.data);
    },
    onFailed: (error) => {
      const message = messageOr(error, texts.failedText);
      setFailure(message);
      toastFailure(message);
    },
  });

  const changeable = medications?.data?.changeable ?? false;
  const current = ORDER_STATUS_TEXT[order.status].label;
  return (
    <SectionCard title="Update this order">
      <Box component="form" noValidate onSubmit={handleSubmit(submit)} aria-label="Update this order">
        <Stack spacing={2.5}>
          <KeepOrChange
            control={control}
            name="approvalStatus"
            label={texts.approvalLabel}
            disabled={!canSignOff(order)}
            helperText={canSignOff(order) ? 'Declining withdraws the order and refunds the patient.' : 'Fixed once the doctor has decided.'}
            keep={texts.approvalName(order.approvalStatus).toLowerCase()}
            options={texts.approvalOptions}
          />
          <KeepOrChange
            control={control}
            name="status"
            label="Status"
            disabled={!canCancel(order)}
            helperText={canCancel(order) ? texts.cancelHelp : 'The doctor and the pharmacy move it on from here.'}
            keep={current.toLowerCase()}
            options={[{ value: 'CANCELLED', label: 'Cancel this order' }]}
          />
          {medications && (
            <KeepOrChange
              control={control}
              name="productVariationKey"
              label="Medication and dose"
              disabled={!changeable}
              helperText={
                changeable
                  ? order.paymentStatus === 'UNPAID'
                    ? 'The amount follows the new dose.'
                    : 'The patient paid for this product: only its doses are offered.'
                  : 'Fixed once the order has gone to a pharmacy or closed.'
              }
              keep={`${order.productName}, ${order.dose}`}
              options={doseOptions(medications.data).filter((o) => o.value !== order.productVariationKey)}
            />
          )}
          <FormTextField
            control={control}
            name="partnerNote"
            label={texts.noteLabel}
            multiline
            minRows={3}
            fullWidth
            limit={NOTE_MAX}
            helperText={texts.noteHelp}
          />
          {nothingToSave && <Alert severity="info">There are no changes to save.</Alert>}
          {failure && <Alert severity="error">{failure}</Alert>}
          <Box>
            <Button type="submit" variant="contained" loading={saving}>
              Save changes
            </Button>
          </Box>
        </Stack>
      </Box>
    </SectionCard>
  );
}
