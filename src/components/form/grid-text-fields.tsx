import Grid from '@mui/material/Grid';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormTextField } from './form-text-field';

/** One text field of a form laid out on a grid: its width on wider screens in twelfths of the row. */
export interface GridTextFieldSpec<N extends string = string> {
  name: N;
  label: string;
  autoComplete?: string;
  /** Twelfths of the row from `sm` up; `xs` (full width unless given) on phones. */
  size: number;
  xs?: number;
  placeholder?: string;
  /** Digits only: the phone shows its number pad. */
  numeric?: boolean;
  required?: boolean;
  type?: string;
  helperText?: string;
  /** The server's limit for the field. */
  maxLength?: number;
}

interface GridTextFieldsProps<T extends FieldValues, C, O extends FieldValues> {
  control: Control<T, C, O>;
  fields: readonly GridTextFieldSpec<FieldPath<T>>[];
}

/** Text fields, each in its grid cell (full width on phones); a date field's label stays above its input. */
export function GridTextFields<T extends FieldValues, C = unknown, O extends FieldValues = T>({
  control,
  fields,
}: GridTextFieldsProps<T, C, O>) {
  return fields.map((f) => (
    <Grid key={f.name} size={{ xs: f.xs ?? 12, sm: f.size }}>
      <FormTextField
        control={control}
        name={f.name}
        label={f.label}
        autoComplete={f.autoComplete}
        required={f.required}
        type={f.type}
        placeholder={f.placeholder}
        helperText={f.helperText}
        maxLength={f.maxLength}
        fullWidth
        slotProps={{
          ...(f.type === 'date' ? { inputLabel: { shrink: true } } : {}),
          ...(f.numeric ? { htmlInput: { inputMode: 'numeric' } } : {}),
        }}
      />
    </Grid>
  ));
}
