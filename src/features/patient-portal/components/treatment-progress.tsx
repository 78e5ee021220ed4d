import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { OutcomeCard } from '@/components/outcome-card';
import { useMyOutcome } from '@/api/outcomes/get-outcomes';

/**
 * The patient's weight since the start of treatment against the expected range (nothing without a treatment plan).
 * With no weight logged yet, it points to /activity, where weights are logged.
 */
export function TreatmentProgress() {
  return (
    <OutcomeCard
      title="Treatment progress"
      load={useMyOutcome()}
      you
      empty={
        <Button component={RouterLink} to="/activity" variant="outlined" sx={{ alignSelf: 'flex-start' }}>
          Log your weight
        </Button>
      }
    />
  );
}
