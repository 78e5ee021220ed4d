import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FIELD_MAX } from '@/lib/form-resolver';
import { FormTextField } from './form-text-field';

const NAMES = [
  { field: 'firstName', label: 'First name', autoComplete: 'given-name' },
  { field: 'lastName', label: 'Last name', autoComplete: 'family-name' },
] as const;

/** "First name" and "Last name" (the form's firstName and lastName), required, up to the server's length. */
export function NameFields<T extends FieldValues, C = unknown, O extends FieldValues = T>({ control }: { control: Control<T, C, O> }) {
  return NAMES.map(({ field, label, autoComplete }) => (
    <FormTextField
      key={field}
      control={control}
      name={field as FieldPath<T>}
      label={label}
      autoComplete={autoComplete}
      required
      maxLength={FIELD_MAX.name}
    />
  ));
}
