// The leaderboard's chart: the only module of this feature that imports @mui/x-charts, loaded lazily by its page.
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import type { LeaderboardEntry } from '@contracts/partners';
import { formatCents } from '@/lib/format';

interface LeaderboardChartProps {
  partners: readonly LeaderboardEntry[];
  rankBy: 'paidOrders' | 'revenue';
}

/** The ranked partners as horizontal bars (a picture: the table beside it says the same in words). */
export function LeaderboardChart({ partners, rankBy }: LeaderboardChartProps) {
  const color = useTheme().palette.primary.main;
  const top = partners.slice(0, 10);
  const revenue = rankBy === 'revenue';
  return (
    <Box aria-hidden>
      <BarChart
        height={Math.max(160, top.length * 36 + 60)}
        // Room on the right for the last amount on the axis ("$2,400" was cut to "$2,4...").
        margin={{ right: 40 }}
        layout="horizontal"
        yAxis={[{ scaleType: 'band', data: top.map((p) => p.businessName), width: 150 }]}
        xAxis={[revenue ? { valueFormatter: (v: number) => formatCents(v * 100).replace(/\.00$/, '') } : { tickMinStep: 1 }]}
        series={[
          revenue
            ? { data: top.map((p) => p.revenueCents / 100), label: 'Revenue', color, valueFormatter: (v) => formatCents((v ?? 0) * 100) }
            : { data: top.map((p) => p.paidOrders), label: 'Paid orders', color },
        ]}
        hideLegend
        skipAnimation
      />
    </Box>
  );
}
