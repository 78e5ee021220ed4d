// Charts of one series (the dashboards'), drawn as SVG by ./charts: a few kilobytes, so that a dashboard whose first
// screen shows them stays within its download budget (issue 34; @mui/x-charts, which the other pages' charts use,
// is 82 kB).
import { useTheme } from '@mui/material/styles';
import { BarChart } from './charts/bar-chart';
import { LineChart } from './charts/line-chart';
import { formatCents } from '@/lib/format';
import { ChartCard, type ChartCardProps } from './chart-card';

interface SeriesChartProps {
  height: number;
  /** One label per point, in order. */
  labels: readonly string[];
  /** The series' name (in its tooltip). */
  label: string;
}

/** Counts per period as a filled line. */
export function CountAreaChart({ height, labels, label, counts }: SeriesChartProps & { counts: readonly number[] | undefined }) {
  const color = useTheme().palette.primary.main;
  return <LineChart height={height} labels={labels} series={[{ data: counts ?? [], label, area: true, color }]} />;
}

/** Amounts per period as bars, drawn in dollars with a dollar axis. */
export function CentsBarChart({ height, labels, label, cents }: SeriesChartProps & { cents: readonly number[] | undefined }) {
  const color = useTheme().palette.primary.main;
  return (
    <BarChart
      height={height}
      labels={labels}
      axisWidth={64}
      minStep={0.01}
      format={(dollars) => formatCents(Math.round(dollars * 100)).replace(/\.00$/, '')}
      valueFormat={(dollars) => formatCents(Math.round(dollars * 100))}
      series={[{ data: cents?.map((c) => c / 100) ?? [], label, color }]}
    />
  );
}

/** Counts per named thing as horizontal bars, the names on the left in a column `labelWidth` pixels wide. */
export function CountBarsChart({
  height,
  labels,
  label,
  counts,
  labelWidth,
}: SeriesChartProps & { counts: readonly number[] | undefined; labelWidth: number }) {
  const color = useTheme().palette.primary.main;
  return <BarChart height={height} labels={labels} across axisWidth={labelWidth} series={[{ data: counts ?? [], label, color }]} />;
}

/** A chart card of one series: its card (title, load, error, summary, height), the labels and the series' name. */
type SeriesCardProps = Omit<ChartCardProps, 'points' | 'children'> & Omit<SeriesChartProps, 'height'>;

/** Counts per period as a filled line in a chart card, each count in words for screen readers. */
export function CountAreaCard({ labels, label, counts, ...card }: SeriesCardProps & { counts: readonly number[] | undefined }) {
  return (
    <ChartCard {...card} points={counts?.map((count, i) => ({ label: labels[i], value: String(count) }))}>
      <CountAreaChart height={card.height} labels={labels} label={label} counts={counts} />
    </ChartCard>
  );
}

/** Amounts per period as bars in a chart card, each amount in dollars for screen readers. */
export function CentsBarCard({ labels, label, cents, ...card }: SeriesCardProps & { cents: readonly number[] | undefined }) {
  return (
    <ChartCard {...card} points={cents?.map((c, i) => ({ label: labels[i], value: formatCents(c) }))}>
      <CentsBarChart height={card.height} labels={labels} label={label} cents={cents} />
    </ChartCard>
  );
}
