import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

interface FormSwitchProps<T extends FieldValues, C, O extends FieldValues> {
  control: Control<T, C, O>;
  name: FieldPath<T>;
  label: string;
}

/** A labelled switch bound to a boolean react-hook-form field. */
export function FormSwitch<T extends FieldValues, C = unknown, O extends FieldValues = T>({
  control,
  name,
  label,
}: FormSwitchProps<T, C, O>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel control={<Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />} label={label} />
      )}
    />
  );
}
