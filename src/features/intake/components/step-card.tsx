import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type FormEvent, type ReactNode } from 'react';

interface StepCardProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** Renders the card as a form; its submit button is "Continue" unless told otherwise. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
}

/** One screen of a flow: a heading (level 2, below the page's title) and its content. */
export function StepCard({ title, description, children, onSubmit }: StepCardProps) {
  const headingId = useId();
  return (
    <Paper
      component={onSubmit ? 'form' : 'section'}
      noValidate={onSubmit ? true : undefined}
      onSubmit={onSubmit}
      aria-labelledby={headingId}
      sx={{ p: { xs: 2.5, sm: 4 } }}
    >
      <Typography id={headingId} variant="h2" sx={{ mb: description ? 1 : 3 }}>
        {title}
      </Typography>
      {description && (
        <Typography component="div" sx={{ color: 'text.secondary', mb: 3 }}>
          {description}
        </Typography>
      )}
      <Stack spacing={2.5}>{children}</Stack>
    </Paper>
  );
}

interface StepActionsProps {
  onBack?: () => void;
  submitLabel?: string;
  loading?: boolean;
  disabled?: boolean;
}

/** "Back" and the submit button ("Continue"), stacked full width on a phone. */
export function StepActions({ onBack, submitLabel = 'Continue', loading, disabled }: StepActionsProps) {
  return (
    <Box sx={{ display: 'flex', flexDirection: { xs: 'column-reverse', sm: 'row' }, justifyContent: 'space-between', gap: 1.5, pt: 1 }}>
      {onBack ? (
        <Button variant="outlined" size="large" onClick={onBack} disabled={loading}>
          Back
        </Button>
      ) : (
        <span />
      )}
      <Button type="submit" variant="contained" size="large" loading={loading} disabled={disabled}>
        {submitLabel}
      </Button>
    </Box>
  );
}
