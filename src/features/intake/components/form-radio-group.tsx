import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

interface FormRadioGroupProps<T extends FieldValues, C, O extends FieldValues> {
  control: Control<T, C, O>;
  name: FieldPath<T>;
  label: string;
  options: readonly { value: string; label: string }[];
  row?: boolean;
}

/** A labelled radio group (a fieldset whose legend names it) bound to react-hook-form. */
export function FormRadioGroup<T extends FieldValues, C = unknown, O extends FieldValues = T>({
  control,
  name,
  label,
  options,
  row = true,
}: FormRadioGroupProps<T, C, O>) {
  const { field, fieldState } = useController<T, FieldPath<T>, O>({ control, name });
  const labelId = useId();
  const helpId = useId();
  return (
    <FormControl component="fieldset" error={Boolean(fieldState.error)}>
      <FormLabel component="legend" id={labelId}>
        {label}
      </FormLabel>
      <RadioGroup
        row={row}
        name={field.name}
        value={field.value ?? ''}
        onChange={(e) => field.onChange(e.target.value)}
        aria-labelledby={labelId}
        aria-describedby={fieldState.error ? helpId : undefined}
      >
        {options.map((o) => (
          <FormControlLabel key={o.value} value={o.value} control={<Radio />} label={o.label} />
        ))}
      </RadioGroup>
      {fieldState.error && <FormHelperText id={helpId}>{fieldState.error.message}</FormHelperText>}
    </FormControl>
  );
}
