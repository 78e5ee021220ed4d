import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { formatCents } from '@/lib/format';

export interface CommissionChartProps {
  /** One bar per period, oldest first. */
  bars: readonly { label: string; commissionCents: number }[];
}

/**
 * The commission per period as bars. Its own module, loaded lazily by CommissionCard: the charts library is
 * downloaded only when a chart is drawn. The table beside it carries the same figures for screen readers.
 */
export function CommissionChart({ bars }: CommissionChartProps) {
  const theme = useTheme();
  return (
    <BarChart
      height={280}
      xAxis={[{ scaleType: 'band', data: bars.map((b) => b.label) }]}
      yAxis={[{ valueFormatter: (value: number) => formatCents(value * 100).replace(/\.00$/, ''), width: 64 }]}
      series={[
        {
          data: bars.map((b) => b.commissionCents / 100),
          label: 'Commission',
          color: theme.palette.primary.main,
          valueFormatter: (value) => (value === null ? '' : formatCents(Math.round(value * 100))),
        },
      ]}
      hideLegend
      margin={{ left: 8, right: 8 }}
    />
  );
}

export default CommissionChart;
