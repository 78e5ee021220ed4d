import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ORDER_SORTS, ORDER_STATUSES, ORDER_STATUS_TEXT } from '@contracts/orders';
import { SearchField } from '@/components/search-field';

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
      <TextField
        select
        label="Status"
        value={status}
        onChange={(e) => onStatusChange(e.target.value)}
        // "All statuses" is an empty value: keep the label above it rather than on top of it.
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ flex: 1, minWidth: 180 }}
      >
        <option value="">All statuses</option>
        {ORDER_STATUSES.map((s) => (
          <option key={s} value={s}>
            {ORDER_STATUS_TEXT[s].label}
          </option>
        ))}
      </TextField>
      <TextField
        select
        label="Sort by"
        value={sort}
        onChange={(e) => onSortChange(e.target.value as OrderSort)}
        slotProps={{ select: { native: true } }}
        sx={{ flex: 1, minWidth: 200 }}
      >
        {ORDER_SORTS.map((s) => (
          <option key={s} value={s}>
            {SORT_LABELS[s]}
          </option>
        ))}
      </TextField>
    </Stack>
  );
}
