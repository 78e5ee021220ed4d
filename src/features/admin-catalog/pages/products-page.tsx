import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { medicationProductListQuerySchema, PRODUCT_STATUSES, type MedicationProduct, type ProductStatus } from '@contracts/admin-catalog';
import { EmptyState } from '@/components/empty-state';
import { ListPage } from '@/components/list-page';
import { PagedTable } from '@/components/paged-table';
import { ListSearchToolbar } from '@/components/search-toolbar';
import { SelectFilter } from '@/components/select-filter';
import { LinkCell } from '@/components/table-cells';
import { ToneChip } from '@/components/tone-chip';
import { formatCents } from '@/lib/format';
import type { ListPaging } from '@/lib/list-query';
import { useListQuery, useStayOnLastPage } from '@/lib/use-list-query';
import { useMedicationProducts } from '@/api/admin-catalog/get-medication-products';
import { PRODUCTS_ERROR_TEXT, statusLabel } from '@/features/admin-catalog/lib/texts';
import { adminCatalogPaths } from '@/features/admin-catalog/paths';

const SORTS = medicationProductListQuerySchema.shape.sort.unwrap().options;
type ProductSort = (typeof SORTS)[number];
const SORT_LABELS: Record<ProductSort, string> = {
  'name:asc': 'Name, A to Z',
  'name:desc': 'Name, Z to A',
  'createdAt:desc': 'Newest first',
  'createdAt:asc': 'Oldest first',
};
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
  const { query, update } = list;
  const products = useMedicationProducts({
    page: query.page,
    limit: query.limit,
    sort: query.sort,
    search: query.search,
    status: (query.status || undefined) as ProductStatus | undefined,
  });
  const { data } = products;
  const pastEnd = useStayOnLastPage(list, data?.total);

  return (
    <ListPage
      title="Products"
      subtitle="Medication products, their doses and prices, and what patients read about them."
      empty={
        data && data.total === 0 && !query.search && !query.status ? (
          <EmptyState title="No products yet" description="Products in the catalog appear here." />
        ) : undefined
      }
      toolbar={
        <ListSearchToolbar list={list} label="Search products" helperText="Product name or medication">
          <SelectFilter
            label="Status"
            value={query.status as ProductStatus | ''}
            options={PRODUCT_STATUSES.map((s) => ({ value: s, label: statusLabel(s === 'ACTIVE') }))}
            onChange={(status) => update({ status, page: 1 })}
            allLabel="All statuses"
            minWidth={160}
          />
          <SelectFilter
            label="Sort by"
            value={query.sort}
            options={SORTS.map((s) => ({ value: s, label: SORT_LABELS[s] }))}
            onChange={(sort) => update({ sort, page: 1 })}
            minWidth={180}
          />
        </ListSearchToolbar>
      }
      load={products}
      errorTitle={PRODUCTS_ERROR_TEXT}
      noMatch={<EmptyState title="No products match your search" description="Try another name, medication or status." />}
      progressLabel="Loading products"
    >
      <ProductsTable products={pastEnd ? undefined : data?.items} busy={products.isValidating} paging={list.paging(data?.total)} />
    </ListPage>
  );
}
