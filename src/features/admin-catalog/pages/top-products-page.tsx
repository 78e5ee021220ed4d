import Box from '@mui/material/Box';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import type { MedicationStat } from '@contracts/catalog';
import { SimpleTable } from '@/components/simple-table';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { PageSkeleton } from '@/components/page-skeleton';
import { SectionCard } from '@/components/section-card';
import { LinkCell } from '@/components/table-cells';
import { dayRangeText } from '@contracts/day-range';
import { formatCents } from '@/lib/format';
import { useMedicationStats } from '@/api/admin-catalog/get-medication-stats';
import { DateRangeFields } from '@/features/admin-catalog/components/date-range-fields';
import { lastDays } from '@/features/admin-catalog/lib/dates';
import { STATS_ERROR_TEXT } from '@/features/admin-catalog/lib/texts';
import { adminCatalogPaths } from '@/features/admin-catalog/paths';
import { TopProductsChart } from '@/features/admin-catalog/components/top-products-chart';

function StatsTable({ products }: { products: readonly MedicationStat[] }) {
  return (
    <SimpleTable
      label="Most-ordered medications"
      size="small"
      columns={[
        'Rank',
        'Product',
        { label: 'Orders', align: 'right' },
        { label: 'Patients', align: 'right' },
        { label: 'Paid orders', align: 'right' },
        { label: 'Revenue', align: 'right' },
      ]}
    >
      {products.map((p, i) => (
        <TableRow key={p.productId} hover>
          <TableCell>{i + 1}</TableCell>
          <LinkCell to={adminCatalogPaths.product(p.productId)} below={p.medication}>
            {p.productName}
          </LinkCell>
          <TableCell align="right">{p.orders}</TableCell>
          <TableCell align="right">{p.patients}</TableCell>
          <TableCell align="right">{p.paidOrders}</TableCell>
          <TableCell align="right">{formatCents(p.revenueCents)}</TableCell>
        </TableRow>
      ))}
    </SimpleTable>
  );
}

/** The most-ordered medications of a date range (the last 30 days at first): a chart and a table of counts and revenue. */
export function TopProductsPage() {
  const [range, setRange] = useState(() => lastDays(30));
  const stats = useMedicationStats(range);
  const products = stats.data?.products;

  return (
    <>
      <PageHeader title="Top Products" subtitle="The most-ordered medications: orders, patients and revenue per product." />
      <Box sx={{ mb: 3 }}>
        <DateRangeFields range={range} onChange={setRange} />
      </Box>
      {stats.error && !products ? (
        <LoadError title={STATS_ERROR_TEXT} error={stats.error} onRetry={() => void stats.mutate()} />
      ) : !products ? (
        <PageSkeleton label="Loading the most-ordered medications" cards={[280]} />
      ) : products.length === 0 ? (
        <EmptyState
          title="No orders in this range"
          description={`No medication was ordered from ${dayRangeText(range.startDate, range.endDate)}.`}
        />
      ) : (
        <SectionCard title={`From ${dayRangeText(range.startDate, range.endDate)}`}>
          <TopProductsChart products={products} />
          <StatsTable products={products} />
        </SectionCard>
      )}
    </>
  );
}
