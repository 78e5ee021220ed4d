import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';

interface StepActionsProps {
  /** The previous step's path, if any. */
  back?: string;
  submitLabel: string;
  busy: boolean;
  disabled?: boolean;
}

/** Back (a link) and the submit button at the foot of an order step's form. */
export function StepActions({ back, submitLabel, busy, disabled }: StepActionsProps) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, mt: 3, flexWrap: 'wrap' }}>
      {back ? (
        <Button component={RouterLink} to={back} variant="outlined" size="large">
          Back
        </Button>
      ) : (
        <span />
      )}
      <Button type="submit" variant="contained" size="large" loading={busy} disabled={disabled}>
        {submitLabel}
      </Button>
    </Box>
  );
}
