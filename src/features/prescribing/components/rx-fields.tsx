import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { FormTextField } from '@/components/form/form-text-field';
import type { RxFormInput } from '@/features/prescribing/lib/rx-form';

interface RxFieldsProps<T extends FieldValues & RxFormInput, O extends FieldValues> {
  control: Control<T, unknown, O>;
  /** The single doses of the product (its range's titration steps). */
  doses: string[];
}

const NUMBERS = [
  { name: 'quantity', label: 'Quantity', helperText: 'Units to dispense, 1 to 100' },
  { name: 'refills', label: 'Refills', helperText: '0 to 12' },
  { name: 'daysSupply', label: 'Days supply', helperText: '1 to 365 days' },
] as const;

/** One dose, directions, quantity, refills and days supply: what the pharmacy fills and prints on the label. */
export function RxFields<T extends FieldValues & RxFormInput, O extends FieldValues>({ control, doses }: RxFieldsProps<T, O>) {
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          control={control}
          name={'dose' as Path<T>}
          label="Dose"
          required
          select
          fullWidth
          helperText="One weekly dose: a pharmacy cannot fill a range"
        >
          {doses.map((dose) => (
            <MenuItem key={dose} value={dose}>
              {dose} weekly
            </MenuItem>
          ))}
        </FormTextField>
      </Grid>
      <Grid size={12}>
        <FormTextField
          control={control}
          name={'directions' as Path<T>}
          label="Directions"
          required
          multiline
          minRows={3}
          fullWidth
          maxLength={1000}
          helperText="How the patient takes the medication, as printed on the label"
        />
      </Grid>
      {NUMBERS.map((f) => (
        <Grid key={f.name} size={{ xs: 12, sm: 4 }}>
          <FormTextField
            control={control}
            name={f.name as Path<T>}
            label={f.label}
            required
            fullWidth
            helperText={f.helperText}
            slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } }}
          />
        </Grid>
      ))}
    </Grid>
  );
}
