import Stack from '@mui/material/Stack';
import { ORDER_SORTS, ORDER_STATUSES, ORDER_STATUS_TEXT } from '@contracts/orders';
import { SearchField } from '@/components/search-field';
import { SelectFilter } from '@/components/select-filter';

export type OrderSort = (typeof ORDER_SORTS)[number];

export const SORT_LABELS: Record<OrderSort, string> = {
  'createdAt:desc': 'Newest first',
  'createdAt:asc': 'Oldest first',
  'number:desc': 'Order number, highest first',
  'number:asc': 'Order number, lowest first',
  'status:asc': 'Status, A to Z',
  'status:desc': 'Status, Z to A',
};

interface OrdersFiltersProps {
  search: string;
  status: string;
  sort: OrderSort;
  onSearch: (search: string) => void;
  onStatusChange: (status: string) => void;
  onSortChange: (sort: OrderSort) => void;
}

export function OrdersFilters({ search, status, sort, onSearch, onStatusChange, onSortChange }: OrdersFiltersProps) {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
      <SearchField label="Search orders" helperText="Patient name, e-mail or order number" value={search} onSearch={onSearch} />
      <SelectFilter
        label="Status"
        value={status}
        options={ORDER_STATUSES.map((s) => ({ value: s, label: ORDER_STATUS_TEXT[s].label }))}
        onChange={onStatusChange}
        allLabel="All statuses"
        minWidth={180}
      />
      <SelectFilter
        label="Sort by"
        value={sort}
        options={ORDER_SORTS.map((s) => ({ value: s, label: SORT_LABELS[s] }))}
        onChange={onSortChange}
        minWidth={200}
      />
    </Stack>
  );
}
