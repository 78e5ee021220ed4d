import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId } from 'react';
import { toggleChoice } from '@contracts/onboarding';

interface ChoiceQuestionProps {
  label: string;
  help?: string | null;
  error?: string;
  options: readonly { value: string; label: string }[];
  /** One value (radios) or several (checkboxes). */
  multiple?: boolean;
  value: string | string[] | undefined;
  onChange: (value: string | string[]) => void;
}

/** A question answered by picking: a fieldset whose legend is the question, radios or checkboxes inside. */
export function ChoiceQuestion({ label, help, error, options, multiple, value, onChange }: ChoiceQuestionProps) {
  const labelId = useId();
  const helpId = useId();
  const text = error ?? help;
  const selected = Array.isArray(value) ? value : [];
  // "None of these" and any other option exclude each other: the last one ticked wins.
  const toggle = (option: string, checked: boolean) => onChange(toggleChoice(selected, option, checked));

  return (
    <FormControl component="fieldset" error={Boolean(error)}>
      <FormLabel component="legend" id={labelId} sx={{ color: 'text.primary', fontWeight: 600, mb: 0.5 }}>
        {label}
      </FormLabel>
      {multiple ? (
        <FormGroup aria-describedby={text ? helpId : undefined}>
          {options.map((o) => (
            <FormControlLabel
              key={o.value}
              label={o.label}
              control={<Checkbox checked={selected.includes(o.value)} onChange={(e) => toggle(o.value, e.target.checked)} />}
            />
          ))}
        </FormGroup>
      ) : (
        <RadioGroup
          row={options.length <= 3}
          value={typeof value === 'string' ? value : ''}
          onChange={(e) => onChange(e.target.value)}
          aria-labelledby={labelId}
          aria-describedby={text ? helpId : undefined}
        >
          {options.map((o) => (
            <FormControlLabel key={o.value} value={o.value} control={<Radio />} label={o.label} />
          ))}
        </RadioGroup>
      )}
      {text && <FormHelperText id={helpId}>{text}</FormHelperText>}
    </FormControl>
  );
}
