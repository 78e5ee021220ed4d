import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { ORDER_STATUSES, ORDER_STATUS_TEXT, type ORDER_SORTS } from '@contracts/orders';
import { ORDER_SORT_LABELS } from '@/lib/sort-labels';
import { SearchField } from './search-field';
import { SelectFilter } from './select-filter';

type OrderSort = (typeof ORDER_SORTS)[number];

interface OrdersFilterRowProps<S extends OrderSort> {
  search: string;
  /** What the search matches, under the field. */
  searchHelp: string;
  status: string;
  statusWidth: number;
  sort: S;
  /** The sorts this list offers, in their order. */
  sorts: readonly S[];
  onSearch: (search: string) => void;
  onStatusChange: (status: string) => void;
  onSortChange: (sort: S) => void;
  /** More filters, between the status and the sort. */
  children?: ReactNode;
  sx?: SxProps<Theme>;
}

/** An orders list's search, status filter and sort, side by side from `md` up. */
export function OrdersFilterRow<S extends OrderSort>({
  search,
  searchHelp,
  status,
  statusWidth,
  sort,
  sorts,
  onSearch,
  onStatusChange,
  onSortChange,
  children,
  sx,
}: OrdersFilterRowProps<S>) {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={sx}>
      <SearchField label="Search orders" helperText={searchHelp} value={search} onSearch={onSearch} />
      <SelectFilter
        label="Status"
        value={status}
        options={ORDER_STATUSES.map((s) => ({ value: s, label: ORDER_STATUS_TEXT[s].label }))}
        onChange={onStatusChange}
        allLabel="All statuses"
        minWidth={statusWidth}
      />
      {children}
      <SelectFilter
        label="Sort by"
        value={sort}
        options={sorts.map((s) => ({ value: s, label: ORDER_SORT_LABELS[s] }))}
        onChange={onSortChange}
        minWidth={200}
      />
    </Stack>
  );
}
