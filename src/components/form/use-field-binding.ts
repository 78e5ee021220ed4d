import type { ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

/**
 * The props that bind an MUI TextField to a react-hook-form field: its value, events and ref, and its validation
 * message in place of the helper text.
 */
export function useFieldBinding<T extends FieldValues, C, O extends FieldValues>(
  control: Control<T, C, O>,
  name: FieldPath<T>,
  helperText: ReactNode,
) {
  const { field, fieldState } = useController<T, FieldPath<T>, O>({ control, name });
  return {
    name: field.name,
    value: field.value ?? '',
    onChange: field.onChange,
    onBlur: field.onBlur,
    inputRef: field.ref,
    error: Boolean(fieldState.error),
    helperText: fieldState.error?.message ?? helperText,
  };
}
