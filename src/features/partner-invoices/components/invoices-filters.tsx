import Stack from '@mui/material/Stack';
import { INVOICE_LIST_SORTS, INVOICE_STATUSES, INVOICE_STATUS_TEXT, type InvoiceStatus } from '@contracts/invoices';
import { SelectFilter } from '@/components/select-filter';
import { INVOICE_SORT_LABELS } from '@/lib/sort-labels';
import type { InvoiceSort } from '@/features/partner-invoices/lib/texts';

interface InvoicesFiltersProps {
  status: InvoiceStatus | '';
  sort: InvoiceSort;
  onStatusChange: (status: InvoiceStatus | '') => void;
  onSortChange: (sort: InvoiceSort) => void;
}

export function InvoicesFilters({ status, sort, onStatusChange, onSortChange }: InvoicesFiltersProps) {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
      <SelectFilter
        label="Status"
        value={status}
        options={INVOICE_STATUSES.map((s) => ({ value: s, label: INVOICE_STATUS_TEXT[s] }))}
        onChange={onStatusChange}
        allLabel="All statuses"
        minWidth={180}
      />
      <SelectFilter
        label="Sort by"
        value={sort}
        options={INVOICE_LIST_SORTS.map((s) => ({ value: s, label: INVOICE_SORT_LABELS[s] }))}
        onChange={onSortChange}
        minWidth={220}
      />
    </Stack>
  );
}
