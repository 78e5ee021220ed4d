import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { INVOICE_STATUS_TEXT, type InvoiceActivity } from '@contracts/invoices';
import { LoadError } from '@/components/load-error';
import { SectionCard } from '@/components/section-card';
import { useInvoiceActivities } from '@/api/invoices/get-invoice-activities';
import { formatTime } from '@/features/partner-invoices/lib/dates';

const ACTION_TEXT: Record<InvoiceActivity['action'], string> = {
  CREATED: 'Invoice created',
  CHARGE_ATTEMPTED: 'Charge attempted',
  PAID: 'Paid',
  PAYMENT_FAILED: 'Payment failed',
  STATUS_CHANGED: 'Status changed',
  ITEM_AMOUNT_CHANGED: 'Item amount changed',
};

function describe(a: InvoiceActivity): string {
  const parts: string[] = [];
  if (a.fromStatus && a.toStatus) parts.push(`${INVOICE_STATUS_TEXT[a.fromStatus]} to ${INVOICE_STATUS_TEXT[a.toStatus]}`);
  if (a.message) parts.push(a.message);
  parts.push(a.actorName ? `${formatTime(a.createdAt)} by ${a.actorName}` : formatTime(a.createdAt));
  return parts.join(' · ');
}

/** The invoice's history, oldest first. */
export function InvoiceHistoryCard({ invoiceId }: { invoiceId: string }) {
  const { data, error, mutate } = useInvoiceActivities(invoiceId);
  let body;
  if (error && !data) body = <LoadError title="Error fetching invoice history" error={error} onRetry={() => void mutate()} />;
  else if (!data) body = <Skeleton variant="rounded" height={120} aria-label="Loading the invoice history" />;
  else if (data.length === 0) body = <Typography sx={{ color: 'text.secondary' }}>No history yet.</Typography>;
  else
    body = (
      <List dense disablePadding aria-label="Invoice history">
        {data.map((a) => (
          <ListItem key={a.id} disableGutters>
            <ListItemText primary={ACTION_TEXT[a.action]} secondary={describe(a)} />
          </ListItem>
        ))}
      </List>
    );
  return <SectionCard title="History">{body}</SectionCard>;
}
