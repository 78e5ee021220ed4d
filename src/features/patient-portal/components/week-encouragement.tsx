import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { EncouragementView } from '@/components/encouragement-view';
import { useEncouragement } from '@/api/activities/get-encouragement';

/** This week's encouragement on the dashboard, with the way to the activity page. */
export function WeekEncouragement() {
  const { data, error, mutate } = useEncouragement();
  return (
    <EncouragementView
      data={data}
      error={error}
      onRetry={() => void mutate()}
      action={
        <Button component={RouterLink} to="/activity" size="small">
          Go to Activity
        </Button>
      }
    />
  );
}
