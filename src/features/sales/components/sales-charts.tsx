// The dashboard's charts (the light SVG charts of src/components), drawn when they come into view.
import Grid from '@mui/material/Grid';
import { CentsBarCard, CountAreaCard } from '@/components/simple-charts';
import { formatCents } from '@/lib/format';
import { usePartnerRegistered } from '@/api/sales/get-partner-registered';
import { useSalesCommissionEarned } from '@/api/sales/get-sales-commission-earned';
import { fillPeriods, periodLabel, periodStarts, type Period } from '@/lib/periods';

const HEIGHT = 260;

/** The line above a chart: the range's total, or that it is empty. */
const summaryOf = (total: string | undefined, empty: boolean, emptyText: string) => (empty ? emptyText : `Total: ${total}`);

function PartnersRegisteredChart({ period }: { period: Period }) {
  const load = usePartnerRegistered({ period });
  const data = load.data;
  const starts = data ? periodStarts(data.period, data.startDate, data.endDate) : [];
  const counts = data
    ? fillPeriods(
        starts,
        data.points,
        (p) => p.periodStart,
        (p) => p.count,
      )
    : undefined;
  const labels = data ? starts.map((s) => periodLabel(data.period, s)) : [];
  return (
    <CountAreaCard
      title="Partners registered"
      load={load}
      errorTitle="Could not load the partners registered"
      summary={summaryOf(data && String(data.total), data?.total === 0, 'No partners registered in this range yet.')}
      height={HEIGHT}
      labels={labels}
      label="Partners"
      counts={counts}
    />
  );
}

function CommissionChart({ period }: { period: Period }) {
  const load = useSalesCommissionEarned({ period });
  const data = load.data;
  const starts = data ? periodStarts(data.period, data.startDate, data.endDate) : [];
  const cents = data
    ? fillPeriods(
        starts,
        data.periods,
        (p) => p.periodStart,
        (p) => p.commissionCents,
      )
    : undefined;
  const labels = data ? starts.map((s) => periodLabel(data.period, s)) : [];
  return (
    <CentsBarCard
      title="Commission by period"
      load={load}
      errorTitle="Could not load the commission earned"
      summary={summaryOf(
        data && formatCents(data.totalCents),
        data !== undefined && data.periods.length === 0,
        "No commission in this range yet: it appears once your partners' patients pay.",
      )}
      height={HEIGHT}
      labels={labels}
      label="Commission"
      cents={cents}
    />
  );
}

/** Partners registered and commission earned per day, week or month (the server's default range of 12 periods). */
export function SalesCharts({ period }: { period: Period }) {
  return (
    <Grid container spacing={2.5}>
      <Grid size={{ xs: 12, md: 6 }}>
        <PartnersRegisteredChart period={period} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <CommissionChart period={period} />
      </Grid>
    </Grid>
  );
}
