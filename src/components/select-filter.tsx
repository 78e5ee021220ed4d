import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId } from 'react';

interface SelectFilterProps<T extends string> {
  label: string;
  value: T | '';
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  /** A first option that narrows nothing, e.g. "All statuses" (an empty value). */
  allLabel?: string;
  minWidth: number;
}

/**
 * A list's sort or filter above its table: a native select, keyboard- and screen-reader-friendly. Built from the
 * inputs a field is made of rather than TextField, which brings the menu select with it (a page whose only field is
 * this one downloads 5 kB less).
 */
export function SelectFilter<T extends string>({ label, value, options, onChange, allLabel, minWidth }: SelectFilterProps<T>) {
  const id = useId();
  // With an empty value ("All statuses"), the label stays above it rather than on top of it.
  const shrink = allLabel === undefined ? undefined : true;
  return (
    <FormControl sx={{ flex: 1, minWidth, width: '100%' }}>
      <InputLabel htmlFor={id} shrink={shrink}>
        {label}
      </InputLabel>
      <NativeSelect
        input={<OutlinedInput label={label} notched={shrink} />}
        value={value}
        onChange={(e) => onChange(e.target.value as T)}
        inputProps={{ id }}
      >
        {allLabel !== undefined && <option value="">{allLabel}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect>
    </FormControl>
  );
}
