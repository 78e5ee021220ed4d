import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { RadioFieldset } from '@/components/form/radio-fieldset';

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
  return (
    <RadioFieldset label={label} value={value} onChange={onChange} error={error} fullWidth gap={1}>
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
    </RadioFieldset>
  );
}
