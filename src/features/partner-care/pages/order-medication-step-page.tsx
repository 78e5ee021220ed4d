import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import type { AdminOrderMedications, PartnerOrderDetail } from '@contracts/orders';
import { LoadError } from '@/components/load-error';
import { SectionCard } from '@/components/section-card';
import { StepActions } from '@/components/step-actions';
import { messageOr } from '@/lib/api-errors';
import { formatCents } from '@/lib/format';
import { toastFailure, toastSuccess } from '@/lib/toast';
import { partnerOrderMedicationsKey, usePartnerOrderMedications } from '@/api/orders/get-partner-order-medications';
import { updatePartnerOrder } from '@/api/orders/update-partner-order';
import type { StepContext } from '@/features/partner-care/components/order-steps-frame';
import { PartnerOrderStepsFrame } from '@/features/partner-care/components/order-steps-frame';
import { OrderMedicationSection } from '@/features/partner-care/components/order-step-sections';
import { ContinueForm } from '@/features/partner-care/components/step-footer';
import { ACTION_FAILURE_TEXT, ORDER_UPDATED_TEXT } from '@/features/partner-care/lib/texts';
import { useRefresh } from '@/features/partner-care/lib/use-refresh';
import { carePaths } from '@/features/partner-care/paths';

export const MEDICATIONS_ERROR_TEXT = 'Error fetching the medications';

interface DoseFormProps {
  order: PartnerOrderDetail;
  medications: AdminOrderMedications;
  replace: StepContext['replace'];
}

/** The dose of the order's package, among those it may change to; only a changed dose is sent. */
function DoseForm({ order, medications, replace }: DoseFormProps) {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const refresh = useRefresh();
  const [key, setKey] = useState(order.productVariationKey);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const next = carePaths.orderStep(order.id, 'rx-information');
  const paid = order.paymentStatus !== 'UNPAID';

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    if (key === order.productVariationKey) {
      void navigate(next);
      return;
    }
    setSaving(true);
    setFailure(null);
    try {
      const reply = await updatePartnerOrder(order.id, { medicationPackages: [{ productVariationKey: key }] });
      toastSuccess(reply.message ?? ORDER_UPDATED_TEXT);
      replace(reply.data);
      void mutate(partnerOrderMedicationsKey(order.id));
      void refresh.orders();
      void navigate(next);
    } catch (error) {
      const message = messageOr(error, ACTION_FAILURE_TEXT);
      setFailure(message);
      toastFailure(message);
      setSaving(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={(e) => void onSubmit(e)} aria-label="Medication">
      <SectionCard title="Medication">
        <TextField
          select
          fullWidth
          label="Medication and dose"
          value={key}
          onChange={(e) => setKey(e.target.value)}
          helperText={
            paid
              ? `The patient paid for ${order.productName}: you may choose another dose of it; the plan and price stay.`
              : 'The order is repriced for the dose you choose.'
          }
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {medications.options.map((o) => (
            <option key={o.productVariationKey} value={o.productVariationKey}>
              {`${o.productName}, ${o.dose} (${formatCents(o.monthlyPriceCents)} a month)`}
            </option>
          ))}
        </TextField>
        {failure && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {failure}
          </Alert>
        )}
      </SectionCard>
      <StepActions back={carePaths.orderStep(order.id, 'patient')} submitLabel="Save and continue" busy={saving} />
    </Box>
  );
}

function MedicationStep({ order, open, replace }: { order: PartnerOrderDetail } & StepContext) {
  const { data, error, mutate } = usePartnerOrderMedications(order.id);
  if (error && !data) return <LoadError title={MEDICATIONS_ERROR_TEXT} error={error} onRetry={() => void mutate()} />;
  if (!data) return <Skeleton variant="rounded" height={160} aria-label="Loading the medications" />;
  if (open && data.changeable) return <DoseForm order={order} medications={data} replace={replace} />;
  return (
    <ContinueForm label="Medication" back={carePaths.orderStep(order.id, 'patient')} next={carePaths.orderStep(order.id, 'rx-information')}>
      <OrderMedicationSection order={order} />
    </ContinueForm>
  );
}

/** Step 2: the order's medication package; the partner may choose another dose while the order waits for the doctor. */
export function PartnerOrderMedicationStepPage() {
  return (
    <PartnerOrderStepsFrame step="medication">{(order, context) => <MedicationStep order={order} {...context} />}</PartnerOrderStepsFrame>
  );
}
