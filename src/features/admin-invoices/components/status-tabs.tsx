import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { INVOICE_STATUSES, INVOICE_STATUS_TEXT, type InvoiceStatus } from '@contracts/invoices';
import { formatCents } from '@/lib/format';
import { useInvoiceSummary } from '@/api/admin-invoices/get-invoice-summary';

interface StatusTabsProps {
  status: InvoiceStatus | '';
  onChange: (status: InvoiceStatus | '') => void;
}

/** The status filter as tabs, each with its count and total (summary-by-status); the counts wait for the summary. */
export function StatusTabs({ status, onChange }: StatusTabsProps) {
  const { data } = useInvoiceSummary();
  const label = (text: string, figures?: { count: number; totalCents: number }) =>
    figures ? `${text} (${figures.count}) · ${formatCents(figures.totalCents)}` : text;
  return (
    <Tabs
      value={status}
      onChange={(_, next: InvoiceStatus | '') => onChange(next)}
      variant="scrollable"
      allowScrollButtonsMobile
      aria-label="Invoice status"
      sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
    >
      <Tab value="" label={label('All', data && { count: data.count, totalCents: data.totalCents })} />
      {INVOICE_STATUSES.map((s) => (
        <Tab
          key={s}
          value={s}
          label={label(
            INVOICE_STATUS_TEXT[s],
            data?.statuses.find((x) => x.status === s),
          )}
        />
      ))}
    </Tabs>
  );
}
