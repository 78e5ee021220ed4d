import type { FieldValues } from 'react-hook-form';
import { FIELD_MAX } from '@/lib/form-resolver';
import { FormTextField, type FormTextFieldProps } from './form-text-field';

type PhoneFieldProps<T extends FieldValues, C, O extends FieldValues> = Omit<FormTextFieldProps<T, C, O>, 'label' | 'type'> & {
  label?: string;
};

/** "Phone number": a US number, checked with `usPhoneSchema` or `optionalUsPhoneSchema` from lib/us-phone. */
export function PhoneField<T extends FieldValues, C = unknown, O extends FieldValues = T>({
  label = 'Phone number',
  autoComplete = 'tel-national',
  helperText = 'A US number, e.g. (202) 555-0143',
  maxLength = FIELD_MAX.phone,
  ...rest
}: PhoneFieldProps<T, C, O>) {
  return (
    <FormTextField<T, C, O> {...rest} label={label} type="tel" autoComplete={autoComplete} helperText={helperText} maxLength={maxLength} />
  );
}
