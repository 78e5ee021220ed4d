// The activity page's charts: the only module of this feature that imports @mui/x-charts, loaded lazily by the page.
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { visuallyHidden } from '@mui/utils';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import type { ActivityPeriod } from '@contracts/activities';
import { LoadError } from '@/components/load-error';
import { formatDay } from '@/lib/format';
import { countOf } from '@contracts/plural';
import { shortDayText } from '@contracts/day-range';
import { SectionCard } from '@/components/section-card';
import { useWeeklyActivity } from '@/api/activities/get-weekly-activity';
import { useWeightHistory } from '@/api/activities/get-weight-history';

const HEIGHT = 240;
// The y axis as wide as its labels (a fixed width cut "204.5" to "204…"), at most one decimal (not "204.500000").
const tickNumber = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 1 });
const Y_AXIS = [{ width: 'auto' as const, valueFormatter: tickNumber }];

function WeightChart({ period }: { period: ActivityPeriod }) {
  const { data, error, mutate } = useWeightHistory(period);
  const color = useTheme().palette.primary.main;
  let body;
  if (error && !data) body = <LoadError title="Failed to fetch weight history" error={error} onRetry={() => void mutate()} />;
  else if (!data) body = <Skeleton variant="rounded" height={HEIGHT} aria-label="Loading weight history" />;
  else if (data.points.length === 0) body = <Typography sx={{ color: 'text.secondary' }}>No weight logged in this period yet.</Typography>;
  else {
    const goal = data.goalWeight;
    body = (
      <>
        <Box aria-hidden>
          <LineChart
            height={HEIGHT}
            xAxis={[{ scaleType: 'point', data: data.points.map((p) => p.date), valueFormatter: shortDayText }]}
            yAxis={Y_AXIS}
            series={[
              // Marks on: a lone weigh-in is a point, not an invisible line of one. The brand color, as the minutes' bars.
              { data: data.points.map((p) => p.weight), label: 'Weight (lb)', showMark: true, color },
              ...(goal !== null ? [{ data: data.points.map(() => goal), label: 'Goal (lb)', showMark: false }] : []),
            ]}
          />
        </Box>
        <Box component="ul" sx={visuallyHidden} aria-label="Weight entries">
          {data.points.map((p) => (
            <li key={p.date}>
              {formatDay(p.date)}: {p.weight} lb
            </li>
          ))}
          {goal !== null && <li>Goal: {goal} lb</li>}
        </Box>
      </>
    );
  }
  return <SectionCard title="Weight history">{body}</SectionCard>;
}

function WeeklyChart({ period }: { period: ActivityPeriod }) {
  const { data, error, mutate } = useWeeklyActivity(period);
  const color = useTheme().palette.primary.main;
  let body;
  if (error && !data) body = <LoadError title="Failed to fetch weekly activity data" error={error} onRetry={() => void mutate()} />;
  else if (!data) body = <Skeleton variant="rounded" height={HEIGHT} aria-label="Loading weekly activity" />;
  else if (data.buckets.every((b) => b.minutes === 0))
    body = <Typography sx={{ color: 'text.secondary' }}>No activity logged in this period yet.</Typography>;
  else
    body = (
      <>
        <Box aria-hidden>
          <BarChart
            height={HEIGHT}
            xAxis={[{ scaleType: 'band', data: data.buckets.map((b) => b.date), valueFormatter: shortDayText }]}
            yAxis={Y_AXIS}
            series={[{ data: data.buckets.map((b) => b.minutes), label: 'Minutes', color }]}
          />
        </Box>
        <Box component="ul" sx={visuallyHidden} aria-label="Activity minutes">
          {data.buckets.map((b) => (
            <li key={b.date}>
              {formatDay(b.date)}: {countOf(b.minutes, 'minute')}
            </li>
          ))}
        </Box>
      </>
    );
  return <SectionCard title="Activity minutes">{body}</SectionCard>;
}

export function ActivityCharts({ period }: { period: ActivityPeriod }) {
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <WeightChart period={period} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <WeeklyChart period={period} />
      </Grid>
    </Grid>
  );
}
