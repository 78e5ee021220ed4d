// The dashboard's charts (the light SVG charts of src/components), loaded lazily when they come into view.
import Grid from '@mui/material/Grid';
import { ORDER_STATUS_TEXT } from '@contracts/orders';
import { ChartCard as BaseChartCard, type ChartCardProps } from '@/components/chart-card';
import { CentsBarCard, CountAreaCard, CountBarsChart } from '@/components/simple-charts';
import { usePartnerOrdersCountByStatus } from '@/api/orders/get-partner-orders-count-by-status';
import { useCommissionEarned } from '@/api/payments/get-commission-earned';
import { usePartnerPatientsRegistered } from '@/api/patients/get-partner-patients-registered';
import { byMonth, formatMonth, lastMonths, today } from '@/features/partner-care/lib/dates';

const HEIGHT = 240;

/** The shared chart card at this dashboard's height. */
const ChartCard = (props: Omit<ChartCardProps, 'height'>) => <BaseChartCard {...props} height={HEIGHT} />;

function OrdersByStatusChart() {
  const load = usePartnerOrdersCountByStatus();
  const counts = load.data?.counts;
  const labels = counts?.map((c) => ORDER_STATUS_TEXT[c.status].label) ?? [];
  return (
    <ChartCard
      title="Orders by status"
      load={load}
      errorTitle="Could not load the orders by status"
      points={counts?.map((c, i) => ({ label: labels[i], value: String(c.count) }))}
    >
      <CountBarsChart height={HEIGHT} labels={labels} label="Orders" counts={counts?.map((c) => c.count)} labelWidth={110} />
    </ChartCard>
  );
}

function PatientsRegisteredChart() {
  const months = lastMonths(12);
  const load = usePartnerPatientsRegistered({ period: 'month', startDate: months[0], endDate: today() });
  const counts =
    load.data &&
    byMonth(
      months,
      load.data.points,
      (p) => p.periodStart,
      (p) => p.count,
    );
  const labels = months.map(formatMonth);
  return (
    <CountAreaCard
      title="Patients registered"
      load={load}
      errorTitle="Could not load the patients registered"
      height={HEIGHT}
      labels={labels}
      label="Patients"
      counts={counts}
    />
  );
}

function CommissionChart() {
  const months = lastMonths(12);
  const load = useCommissionEarned({ period: 'month', startDate: months[0], endDate: today() });
  const cents =
    load.data &&
    byMonth(
      months,
      load.data.periods,
      (p) => p.periodStart,
      (p) => p.commissionCents,
    );
  const labels = months.map(formatMonth);
  return (
    <CentsBarCard
      title="Commission earned"
      load={load}
      errorTitle="Could not load the commission earned"
      height={HEIGHT}
      labels={labels}
      label="Commission"
      cents={cents}
    />
  );
}

/** Orders by status, patients registered and commission earned over the last twelve months. */
export function DashboardCharts() {
  return (
    <Grid container spacing={2.5}>
      <Grid size={{ xs: 12, lg: 4 }}>
        <OrdersByStatusChart />
      </Grid>
      <Grid size={{ xs: 12, md: 6, lg: 4 }}>
        <PatientsRegisteredChart />
      </Grid>
      <Grid size={{ xs: 12, md: 6, lg: 4 }}>
        <CommissionChart />
      </Grid>
    </Grid>
  );
}
