import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import type { DoctorMedication } from '@contracts/order-review';
import { RadioFieldset } from '@/components/form/radio-fieldset';
import { formatCents, formatPlan } from '@/lib/format';

export interface MedicationChoice {
  /** The dose (product variation) chosen, '' for none yet. */
  productVariationKey: string;
  planMonths: number;
}

interface MedicationPickerProps {
  medications: readonly DoctorMedication[];
  value: MedicationChoice;
  onChange: (value: MedicationChoice) => void;
  /** Shown under the dose group, e.g. "Choose a dose". */
  doseError?: string;
}

const PLAN_MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

export const medicationOf = (medications: readonly DoctorMedication[], key: string) =>
  medications.find((m) => m.variations.some((v) => v.key === key));

export const variationOf = (medications: readonly DoctorMedication[], key: string) =>
  medications.flatMap((m) => m.variations).find((v) => v.key === key);

/** A medication, then one of its doses (with its monthly price), then how many months the plan covers. */
export function MedicationPicker({ medications, value, onChange, doseError }: MedicationPickerProps) {
  const [productId, setProductId] = useState(() => medicationOf(medications, value.productVariationKey)?.productId ?? '');
  const medication = medications.find((m) => m.productId === productId);
  const planId = useId();

  return (
    <Stack spacing={3}>
      <RadioFieldset
        label="Medication"
        value={productId}
        onChange={(next) => {
          // Another medication's doses: the dose is chosen again.
          if (next !== productId) onChange({ ...value, productVariationKey: '' });
          setProductId(next);
        }}
      >
        {medications.map((m) => (
          <FormControlLabel
            key={m.productId}
            value={m.productId}
            control={<Radio />}
            label={
              <span>
                <Typography component="span" sx={{ fontWeight: 600, display: 'block' }}>
                  {m.name}
                </Typography>
                <Typography component="span" variant="body2" sx={{ color: 'text.secondary', display: 'block' }}>
                  {m.description}
                </Typography>
              </span>
            }
            sx={{ alignItems: 'flex-start', my: 0.5, '& .MuiRadio-root': { pt: 0.5 } }}
          />
        ))}
      </RadioFieldset>
      {medication ? (
        <RadioFieldset
          label="Dose"
          value={value.productVariationKey}
          onChange={(key) => onChange({ ...value, productVariationKey: key })}
          error={doseError}
        >
          {medication.variations.map((v) => (
            <FormControlLabel
              key={v.key}
              value={v.key}
              control={<Radio />}
              label={`${v.dose} · ${v.name} · ${formatCents(v.monthlyPriceCents)} a month`}
              sx={{ alignItems: 'flex-start', my: 0.5, '& .MuiRadio-root': { pt: 0.5 } }}
            />
          ))}
        </RadioFieldset>
      ) : (
        doseError && (
          <Typography role="alert" variant="body2" sx={{ color: 'error.main' }}>
            Choose a medication, then a dose.
          </Typography>
        )
      )}
      <TextField
        id={planId}
        select
        label="Plan length"
        value={String(value.planMonths)}
        onChange={(e) => onChange({ ...value, planMonths: Number(e.target.value) })}
        slotProps={{ select: { native: true } }}
        helperText="How many months of medication this order covers"
        sx={{ maxWidth: 280 }}
      >
        {PLAN_MONTHS.map((m) => (
          <option key={m} value={m}>
            {formatPlan(m)}
          </option>
        ))}
      </TextField>
    </Stack>
  );
}
