import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { LoadError } from '@/components/load-error';
import { SectionCard } from '@/components/section-card';
import { useActivityStats } from '@/api/activities/get-activity-stats';

const signed = (n: number) => `${n > 0 ? '+' : ''}${n} lb`;

/** Activities logged, minutes this week, current weight and its change since the first entry. */
export function ActivityStatsCards() {
  const { data, error, mutate } = useActivityStats();
  if (error && !data) return <LoadError title="Failed to fetch activity statistics" error={error} onRetry={() => void mutate()} />;
  const cards = [
    { title: 'Activities logged', value: data ? String(data.totalActivities) : undefined },
    { title: 'Minutes this week', value: data ? String(data.minutesThisWeek) : undefined },
    { title: 'Current weight', value: data ? (data.currentWeight !== null ? `${data.currentWeight} lb` : 'Not logged yet') : undefined },
    { title: 'Weight change', value: data ? (data.weightChange !== null ? signed(data.weightChange) : '—') : undefined },
  ];
  return (
    <Grid container spacing={2}>
      {cards.map((c) => (
        <Grid key={c.title} size={{ xs: 6, md: 3 }}>
          <SectionCard title={c.title}>
            {c.value === undefined ? (
              <Skeleton width={80} />
            ) : (
              <Typography variant="h5" component="p">
                {c.value}
              </Typography>
            )}
          </SectionCard>
        </Grid>
      ))}
    </Grid>
  );
}
