import InputAdornment from '@mui/material/InputAdornment';
import type { FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from './form-text-field';

/** A required amount typed in dollars: a "$" before it and the decimal keypad on phones. */
export function MoneyField<T extends FieldValues, C = unknown, O extends FieldValues = T>(
  props: Omit<FormTextFieldProps<T, C, O>, 'slotProps' | 'required'>,
) {
  return (
    <FormTextField
      {...props}
      required
      slotProps={{
        input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
        htmlInput: { inputMode: 'decimal' },
      }}
    />
  );
}
