import Stack from '@mui/material/Stack';
import { APPROVAL_STATUSES, ORDER_SORTS, ORDER_STATUSES, ORDER_STATUS_TEXT, type ApprovalStatus } from '@contracts/orders';
import { SearchField } from '@/components/search-field';
import { SelectFilter } from '@/components/select-filter';
import { APPROVAL_LABELS } from '@/features/partner-care/lib/texts';

export type OrderSort = (typeof ORDER_SORTS)[number];

const SORT_LABELS: Record<OrderSort, string> = {
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
  approval: ApprovalStatus | '';
  sort: OrderSort;
  onSearch: (search: string) => void;
  onStatusChange: (status: string) => void;
  onApprovalChange: (approval: ApprovalStatus | '') => void;
  onSortChange: (sort: OrderSort) => void;
}

export function OrdersFilters(props: OrdersFiltersProps) {
  const { search, status, approval, sort, onSearch, onStatusChange, onApprovalChange, onSortChange } = props;
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
      <SearchField label="Search orders" helperText="Order number, patient name, e-mail or product" value={search} onSearch={onSearch} />
      <SelectFilter
        label="Status"
        value={status}
        options={ORDER_STATUSES.map((s) => ({ value: s, label: ORDER_STATUS_TEXT[s].label }))}
        onChange={onStatusChange}
        allLabel="All statuses"
        minWidth={170}
      />
      <SelectFilter
        label="Your approval"
        value={approval}
        options={APPROVAL_STATUSES.map((s) => ({ value: s, label: APPROVAL_LABELS[s] }))}
        onChange={onApprovalChange}
        allLabel="Any approval"
        minWidth={200}
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
