import { APPROVAL_STATUSES, ORDER_SORTS, type ApprovalStatus } from '@contracts/orders';
import { OrdersFilterRow } from '@/components/orders-filter-row';
import { SelectFilter } from '@/components/select-filter';
import { APPROVAL_LABELS } from '@/features/partner-care/lib/texts';

export type OrderSort = (typeof ORDER_SORTS)[number];

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

/** The partner's orders: search, status, their own approval and sort. */
export function OrdersFilters({ approval, onApprovalChange, ...row }: OrdersFiltersProps) {
  return (
    <OrdersFilterRow
      {...row}
      searchHelp="Order number, patient name, email or product"
      statusWidth={170}
      sorts={ORDER_SORTS}
      sx={{ mb: 2 }}
    >
      <SelectFilter
        label="Your approval"
        value={approval}
        options={APPROVAL_STATUSES.map((s) => ({ value: s, label: APPROVAL_LABELS[s] }))}
        onChange={onApprovalChange}
        allLabel="Any approval"
        minWidth={200}
      />
    </OrdersFilterRow>
  );
}
