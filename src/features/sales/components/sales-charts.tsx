// The dashboard's charts: the only module of this feature that imports the charts (and @mui/x-charts with them),
// loaded lazily by the dashboard.
import Grid from '@mui/material/Grid';
import { ChartCard as BaseChartCard, type ChartCardProps } from '@/components/chart-card';
import { CentsBarChart, CountAreaChart } from '@/components/simple-charts';
import { formatCents } from '@/lib/format';
import { usePartnerRegistered } from '@/api/sales/get-partner-registered';
import { useSalesCommissionEarned } from '@/api/sales/get-sales-commission-earned';
import { fillPeriods, periodLabel, periodStarts, type Period } from '@/lib/periods';

const HEIGHT = 260;

/** The shared chart card at this dashboard's height, saying the range's total (or that it is empty) above the chart. */
function ChartCard({
  total,
  empty,
  emptyText,
  ...props
}: Omit<ChartCardProps, 'height' | 'summary'> & { total: string | undefined; empty: boolean; emptyText: string }) {
  return <BaseChartCard {...props} height={HEIGHT} summary={empty ? emptyText : `Total: ${total}`} />;
}

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
    <ChartCard
      title="Partners registered"
      load={load}
      errorTitle="Could not load the partners registered"
      points={counts?.map((count, i) => ({ label: labels[i], value: String(count) }))}
      total={data && String(data.total)}
      empty={data?.total === 0}
      emptyText="No partners registered in this range yet."
    >
      <CountAreaChart height={HEIGHT} labels={labels} label="Partners" counts={counts} />
    </ChartCard>
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
    <ChartCard
      title="Commission earned"
      load={load}
      errorTitle="Could not load the commission earned"
      points={cents?.map((c, i) => ({ label: labels[i], value: formatCents(c) }))}
      total={data && formatCents(data.totalCents)}
      empty={data !== undefined && data.periods.length === 0}
      emptyText="No commission in this range yet: it appears once your partners' patients pay."
    >
      <CentsBarChart height={HEIGHT} labels={labels} label="Commission" cents={cents} />
    </ChartCard>
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
