import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { SectionCard } from '@/components/section-card';
import { SelectFilter } from '@/components/select-filter';
import { SimpleTable } from '@/components/simple-table';
import { LinkCell } from '@/components/table-cells';
import { dayRangeText } from '@contracts/day-range';
import { formatCents } from '@/lib/format';
import { usePartnerLeaderboard } from '@/api/admin-partners/get-partner-leaderboard';
import { dayBefore, LEADERBOARD_ERROR_TEXT } from '@/features/admin-partners/lib/texts';
import { adminPartnerPaths } from '@/features/admin-partners/paths';
import { countOf } from '@contracts/plural';

const LeaderboardChart = lazy(() =>
  import('@/features/admin-partners/components/leaderboard-chart').then((m) => ({ default: m.LeaderboardChart })),
);

type Preset = '7' | '30' | '90' | '365' | 'custom';
const PRESETS: { value: Preset; label: string }[] = [
  { value: '7', label: 'Last 7 days' },
  { value: '30', label: 'Last 30 days' },
  { value: '90', label: 'Last 90 days' },
  { value: '365', label: 'Last 12 months' },
  { value: 'custom', label: 'Custom dates' },
];
type RankBy = 'paidOrders' | 'revenue';
const RANKS: { value: RankBy; label: string }[] = [
  { value: 'revenue', label: 'Revenue' },
  { value: 'paidOrders', label: 'Paid orders' },
];
const COLUMNS = ['Rank', 'Partner', 'Paid orders', 'Revenue'] as const;

/** Partners ranked by paid orders or revenue over a period, as a table and a chart. */
export function PartnerLeaderboardPage() {
  const [preset, setPreset] = useState<Preset>('30');
  const [custom, setCustom] = useState({ startDate: dayBefore(29), endDate: dayBefore(0) });
  const [rankBy, setRankBy] = useState<RankBy>('revenue');
  const period = preset === 'custom' ? custom : { startDate: dayBefore(Number(preset) - 1), endDate: dayBefore(0) };
  const badPeriod = !period.startDate || !period.endDate || period.startDate > period.endDate;
  const load = usePartnerLeaderboard({ ...period, rankBy, limit: 25 });
  const board = load.data;

  return (
    <>
      <PageHeader title="Partner Leaderboard" subtitle="Partners ranked by their paid orders and the revenue they brought." />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <SelectFilter label="Period" value={preset} options={PRESETS} onChange={setPreset} minWidth={180} />
        {preset === 'custom' && (
          <>
            <TextField
              type="date"
              label="From"
              value={custom.startDate}
              onChange={(e) => setCustom((c) => ({ ...c, startDate: e.target.value }))}
              slotProps={{ inputLabel: { shrink: true } }}
              error={badPeriod}
              helperText={badPeriod ? 'Choose a start on or before the end' : undefined}
            />
            <TextField
              type="date"
              label="To"
              value={custom.endDate}
              onChange={(e) => setCustom((c) => ({ ...c, endDate: e.target.value }))}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </>
        )}
        <SelectFilter label="Rank by" value={rankBy} options={RANKS} onChange={setRankBy} minWidth={160} />
      </Stack>
      {load.error && !badPeriod && <LoadError title={LEADERBOARD_ERROR_TEXT} error={load.error} onRetry={() => void load.mutate()} />}
      {board && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          {dayRangeText(board.startDate, board.endDate)}: {countOf(board.totals.paidOrders, 'paid order')},{' '}
          {formatCents(board.totals.revenueCents)} in all.
        </Typography>
      )}
      {!board && !load.error && <Skeleton variant="rounded" height={240} aria-label="Loading the leaderboard" />}
      {board && board.partners.length === 0 && (
        <EmptyState title="No paid orders in this period" description="Choose a longer period to rank the partners." />
      )}
      {board && board.partners.length > 0 && (
        <Stack spacing={2.5}>
          <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
            <SimpleTable label="Partner leaderboard" columns={COLUMNS} minWidth={560} muted busy={load.isValidating}>
              {board.partners.map((p) => (
                <TableRow key={p.gymOwnerId} hover>
                  <TableCell sx={{ fontWeight: 600 }}>{p.rank}</TableCell>
                  <LinkCell to={adminPartnerPaths.partner(p.gymOwnerId)} below={p.ownerName}>
                    {p.businessName}
                  </LinkCell>
                  <TableCell>{p.paidOrders}</TableCell>
                  <TableCell>{formatCents(p.revenueCents)}</TableCell>
                </TableRow>
              ))}
            </SimpleTable>
          </Paper>
          <SectionCard title={rankBy === 'revenue' ? 'Revenue by partner' : 'Paid orders by partner'}>
            <Suspense fallback={<Skeleton variant="rounded" height={200} aria-label="Loading the chart" />}>
              <LeaderboardChart partners={board.partners} rankBy={rankBy} />
            </Suspense>
          </SectionCard>
        </Stack>
      )}
    </>
  );
}
