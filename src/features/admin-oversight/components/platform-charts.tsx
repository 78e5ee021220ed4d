// The platform dashboard's charts, drawn by the light SVG charts (src/components/charts): the dashboard's first screen.
import Grid from '@mui/material/Grid';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@/components/charts/bar-chart';
import { LineChart } from '@/components/charts/line-chart';
import { ORDER_STATUS_TEXT } from '@contracts/orders';
import { ChartCard as BaseChartCard, type ChartCardProps } from '@/components/chart-card';
import { CountBarsChart } from '@/components/simple-charts';
import { ROLE_LABELS } from '@/config/roles';
import { formatCents } from '@/lib/format';
import { fillPeriods, periodLabel, periodStarts } from '@/lib/periods';
import { countOf } from '@contracts/plural';
import type { OrderTrends } from '@contracts/platform-stats';
import { useOrderTrends } from '@/api/admin-dashboard/get-order-trends';
import { usePatientCareStats } from '@/api/admin-dashboard/get-patient-care-stats';
import { useUserMetrics } from '@/api/admin-dashboard/get-user-metrics';

const HEIGHT = 260;

/** The shared chart card at this dashboard's height; its error names the chart. */
const ChartCard = (props: Omit<ChartCardProps, 'height' | 'errorTitle'>) => (
  <BaseChartCard {...props} height={HEIGHT} errorTitle={`Could not load ${props.title.toLowerCase()}`} />
);

/** Paid orders beside all orders: amber (5:1 on white) and dashed, so that the two lines differ without color too. */
const PAID_COLOR = '#b45309';

function OrderTrendsChart() {
  const load = useOrderTrends({ period: 'month' });
  const theme = useTheme();
  const data = load.data;
  // Every month of the range, zero where the server sent none (it sends only months with orders).
  const months = data ? periodStarts('month', data.startDate, data.endDate) : [];
  const fill = (valueOf: (p: OrderTrends['points'][number]) => number) =>
    data ? fillPeriods(months, data.points, (p) => p.periodStart, valueOf) : [];
  const orders = fill((p) => p.orders);
  const paid = fill((p) => p.paidOrders);
  const sales = fill((p) => p.salesCents);
  const labels = months.map((m) => periodLabel('month', m));
  return (
    <ChartCard
      title="Order trends"
      load={load}
      points={
        data &&
        months.map((_, i) => ({
          label: labels[i],
          value: `${countOf(orders[i], 'order')}, ${paid[i]} paid, ${formatCents(sales[i])}`,
        }))
      }
    >
      <LineChart
        height={HEIGHT}
        labels={labels}
        series={[
          { label: 'Orders', data: orders, color: theme.palette.primary.main },
          { label: 'Paid', data: paid, color: PAID_COLOR, dashed: true },
        ]}
      />
    </ChartCard>
  );
}

function PatientCareChart() {
  const load = usePatientCareStats();
  const counts = load.data?.ordersByStatus;
  const labels = counts?.map((c) => ORDER_STATUS_TEXT[c.status].label) ?? [];
  const patients = load.data?.patientsByStatus ?? [];
  return (
    <ChartCard
      title="Patient care"
      load={load}
      points={
        counts && [
          ...counts.map((c, i) => ({ label: `Orders ${labels[i]}`, value: String(c.count) })),
          ...patients.map((p) => ({ label: `Patients ${p.status.toLowerCase()}`, value: String(p.count) })),
        ]
      }
    >
      <CountBarsChart height={HEIGHT} labels={labels} label="Orders" counts={counts?.map((c) => c.count)} labelWidth={120} />
    </ChartCard>
  );
}

function UserMetricsChart() {
  const load = useUserMetrics({ period: 'month' });
  const theme = useTheme();
  const roles = load.data?.byRole.filter((r) => r.active + r.inactive > 0);
  const labels = roles?.map((r) => ROLE_LABELS[r.role]) ?? [];
  return (
    <ChartCard
      title="User metrics"
      load={load}
      points={roles?.map((r, i) => ({ label: labels[i], value: `${r.active} active, ${r.inactive} inactive` }))}
    >
      {/* Bars across, the roles on the left: every role's name shows, however narrow the screen. */}
      <BarChart
        height={HEIGHT}
        labels={labels}
        across
        axisWidth={130}
        series={[
          { label: 'Active', data: roles?.map((r) => r.active) ?? [], color: theme.palette.primary.main },
          { label: 'Inactive', data: roles?.map((r) => r.inactive) ?? [], color: theme.palette.grey[400] },
        ]}
      />
    </ChartCard>
  );
}

/** Order trends, patient care and user metrics. */
export function PlatformCharts() {
  return (
    <Grid container spacing={2.5}>
      <Grid size={{ xs: 12, lg: 6 }}>
        <OrderTrendsChart />
      </Grid>
      <Grid size={{ xs: 12, lg: 6 }}>
        <PatientCareChart />
      </Grid>
      <Grid size={12}>
        <UserMetricsChart />
      </Grid>
    </Grid>
  );
}
