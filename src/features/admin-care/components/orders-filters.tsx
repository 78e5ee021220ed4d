import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ADMIN_ORDER_SORTS, type NamedOption } from '@contracts/orders';
import { OrdersFilterRow } from '@/components/orders-filter-row';
import { SelectFilter } from '@/components/select-filter';
import type { AdminOrderSort, OrderFilters } from '@/features/admin-care/lib/use-admin-orders-query';

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
      <OrdersFilterRow
        search={search}
        searchHelp="Order number, patient name, email or product"
        status={status}
        statusWidth={170}
        sort={sort}
        sorts={ADMIN_ORDER_SORTS}
        onSearch={(next) => onChange({ search: next })}
        onStatusChange={(next) => onChange({ status: next })}
        onSortChange={(next) => onChange({ sort: next })}
      />
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
