// The platform dashboard's charts: the only module of this feature that imports @mui/x-charts, loaded lazily by the
// dashboard page alone.
import Grid from '@mui/material/Grid';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { ORDER_STATUS_TEXT } from '@contracts/orders';
import { ChartCard as BaseChartCard, type ChartCardProps } from '@/components/chart-card';
import { CountBarsChart } from '@/components/simple-charts';
import { ROLE_LABELS } from '@/config/roles';
import { formatCents } from '@/lib/format';
import { useOrderTrends } from '@/api/admin-dashboard/get-order-trends';
import { usePatientCareStats } from '@/api/admin-dashboard/get-patient-care-stats';
import { useUserMetrics } from '@/api/admin-dashboard/get-user-metrics';

const HEIGHT = 260;

/** The shared chart card at this dashboard's height; its error names the chart. */
const ChartCard = (props: Omit<ChartCardProps, 'height' | 'errorTitle'>) => (
  <BaseChartCard {...props} height={HEIGHT} errorTitle={`Could not load ${props.title.toLowerCase()}`} />
);

const monthLabel = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', year: '2-digit', timeZone: 'UTC' });

function OrderTrendsChart() {
  const load = useOrderTrends({ period: 'month' });
  const theme = useTheme();
  const points = load.data?.points;
  const labels = points?.map((p) => monthLabel(p.periodStart)) ?? [];
  return (
    <ChartCard
      title="Order trends"
      load={load}
      points={points?.map((p, i) => ({
        label: labels[i],
        value: `${p.orders} orders, ${p.paidOrders} paid, ${formatCents(p.salesCents)}`,
      }))}
    >
      <LineChart
        height={HEIGHT}
        xAxis={[{ scaleType: 'point', data: labels }]}
        yAxis={[{ tickMinStep: 1, width: 40 }]}
        series={[
          { data: points?.map((p) => p.orders) ?? [], label: 'Orders', color: theme.palette.primary.main },
          { data: points?.map((p) => p.paidOrders) ?? [], label: 'Paid', color: theme.palette.secondary.main },
        ]}
        skipAnimation
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
      <BarChart
        height={HEIGHT}
        xAxis={[{ scaleType: 'band', data: labels }]}
        yAxis={[{ tickMinStep: 1, width: 40 }]}
        series={[
          { data: roles?.map((r) => r.active) ?? [], label: 'Active', stack: 'users', color: theme.palette.primary.main },
          { data: roles?.map((r) => r.inactive) ?? [], label: 'Inactive', stack: 'users', color: theme.palette.grey[400] },
        ]}
        skipAnimation
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
