import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { AuditStatistics } from '@contracts/audit-logs';
import { dayRangeText } from '@contracts/day-range';
import { LoadError } from '@/components/load-error';
import { SectionCard } from '@/components/section-card';
import { AUDIT_STATISTICS_FAILED } from '@/api/audit-logs/get-audit-statistics';
import { OUTCOME_LABELS, roleLabel } from '@/features/admin-oversight/lib/texts';

interface Load {
  data?: AuditStatistics;
  error?: unknown;
  mutate: () => unknown;
}

function Counts({ title, rows }: { title: string; rows: { label: string; count: number }[] }) {
  return (
    <Box>
      <Typography variant="h3" sx={{ fontSize: '0.9375rem', color: 'text.secondary', mb: 1 }}>
        {title}
      </Typography>
      {rows.length === 0 ? (
        <Typography variant="body2">None</Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {rows.map((r) => (
            <Box component="li" key={r.label} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.25 }}>
              <span>{r.label}</span>
              <Box component="span" sx={{ fontWeight: 600 }}>
                {r.count.toLocaleString('en-US')}
              </Box>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}

const TOP = 8;

/** The log of the chosen days (the last 30 by default) counted by outcome, action and role. */
export function AuditStatisticsCard({ load }: { load: Load }) {
  const stats = load.data;
  let body;
  if (load.error && !stats) body = <LoadError title={AUDIT_STATISTICS_FAILED} error={load.error} onRetry={() => void load.mutate()} />;
  else if (!stats) body = <Skeleton variant="rounded" height={160} aria-label="Loading the statistics" />;
  else
    body = (
      <>
        <Typography sx={{ mb: 2 }}>
          <Box component="span" sx={{ fontSize: '1.75rem', fontWeight: 700, color: 'primary.dark', mr: 1 }}>
            {stats.total.toLocaleString('en-US')}
          </Box>
          {stats.total === 1 ? 'entry' : 'entries'} from {dayRangeText(stats.startDate, stats.endDate)}
        </Typography>
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 4 }}>
            <Counts title="By outcome" rows={stats.byOutcome.map((o) => ({ label: OUTCOME_LABELS[o.outcome], count: o.count }))} />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <Counts title="Top actions" rows={stats.byAction.slice(0, TOP).map((a) => ({ label: a.action, count: a.count }))} />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <Counts title="By role" rows={stats.byRole.slice(0, TOP).map((r) => ({ label: roleLabel(r.role), count: r.count }))} />
          </Grid>
        </Grid>
      </>
    );
  return <SectionCard title="Statistics">{body}</SectionCard>;
}
