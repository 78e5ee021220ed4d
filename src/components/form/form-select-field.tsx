import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useFieldBinding } from './use-field-binding';

type FormSelectFieldProps<T extends FieldValues, C, O extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'select'
> & {
  control: Control<T, C, O>;
  name: FieldPath<T>;
  label: string;
  options: readonly { value: string; label: string }[];
  /** The empty first option; `null` for none. */
  placeholder?: string | null;
  /** The empty option only prompts ("Choose your state") and cannot be chosen back once a value is picked. */
  placeholderDisabled?: boolean;
};

/** A labelled native select (best on phones and for assistive technology) bound to react-hook-form. */
export function FormSelectField<T extends FieldValues, C = unknown, O extends FieldValues = T>({
  control,
  name,
  options,
  placeholder = 'Choose…',
  placeholderDisabled = false,
  helperText,
  slotProps,
  ...rest
}: FormSelectFieldProps<T, C, O>) {
  const binding = useFieldBinding(control, name, helperText);
  return (
    <TextField
      {...rest}
      select
      slotProps={{ ...slotProps, select: { native: true }, inputLabel: { shrink: true, required: false } }}
      {...binding}
    >
      {placeholder !== null && (
        <option value="" disabled={placeholderDisabled}>
          {placeholder}
        </option>
      )}
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </TextField>
  );
}
