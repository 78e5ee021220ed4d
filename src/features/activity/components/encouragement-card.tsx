import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { LoadError } from '@/components/load-error';
import { SectionCard } from '@/components/section-card';
import { useEncouragement } from '@/api/activities/get-encouragement';

/** This week's encouragement: a headline and a few kind, specific words about the patient's own week. */
export function EncouragementCard() {
  const { data, error, mutate } = useEncouragement();
  return (
    <SectionCard title="This week">
      {error && !data ? (
        <LoadError title="Failed to fetch weekly encouragement" error={error} onRetry={() => void mutate()} />
      ) : !data ? (
        <Skeleton variant="rounded" height={64} aria-label="Loading encouragement" />
      ) : (
        <>
          <Typography variant="h6" component="p">
            {data.headline}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="encouragement-message">
            {data.message}
          </Typography>
        </>
      )}
    </SectionCard>
  );
}
