import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { medicationProductListQuerySchema, PRODUCT_STATUSES, type MedicationProduct, type ProductStatus } from '@contracts/catalog';
import { EmptyState } from '@/components/empty-state';
import { PagedTable } from '@/components/paged-table';
import { SearchedListPage } from '@/components/searched-list-page';
import { LinkCell } from '@/components/table-cells';
import { ToneChip } from '@/components/tone-chip';
import { formatCents } from '@/lib/format';
import type { ListPaging } from '@/lib/list-query';
import { useListQuery } from '@/lib/use-list-query';
import { useMedicationProducts } from '@/api/admin-catalog/get-medication-products';
import { PRODUCTS_ERROR_TEXT, statusLabel } from '@/features/admin-catalog/lib/texts';
import { adminCatalogPaths } from '@/features/admin-catalog/paths';
import { NAME_SORT_LABELS, NEWEST_SORT_LABELS } from '@/lib/sort-labels';

const SORTS = medicationProductListQuerySchema.shape.sort.unwrap().options;
type ProductSort = (typeof SORTS)[number];
const SORT_LABELS: Record<ProductSort, string> = { ...NAME_SORT_LABELS, ...NEWEST_SORT_LABELS };
const STATUS_LABELS: Record<ProductStatus, string> = { ACTIVE: statusLabel(true), INACTIVE: statusLabel(false) };
const COLUMNS = ['Product', 'Medication', 'Variations', 'From (monthly)', 'Status'] as const;

function ProductsTable({ products, busy, paging }: { products: MedicationProduct[] | undefined; busy: boolean; paging: ListPaging }) {
  return (
    <PagedTable label="Products" columns={COLUMNS} minWidth={720} loaded={Boolean(products)} busy={busy} paging={paging}>
      {products?.map((p) => (
        <TableRow key={p.id} hover>
          <LinkCell to={adminCatalogPaths.product(p.id)}>{p.name}</LinkCell>
          <TableCell sx={{ textTransform: 'capitalize' }}>{p.medication}</TableCell>
          <TableCell>{p.variationCount}</TableCell>
          <TableCell>{p.fromMonthlyPriceCents === null ? 'None offered' : formatCents(p.fromMonthlyPriceCents)}</TableCell>
          <TableCell>
            <ToneChip label={statusLabel(p.active)} tone={p.active ? 'good' : 'neutral'} />
          </TableCell>
        </TableRow>
      ))}
    </PagedTable>
  );
}

/** The medication products, searched by name or medication, filtered by status, sorted and paged on the server. */
export function ProductsPage() {
  const list = useListQuery({ sort: { options: SORTS, default: 'name:asc' }, statuses: PRODUCT_STATUSES });
  const products = useMedicationProducts({ ...list.pageQuery, status: list.statusFilter<ProductStatus>() });

  return (
    <SearchedListPage
      list={list}
      load={products}
      title="Products"
      subtitle="Medication products, their doses and prices, and what patients read about them."
      nothingYet={<EmptyState title="No products yet" description="Products in the catalog appear here." />}
      search={{ label: 'Search products', helperText: 'Product name or medication' }}
      status={{ label: 'Status', labels: STATUS_LABELS, allLabel: 'All statuses' }}
      sortLabels={SORT_LABELS}
      sortMinWidth={180}
      errorTitle={PRODUCTS_ERROR_TEXT}
      noMatch={<EmptyState title="No products match your search" description="Try another name, medication or status." />}
      progressLabel="Loading products"
    >
      {({ items, busy, paging }) => <ProductsTable products={items} busy={busy} paging={paging} />}
    </SearchedListPage>
  );
}
