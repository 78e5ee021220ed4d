import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ORDER_STATUSES, ORDER_STATUS_TEXT, type NamedOption } from '@contracts/orders';
import { SearchField } from '@/components/search-field';
import { SelectFilter } from '@/components/select-filter';
import type { AdminOrderSort, OrderFilters } from '@/features/admin-care/lib/use-admin-orders-query';

const SORT_LABELS: Record<AdminOrderSort, string> = {
  'createdAt:desc': 'Newest first',
  'createdAt:asc': 'Oldest first',
  'number:desc': 'Order number, highest first',
  'number:asc': 'Order number, lowest first',
};

interface OrdersFiltersProps extends OrderFilters {
  search: string;
  status: string;
  sort: AdminOrderSort;
  partners: readonly NamedOption[];
  doctors: readonly NamedOption[];
  onChange: (change: Partial<OrderFilters & { search: string; status: string; sort: AdminOrderSort }>) => void;
}

/** Every order's search, filters (status, partner, doctor, creation days) and sort. */
export function OrdersFilters({ search, status, sort, partner, doctor, from, to, partners, doctors, onChange }: OrdersFiltersProps) {
  const day = (label: string, value: string, name: 'from' | 'to') => (
    <TextField
      type="date"
      label={label}
      value={value}
      onChange={(e) => onChange({ [name]: e.target.value })}
      slotProps={{ inputLabel: { shrink: true } }}
      sx={{ flex: 1, minWidth: 160 }}
    />
  );
  return (
    <Stack spacing={2} sx={{ mb: 2 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <SearchField
          label="Search orders"
          helperText="Order number, patient name, e-mail or product"
          value={search}
          onSearch={(next) => onChange({ search: next })}
        />
        <SelectFilter
          label="Status"
          value={status}
          options={ORDER_STATUSES.map((s) => ({ value: s, label: ORDER_STATUS_TEXT[s].label }))}
          onChange={(next) => onChange({ status: next })}
          allLabel="All statuses"
          minWidth={170}
        />
        <SelectFilter
          label="Sort by"
          value={sort}
          options={(Object.keys(SORT_LABELS) as AdminOrderSort[]).map((s) => ({ value: s, label: SORT_LABELS[s] }))}
          onChange={(next) => onChange({ sort: next })}
          minWidth={200}
        />
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <SelectFilter
          label="Partner"
          value={partner}
          options={partners.map((p) => ({ value: p.id, label: p.name }))}
          onChange={(next) => onChange({ partner: next })}
          allLabel="All partners"
          minWidth={200}
        />
        <SelectFilter
          label="Doctor"
          value={doctor}
          options={doctors.map((d) => ({ value: d.id, label: d.name }))}
          onChange={(next) => onChange({ doctor: next })}
          allLabel="All doctors"
          minWidth={200}
        />
        {day('Placed from', from, 'from')}
        {day('Placed until', to, 'to')}
      </Stack>
    </Stack>
  );
}
