import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { LoadedSectionCard } from '@/components/loaded-section-card';
import { SectionTable } from '@/components/section-table';
import { formatCents } from '@/lib/format';
import { usePartnerOrderStats } from '@/api/orders/get-partner-order-stats';

// The medication under the product's name, not a column of its own: beside the intake link's card at 1280 px, five
// columns squeezed the product's name to a few letters a line.
const COLUMNS = ['Product', 'Orders', 'Patients', 'Sales'] as const;
const FIGURES = ['Orders', 'Patients', 'Sales'] as const;

/** Orders, patients and sales per product, over all time. */
export function OrderStatsTable() {
  return (
    <LoadedSectionCard
      title="Medication order stats"
      load={usePartnerOrderStats()}
      errorTitle="Could not load the medication order stats"
      loadingLabel="Loading medication order stats"
      isEmpty={(data) => data.products.length === 0}
      emptyText="No orders yet."
    >
      {(data) => (
        <SectionTable label="Medication order stats" columns={COLUMNS} alignRight={FIGURES} minWidth={400}>
          {data.products.map((p) => (
            <TableRow key={p.productId}>
              {/* Its words whole (not the theme's `anywhere`): on a phone the table scrolls sideways instead. */}
              <TableCell sx={{ overflowWrap: 'break-word' }}>
                <Typography variant="body2" sx={{ fontWeight: 500 }}>
                  {p.productName}
                </Typography>
                <Typography variant="caption" sx={{ color: 'text.secondary', textTransform: 'capitalize' }}>
                  {p.medication}
                </Typography>
              </TableCell>
              <TableCell align="right">{p.orders}</TableCell>
              <TableCell align="right">{p.patients}</TableCell>
              {/* A figure is never broken across lines ("$1,196." over "00"): the table scrolls sideways instead. */}
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatCents(p.salesCents)}
              </TableCell>
            </TableRow>
          ))}
        </SectionTable>
      )}
    </LoadedSectionCard>
  );
}
