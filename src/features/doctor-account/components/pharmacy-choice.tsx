import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId } from 'react';
import { Controller, type Control } from 'react-hook-form';
import type { Pharmacy } from '@contracts/prescriptions';
import { EmptyState } from '@/components/empty-state';
import { NO_DEFAULT, type SettingsFormInput, type SettingsFormOutput } from '../lib/settings-form';

export const NO_ASSIGNED_PHARMACY_TEXT = 'No pharmacies are assigned to you yet';
const PROVIDER_HINT = { RX_PROVIDER: 'sent through the RX provider', DIGITAL_RX: 'sent through Digital Rx' } as const;

interface PharmacyChoiceProps {
  control: Control<SettingsFormInput, unknown, SettingsFormOutput>;
  /** The pharmacies an administrator assigned to the doctor (read-only here). */
  pharmacies: readonly Pharmacy[];
  disabled: boolean;
}

/** The assigned pharmacies, one of which (or none) is the default that "Send to a pharmacy" preselects. */
export function PharmacyChoice({ control, pharmacies, disabled }: PharmacyChoiceProps) {
  const labelId = useId();
  const helperId = useId();
  if (pharmacies.length === 0) {
    return (
      <EmptyState
        title={NO_ASSIGNED_PHARMACY_TEXT}
        description="An administrator assigns the pharmacies you may send prescriptions to. Ask them, then choose your default here."
      />
    );
  }
  return (
    <FormControl component="fieldset" disabled={disabled}>
      <FormLabel component="legend" id={labelId} sx={{ fontWeight: 600, color: 'text.primary', mb: 0.5 }}>
        Default pharmacy
      </FormLabel>
      <FormHelperText id={helperId} sx={{ mx: 0, mb: 1 }}>
        The pharmacies an administrator assigned to you. Your default is preselected when you send a prescription; you can still choose
        another there.
      </FormHelperText>
      <Controller
        control={control}
        name="defaultPharmacy"
        render={({ field }) => (
          <RadioGroup
            aria-labelledby={labelId}
            aria-describedby={helperId}
            name={field.name}
            value={field.value}
            onChange={(e) => field.onChange(e.target.value)}
          >
            {pharmacies.map((p) => (
              <FormControlLabel key={p.id} value={p.id} control={<Radio />} label={`${p.name}, ${PROVIDER_HINT[p.provider]}`} />
            ))}
            <FormControlLabel value={NO_DEFAULT} control={<Radio />} label="No default: choose each time" />
          </RadioGroup>
        )}
      />
    </FormControl>
  );
}
