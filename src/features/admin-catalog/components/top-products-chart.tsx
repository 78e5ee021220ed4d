// The top products' chart: the only module of this feature that imports @mui/x-charts, loaded lazily by its page.
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import type { MedicationStat } from '@contracts/admin-catalog';

/** Orders per product as horizontal bars (a picture: the table beside it says the same in words). */
export function TopProductsChart({ products }: { products: readonly MedicationStat[] }) {
  const color = useTheme().palette.primary.main;
  const top = products.slice(0, 10);
  return (
    <Box aria-hidden>
      <BarChart
        height={Math.max(160, top.length * 40 + 60)}
        layout="horizontal"
        yAxis={[{ scaleType: 'band', data: top.map((p) => p.productName), width: 180 }]}
        xAxis={[{ tickMinStep: 1 }]}
        series={[{ data: top.map((p) => p.orders), label: 'Orders', color }]}
        hideLegend
        skipAnimation
      />
    </Box>
  );
}
