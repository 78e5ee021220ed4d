import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormTextField } from '@/components/form/form-text-field';

/** Today as YYYY-MM-DD (UTC), the form a date input holds. */
export const today = () => new Date().toISOString().slice(0, 10);

interface DateOfBirthFieldProps<T extends FieldValues, C, O extends FieldValues> {
  control: Control<T, C, O>;
  name: FieldPath<T>;
}

/** "Date of birth": a date input (its label kept above it) that offers no day after today. */
export function DateOfBirthField<T extends FieldValues, C = unknown, O extends FieldValues = T>({
  control,
  name,
}: DateOfBirthFieldProps<T, C, O>) {
  return (
    <FormTextField
      control={control}
      name={name}
      label="Date of birth"
      type="date"
      autoComplete="bday"
      required
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today() } }}
    />
  );
}
