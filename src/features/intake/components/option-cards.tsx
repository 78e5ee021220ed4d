import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

export interface OptionCard {
  value: string;
  /** The radio's accessible name. */
  title: string;
  detail?: ReactNode;
  aside?: ReactNode;
}

interface OptionCardsProps {
  label: string;
  options: readonly OptionCard[];
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/** A radio group drawn as outlined cards: easy to tap on a phone, named by the option's title. */
export function OptionCards({ label, options, value, onChange, error }: OptionCardsProps) {
  const labelId = useId();
  const helpId = useId();
  return (
    <FormControl component="fieldset" error={Boolean(error)} sx={{ width: '100%' }}>
      <FormLabel component="legend" id={labelId} sx={{ color: 'text.primary', fontWeight: 600, mb: 1 }}>
        {label}
      </FormLabel>
      <RadioGroup
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-labelledby={labelId}
        aria-describedby={error ? helpId : undefined}
        sx={{ gap: 1 }}
      >
        {options.map((o) => (
          <Box
            key={o.value}
            sx={{
              border: 1,
              borderColor: value === o.value ? 'primary.main' : 'divider',
              bgcolor: value === o.value ? 'action.selected' : 'background.paper',
              borderRadius: 2,
              px: 1.5,
              py: 0.75,
              display: 'flex',
              alignItems: 'center',
              gap: 1,
            }}
          >
            <FormControlLabel
              value={o.value}
              control={<Radio />}
              sx={{ flexGrow: 1, mr: 0 }}
              label={
                <Box sx={{ py: 0.5 }}>
                  <Typography sx={{ fontWeight: 600 }}>{o.title}</Typography>
                  {o.detail && (
                    <Typography variant="body2" component="span" sx={{ color: 'text.secondary' }}>
                      {o.detail}
                    </Typography>
                  )}
                </Box>
              }
            />
            {o.aside && <Box sx={{ textAlign: 'right', flexShrink: 0 }}>{o.aside}</Box>}
          </Box>
        ))}
      </RadioGroup>
      {error && <FormHelperText id={helpId}>{error}</FormHelperText>}
    </FormControl>
  );
}
