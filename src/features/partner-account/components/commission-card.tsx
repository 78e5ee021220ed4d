import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { SectionCard } from '@/components/section-card';
import { SimpleTable, type SimpleColumn } from '@/components/simple-table';
import { formatCents, formatRate } from '@/lib/format';
import { useCommissionEarned } from '@/api/payments/get-commission-earned';
import { fillPeriods, periodLabel, periodStarts, type Period as CommissionPeriod } from '@/lib/periods';

// The charts library is a download of its own, made only when there is something to draw.
const CommissionChart = lazy(() => import('./commission-chart'));

export const COMMISSION_LOAD_ERROR_TEXT = 'Error fetching commission earned';

const COLUMNS: readonly SimpleColumn[] = ['Period', { label: 'Sales', align: 'right' }, { label: 'Commission', align: 'right' }];

const PERIODS: readonly { value: CommissionPeriod; label: string }[] = [
  { value: 'day', label: 'Daily' },
  { value: 'week', label: 'Weekly' },
  { value: 'month', label: 'Monthly' },
];

/** One bar per period from `startDate` to `endDate`, oldest first, zero where the server sent none. */
export function everyPeriod(data: {
  period: CommissionPeriod;
  startDate: string;
  endDate: string;
  periods: readonly { periodStart: string; commissionCents: number }[];
}): { label: string; commissionCents: number }[] {
  const starts = periodStarts(data.period, data.startDate, data.endDate);
  const cents = fillPeriods(
    starts,
    data.periods,
    (p) => p.periodStart,
    (p) => p.commissionCents,
  );
  return starts.map((start, i) => ({ label: periodLabel(data.period, start), commissionCents: cents[i] ?? 0 }));
}

/** Commission earned over the last 12 days, weeks or months, net of refunds. */
export function CommissionCard() {
  const [period, setPeriod] = useState<CommissionPeriod>('week');
  const { data, error, isLoading, isValidating, mutate } = useCommissionEarned({ period });

  const periodPicker = (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={period}
      aria-label="Period"
      onChange={(_event, next: CommissionPeriod | null) => next && setPeriod(next)}
    >
      {PERIODS.map((p) => (
        <ToggleButton key={p.value} value={p.value} sx={{ px: 1.5 }}>
          {p.label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );

  // The table lists the periods with something; the chart draws every period of the range, zero where nothing was
  // earned (the server sends only the periods with something, and a chart of those alone hides the gaps).
  const bars = data?.periods.map((p) => ({ ...p, label: periodLabel(data.period, p.periodStart) })) ?? [];
  const chartBars = data ? everyPeriod(data) : [];

  return (
    <SectionCard title="Commission earned" action={periodPicker}>
      {error && !data ? (
        <LoadError title={COMMISSION_LOAD_ERROR_TEXT} error={error} onRetry={() => void mutate()} />
      ) : isLoading || !data ? (
        <Stack spacing={1.5} aria-busy="true" aria-label="Loading commission earned">
          <Skeleton variant="text" width="30%" height={40} />
          <Skeleton variant="rounded" height={240} />
        </Stack>
      ) : (
        <Box aria-busy={isValidating} sx={{ opacity: isValidating ? 0.6 : 1, transition: 'opacity 150ms' }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Total from {periodLabel('day', data.startDate)} to {periodLabel('day', data.endDate)}, at {formatRate(data.commissionRateBps)}{' '}
            of each paid order
          </Typography>
          <Typography component="p" variant="h2" sx={{ fontSize: '1.75rem', mt: 0.5, mb: 2 }}>
            {formatCents(data.totalCents)}
          </Typography>
          {bars.length === 0 ? (
            <EmptyState
              title="No commission in this range yet"
              description="Commission appears here once your patients' orders are paid."
            />
          ) : (
            <>
              <Box aria-hidden sx={{ minHeight: 280 }}>
                <Suspense fallback={<Skeleton variant="rounded" height={280} />}>
                  <CommissionChart bars={chartBars} />
                </Suspense>
              </Box>
              <SimpleTable label="Commission by period" size="small" dense columns={COLUMNS} sx={{ mt: 2 }}>
                {[...bars].reverse().map((bar) => (
                  <TableRow key={bar.periodStart}>
                    <TableCell>{bar.label}</TableCell>
                    <TableCell align="right">{formatCents(bar.salesCents)}</TableCell>
                    <TableCell align="right" sx={{ fontWeight: 600 }}>
                      {formatCents(bar.commissionCents)}
                    </TableCell>
                  </TableRow>
                ))}
              </SimpleTable>
            </>
          )}
        </Box>
      )}
    </SectionCard>
  );
}
