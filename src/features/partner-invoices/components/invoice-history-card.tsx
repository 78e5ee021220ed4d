import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { InvoiceHistoryList } from '@/components/invoice-history-list';
import { LoadError } from '@/components/load-error';
import { SectionCard } from '@/components/section-card';
import { useInvoiceActivities } from '@/api/invoices/get-invoice-activities';

/** The invoice's history, oldest first. */
export function InvoiceHistoryCard({ invoiceId }: { invoiceId: string }) {
  const { data, error, mutate } = useInvoiceActivities(invoiceId);
  let body;
  if (error && !data) body = <LoadError title="Error fetching invoice history" error={error} onRetry={() => void mutate()} />;
  else if (!data) body = <Skeleton variant="rounded" height={120} aria-label="Loading the invoice history" />;
  else if (data.length === 0) body = <Typography sx={{ color: 'text.secondary' }}>No history yet.</Typography>;
  else body = <InvoiceHistoryList activities={data} />;
  return <SectionCard title="History">{body}</SectionCard>;
}
