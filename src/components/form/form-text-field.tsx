import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { textLimitHelper } from './text-limit';
import { useFieldBinding } from './use-field-binding';

export type FormTextFieldProps<T extends FieldValues, C, O extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error'
> & {
  control: Control<T, C, O>;
  name: FieldPath<T>;
  label: string;
  /** The most characters the input takes, for short fields (a name, a phone number): typing stops there. */
  maxLength?: number;
  /**
   * The contract's limit of a person's own words (TEXT_LIMITS): a counter beside the field, and a text over it is
   * marked and refused (by the form's schema and the server), never cut.
   */
  limit?: number;
};

/**
 * A labelled MUI text field bound to react-hook-form; shows the field's validation message. Required fields are
 * marked aria-required without the "*" in the label, so that the accessible name is exactly the label; optional
 * fields say so in their label. `maxLength` stops typing at the server's limit.
 */
export function FormTextField<T extends FieldValues, C = unknown, O extends FieldValues = T>({
  control,
  name,
  helperText,
  slotProps,
  maxLength,
  limit,
  ...rest
}: FormTextFieldProps<T, C, O>) {
  const binding = useFieldBinding(control, name, helperText);
  const htmlInput = slotProps?.htmlInput as object | undefined;
  const limited = textLimitHelper(String(binding.value), limit, binding.helperText);
  return (
    <TextField
      {...rest}
      slotProps={{
        ...slotProps,
        inputLabel: { required: false, ...(slotProps?.inputLabel as object | undefined) },
        ...(maxLength !== undefined || htmlInput ? { htmlInput: { ...htmlInput, ...(maxLength !== undefined ? { maxLength } : {}) } } : {}),
      }}
      {...binding}
      error={binding.error || limited.over}
      helperText={limited.helperText}
    />
  );
}
