// The dashboard's charts: the only module that imports @mui/x-charts, loaded lazily by the dashboard page alone.
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import type { ReactNode } from 'react';
import { ORDER_STATUS_TEXT } from '@contracts/orders';
import { LoadError } from '@/components/load-error';
import { SectionCard } from '@/components/section-card';
import { formatCents } from '@/lib/format';
import { usePartnerOrdersCountByStatus } from '@/api/orders/get-partner-orders-count-by-status';
import { useCommissionEarned } from '@/api/payments/get-commission-earned';
import { usePartnerPatientsRegistered } from '@/api/patients/get-partner-patients-registered';
import { formatDay, formatMonth, monthStart, today } from '@/features/partner-care/lib/dates';

const HEIGHT = 240;
/** Twelve months, this one included. */
const SINCE = () => monthStart(11);

interface ChartLoad {
  data?: unknown;
  error?: unknown;
  mutate: () => unknown;
}

interface ChartCardProps {
  title: string;
  load: ChartLoad;
  errorTitle: string;
  /** The figures in words, for screen readers (the chart itself is a picture). */
  points: readonly { label: string; value: string }[] | undefined;
  /** Shown instead of the chart when there is nothing to draw. */
  empty?: string;
  children: ReactNode;
}

function ChartCard({ title, load, errorTitle, points, empty, children }: ChartCardProps) {
  let body: ReactNode;
  if (load.error && !load.data) body = <LoadError title={errorTitle} error={load.error} onRetry={() => void load.mutate()} />;
  else if (!points) body = <Skeleton variant="rounded" height={HEIGHT} aria-label={`Loading ${title.toLowerCase()}`} />;
  else if (points.length === 0 && empty) body = <Typography variant="body2">{empty}</Typography>;
  else {
    body = (
      <>
        <Box aria-hidden>{children}</Box>
        <Box component="ul" sx={visuallyHidden}>
          {points.map((p) => (
            <li key={p.label}>
              {p.label}: {p.value}
            </li>
          ))}
        </Box>
      </>
    );
  }
  return <SectionCard title={title}>{body}</SectionCard>;
}

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
      <BarChart
        height={HEIGHT}
        xAxis={[{ scaleType: 'band', data: labels, tickLabelStyle: { fontSize: 11 } }]}
        yAxis={[{ tickMinStep: 1 }]}
        series={[{ data: counts?.map((c) => c.count) ?? [], label: 'Orders' }]}
        hideLegend
        skipAnimation
      />
    </ChartCard>
  );
}

function PatientsRegisteredChart() {
  const load = usePartnerPatientsRegistered({ period: 'month', startDate: SINCE(), endDate: today() });
  const points = load.data?.points;
  return (
    <ChartCard
      title="Patients registered"
      load={load}
      errorTitle="Could not load the patients registered"
      points={points?.map((p) => ({ label: formatMonth(p.periodStart), value: String(p.count) }))}
      empty="No patients registered in the last twelve months."
    >
      <LineChart
        height={HEIGHT}
        xAxis={[{ scaleType: 'point', data: points?.map((p) => formatMonth(p.periodStart)) ?? [] }]}
        yAxis={[{ tickMinStep: 1 }]}
        series={[{ data: points?.map((p) => p.count) ?? [], label: 'Patients', area: true }]}
        hideLegend
        skipAnimation
      />
    </ChartCard>
  );
}

function CommissionChart() {
  const load = useCommissionEarned({ period: 'month', startDate: SINCE(), endDate: today() });
  const periods = load.data?.periods;
  // Months as asked; a reply in weeks or days is labeled by the day each period starts.
  const labelOf = (day: string) => (load.data?.period === 'month' ? formatMonth(day) : formatDay(day));
  return (
    <ChartCard
      title="Commission earned"
      load={load}
      errorTitle="Could not load the commission earned"
      points={periods?.map((p) => ({ label: labelOf(p.periodStart), value: formatCents(p.commissionCents) }))}
      empty="No commission in the last twelve months."
    >
      <BarChart
        height={HEIGHT}
        xAxis={[{ scaleType: 'band', data: periods?.map((p) => labelOf(p.periodStart)) ?? [] }]}
        yAxis={[{ valueFormatter: (v: number) => formatCents(v * 100) }]}
        series={[
          {
            data: periods?.map((p) => p.commissionCents / 100) ?? [],
            label: 'Commission',
            valueFormatter: (v) => formatCents((v ?? 0) * 100),
          },
        ]}
        hideLegend
        skipAnimation
      />
    </ChartCard>
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
