import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

type FormTextFieldProps<T extends FieldValues, C, O extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error'
> & {
  control: Control<T, C, O>;
  name: FieldPath<T>;
  label: string;
};

/**
 * A labelled MUI text field bound to react-hook-form; shows the field's validation message. Required fields are
 * marked aria-required without the "*" in the label, so that the accessible name is exactly the label; optional
 * fields say so in their label.
 */
export function FormTextField<T extends FieldValues, C = unknown, O extends FieldValues = T>({
  control,
  name,
  helperText,
  slotProps,
  ...rest
}: FormTextFieldProps<T, C, O>) {
  const { field, fieldState } = useController<T, FieldPath<T>, O>({ control, name });
  return (
    <TextField
      {...rest}
      slotProps={{ ...slotProps, inputLabel: { required: false, ...(slotProps?.inputLabel as object | undefined) } }}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
    />
  );
}
