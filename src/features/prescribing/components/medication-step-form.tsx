import Box from '@mui/material/Box';
import { useState, type FormEvent } from 'react';
import type { DoctorMedication, DoctorOrderDetail, UpdateDoctorOrderBody } from '@contracts/order-review';
import { SectionCard } from '@/components/section-card';
import { messageOr } from '@/lib/api-errors';
import { DEFAULT_FAILURE_TEXT, toastFailure, toastSuccess } from '@/lib/toast';
import { updateDoctorOrder } from '@/api/orders/update-doctor-order';
import { ORDER_UPDATED_TEXT } from '@/features/prescribing/lib/messages';
import { MedicationPicker, variationOf, type MedicationChoice } from './medication-picker';
import { StepActions } from '@/components/step-actions';

interface MedicationStepFormProps {
  order: DoctorOrderDetail;
  medications: readonly DoctorMedication[];
  back: string;
  /** After a save (with the saved order) or when nothing changed (without one). */
  onDone: (saved?: DoctorOrderDetail) => void;
}

/** Step 2: the medication, its dose and the plan; only what changed is sent. */
export function MedicationStepForm({ order, medications, back, onDone }: MedicationStepFormProps) {
  const [choice, setChoice] = useState<MedicationChoice>(() => ({
    // A dose no longer offered is not preselected: the doctor picks a current one.
    productVariationKey: variationOf(medications, order.productVariationKey) ? order.productVariationKey : '',
    planMonths: order.planMonths,
  }));
  const [doseError, setDoseError] = useState<string>();
  const [saving, setSaving] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    if (!choice.productVariationKey) {
      setDoseError('Choose a dose');
      return;
    }
    const body: UpdateDoctorOrderBody = {};
    if (choice.productVariationKey !== order.productVariationKey) body.productVariationKey = choice.productVariationKey;
    if (choice.planMonths !== order.planMonths) body.planMonths = choice.planMonths;
    if (Object.keys(body).length === 0) {
      onDone();
      return;
    }
    setSaving(true);
    try {
      const reply = await updateDoctorOrder(order.id, body);
      toastSuccess(reply.message ?? ORDER_UPDATED_TEXT);
      onDone(reply.data);
    } catch (error) {
      toastFailure(messageOr(error, DEFAULT_FAILURE_TEXT));
      setSaving(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={(e) => void onSubmit(e)} aria-label="Medication">
      <SectionCard title="Medication">
        <MedicationPicker
          medications={medications}
          value={choice}
          doseError={doseError}
          onChange={(next) => {
            setChoice(next);
            if (next.productVariationKey) setDoseError(undefined);
          }}
        />
      </SectionCard>
      <StepActions back={back} submitLabel="Save and continue" busy={saving} />
    </Box>
  );
}
