import Stack from '@mui/material/Stack';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FIELD_MAX } from '@/lib/form-resolver';
import { FormTextField } from './form-text-field';
import { NameFields } from './name-fields';
import { PhoneField } from './phone-field';

interface ContactFieldsProps<T extends FieldValues, C, O extends FieldValues> {
  control: Control<T, C, O>;
  /** The form's names for the fields, where they differ from firstName, lastName, email and phone. */
  phoneName?: FieldPath<T>;
}

/** First and last name side by side, then email and phone: who a person is and how to reach them (all required). */
export function ContactFields<T extends FieldValues, C = unknown, O extends FieldValues = T>({
  control,
  phoneName = 'phone' as FieldPath<T>,
}: ContactFieldsProps<T, C, O>) {
  const name = (field: string) => field as FieldPath<T>;
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <NameFields control={control} />
      </Stack>
      <FormTextField
        control={control}
        name={name('email')}
        label="Email"
        type="email"
        autoComplete="email"
        required
        maxLength={FIELD_MAX.email}
      />
      <PhoneField control={control} name={phoneName} required />
    </>
  );
}
