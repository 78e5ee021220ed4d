import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useState, type FormEvent } from 'react';
import { StepActions, StepCard } from '@/features/intake/components/step-card';
import type { Option } from './legacy-steps';

interface LegacyChoiceStepProps {
  title: string;
  description?: string;
  options: readonly Option[];
  /** Checkboxes (any number, none included) instead of radios (exactly one). */
  multiple?: boolean;
  initial: string | string[] | undefined;
  saving: boolean;
  onBack: () => void;
  onSubmit: (value: string | string[]) => void;
}

/** One legacy question per page: the page's heading is the question and names the group. */
export function LegacyChoiceStep({ title, description, options, multiple, initial, saving, onBack, onSubmit }: LegacyChoiceStepProps) {
  const [value, setValue] = useState<string | string[]>(initial ?? (multiple ? [] : ''));
  const [error, setError] = useState<string | null>(null);
  const list = Array.isArray(value) ? value : [];

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!multiple && !value) return setError('Please choose an answer');
    onSubmit(value);
  };

  return (
    <StepCard title={title} description={description} onSubmit={submit}>
      {multiple ? (
        <FormGroup role="group" aria-label={title}>
          {options.map((o) => (
            <FormControlLabel
              key={o.value}
              label={o.label}
              control={
                <Checkbox
                  checked={list.includes(o.value)}
                  onChange={(e) => setValue(e.target.checked ? [...list, o.value] : list.filter((v) => v !== o.value))}
                />
              }
            />
          ))}
        </FormGroup>
      ) : (
        <RadioGroup
          aria-label={title}
          value={value}
          onChange={(e) => {
            setValue(e.target.value);
            setError(null);
          }}
        >
          {options.map((o) => (
            <FormControlLabel key={o.value} value={o.value} control={<Radio />} label={o.label} />
          ))}
        </RadioGroup>
      )}
      {error && <FormHelperText error>{error}</FormHelperText>}
      <StepActions onBack={onBack} loading={saving} />
    </StepCard>
  );
}
