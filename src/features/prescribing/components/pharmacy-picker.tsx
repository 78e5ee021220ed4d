import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId } from 'react';
import type { Pharmacy } from '@contracts/prescriptions';

const PROVIDER_HINT = { RX_PROVIDER: 'sent through the RX provider', DIGITAL_RX: 'sent through Digital Rx' } as const;

interface PharmacyPickerProps {
  pharmacies: readonly Pharmacy[];
  value: string;
  onChange: (pharmacyId: string) => void;
  disabled?: boolean;
}

/** The pharmacies assigned to the doctor, one to choose. */
export function PharmacyPicker({ pharmacies, value, onChange, disabled }: PharmacyPickerProps) {
  const labelId = useId();
  return (
    <FormControl component="fieldset" disabled={disabled}>
      <FormLabel component="legend" id={labelId} sx={{ fontWeight: 600, color: 'text.primary', mb: 0.5 }}>
        Pharmacy
      </FormLabel>
      <RadioGroup aria-labelledby={labelId} value={value} onChange={(e) => onChange(e.target.value)}>
        {pharmacies.map((p) => (
          <FormControlLabel key={p.id} value={p.id} control={<Radio />} label={`${p.name}, ${PROVIDER_HINT[p.provider]}`} />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
