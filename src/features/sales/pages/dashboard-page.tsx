import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { WhenVisible } from '@/components/when-visible';
import { useSessionSelector } from '@/lib/session';
import { SummaryCards } from '../components/summary-cards';
import { SalesCharts } from '../components/sales-charts';
import type { Period } from '@/lib/periods';
import { welcomeLine } from '@/lib/welcome';

const PERIODS: readonly { value: Period; label: string }[] = [
  { value: 'day', label: 'Daily' },
  { value: 'week', label: 'Weekly' },
  { value: 'month', label: 'Monthly' },
];

function ChartsLoading() {
  return (
    <Grid container spacing={2.5} aria-label="Loading the charts" role="progressbar">
      {[0, 1].map((i) => (
        <Grid key={i} size={{ xs: 12, md: 6 }}>
          <Skeleton variant="rounded" height={330} />
        </Grid>
      ))}
    </Grid>
  );
}

/** The sales person's home: their figures, and partners registered and commission earned over time. */
export function SalesDashboardPage() {
  const user = useSessionSelector((s) => s.user.user);
  const [period, setPeriod] = useState<Period>('month');
  return (
    <>
      <PageHeader title="Dashboard" subtitle={welcomeLine(user)} />
      <SummaryCards />
      <Stack useFlexGap direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap' }}>
        <Typography variant="h2" sx={{ fontSize: '1.25rem', flexGrow: 1 }}>
          Over time
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={period}
          aria-label="Period"
          onChange={(_event, next: Period | null) => next && setPeriod(next)}
        >
          {PERIODS.map((p) => (
            <ToggleButton key={p.value} value={p.value} sx={{ px: 1.5 }}>
              {p.label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      <WhenVisible placeholder={<ChartsLoading />}>
        <SalesCharts period={period} />
      </WhenVisible>
    </>
  );
}
