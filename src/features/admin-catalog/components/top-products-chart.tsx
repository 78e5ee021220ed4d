// The top products' chart.
import Box from '@mui/material/Box';
import type { MedicationStat } from '@contracts/catalog';
import { CountBarsChart } from '@/components/simple-charts';

/** Orders per product as horizontal bars (a picture: the table beside it says the same in words). */
export function TopProductsChart({ products }: { products: readonly MedicationStat[] }) {
  const top = products.slice(0, 10);
  return (
    <Box aria-hidden>
      <CountBarsChart
        height={Math.max(160, top.length * 40 + 60)}
        labels={top.map((p) => p.productName)}
        label="Orders"
        counts={top.map((p) => p.orders)}
        labelWidth={180}
      />
    </Box>
  );
}
