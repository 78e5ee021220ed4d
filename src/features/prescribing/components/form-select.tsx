import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

type FormSelectProps<T extends FieldValues, C, O extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'select'
> & {
  control: Control<T, C, O>;
  name: FieldPath<T>;
  label: string;
  options: readonly { value: string; label: string }[];
  /** The empty first option; `null` for none. */
  placeholder?: string | null;
};

/** A labelled native select (best on phones and for assistive technology) bound to react-hook-form. */
export function FormSelect<T extends FieldValues, C = unknown, O extends FieldValues = T>({
  control,
  name,
  options,
  placeholder = 'Choose…',
  helperText,
  slotProps,
  ...rest
}: FormSelectProps<T, C, O>) {
  const { field, fieldState } = useController<T, FieldPath<T>, O>({ control, name });
  return (
    <TextField
      {...rest}
      select
      slotProps={{ ...slotProps, select: { native: true }, inputLabel: { shrink: true, required: false } }}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
    >
      {placeholder !== null && <option value="">{placeholder}</option>}
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </TextField>
  );
}
