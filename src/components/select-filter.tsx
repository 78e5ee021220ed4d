import TextField from '@mui/material/TextField';

interface SelectFilterProps<T extends string> {
  label: string;
  value: T | '';
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  /** A first option that narrows nothing, e.g. "All statuses" (an empty value). */
  allLabel?: string;
  minWidth: number;
}

/** A list's sort or filter above its table: a native select, keyboard- and screen-reader-friendly. */
export function SelectFilter<T extends string>({ label, value, options, onChange, allLabel, minWidth }: SelectFilterProps<T>) {
  return (
    <TextField
      select
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value as T)}
      // With an empty value ("All statuses"), the label stays above it rather than on top of it.
      slotProps={{ select: { native: true }, inputLabel: allLabel === undefined ? undefined : { shrink: true } }}
      sx={{ flex: 1, minWidth }}
    >
      {allLabel !== undefined && <option value="">{allLabel}</option>}
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </TextField>
  );
}
