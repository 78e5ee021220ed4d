import Stack from '@mui/material/Stack';
import type { ORDER_SORTS } from '@contracts/orders';
import { SearchField } from '@/components/search-field';
import { SelectFilter } from '@/components/select-filter';

export type PatientOrderSort = (typeof ORDER_SORTS)[number];

export const SORT_OPTIONS: readonly { value: PatientOrderSort; label: string }[] = [
  { value: 'createdAt:desc', label: 'Newest first' },
  { value: 'createdAt:asc', label: 'Oldest first' },
  { value: 'number:asc', label: 'Order number' },
];

interface OrdersToolbarProps {
  search: string;
  sort: PatientOrderSort;
  /** Called once typing pauses, with the trimmed text. */
  onSearchChange: (search: string) => void;
  onSortChange: (sort: PatientOrderSort) => void;
}

export function OrdersToolbar({ search, sort, onSearchChange, onSortChange }: OrdersToolbarProps) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
      <SearchField
        label="Search orders"
        helperText="Order number or product name"
        value={search}
        onSearch={onSearchChange}
        sx={{ flex: 2 }}
      />
      <SelectFilter label="Sort by" value={sort} options={SORT_OPTIONS} onChange={onSortChange} minWidth={180} />
    </Stack>
  );
}
