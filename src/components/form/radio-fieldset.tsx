import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import RadioGroup from '@mui/material/RadioGroup';
import { useId, type ReactNode } from 'react';

interface RadioFieldsetProps {
  /** The legend, which also names the radio group. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Shown under the radios, and describes the group. */
  error?: string;
  disabled?: boolean;
  /** A further line under the radios, e.g. how many of the matches are shown. */
  note?: ReactNode;
  /** Takes its container's width (option cards). */
  fullWidth?: boolean;
  /** Space between the radios, in theme units (option cards are spaced apart; plain radios are not). */
  gap?: number;
  /** The radios (FormControlLabel with a Radio each). */
  children: ReactNode;
}

/** A group of radios in a fieldset, named by its bold legend, with its error under it. */
export function RadioFieldset({ label, value, onChange, error, disabled, note, fullWidth, gap, children }: RadioFieldsetProps) {
  const labelId = useId();
  const helpId = useId();
  return (
    <FormControl component="fieldset" error={Boolean(error)} disabled={disabled} fullWidth={fullWidth}>
      <FormLabel component="legend" id={labelId} sx={{ fontWeight: 600, color: 'text.primary', mb: gap ? 1 : 0.5 }}>
        {label}
      </FormLabel>
      <RadioGroup
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-labelledby={labelId}
        aria-describedby={error ? helpId : undefined}
        sx={gap ? { gap } : undefined}
      >
        {children}
      </RadioGroup>
      {error && <FormHelperText id={helpId}>{error}</FormHelperText>}
      {note && <FormHelperText>{note}</FormHelperText>}
    </FormControl>
  );
}
