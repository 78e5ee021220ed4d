import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import type { Pharmacy } from '@contracts/prescriptions';
import { RadioFieldset } from '@/components/form/radio-fieldset';

const PROVIDER_HINT = { RX_PROVIDER: 'sent through the RX provider', DIGITAL_RX: 'sent through Digital Rx' } as const;

interface PharmacyPickerProps {
  pharmacies: readonly Pharmacy[];
  value: string;
  onChange: (pharmacyId: string) => void;
  disabled?: boolean;
}

/** The pharmacies assigned to the doctor, one to choose. */
export function PharmacyPicker({ pharmacies, value, onChange, disabled }: PharmacyPickerProps) {
  return (
    <RadioFieldset label="Pharmacy" value={value} onChange={onChange} disabled={disabled}>
      {pharmacies.map((p) => (
        <FormControlLabel key={p.id} value={p.id} control={<Radio />} label={`${p.name}, ${PROVIDER_HINT[p.provider]}`} />
      ))}
    </RadioFieldset>
  );
}
