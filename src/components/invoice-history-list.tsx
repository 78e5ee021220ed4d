import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { INVOICE_STATUS_TEXT, type InvoiceActivity } from '@contracts/invoices';
import { formatTime } from '@/lib/format';
import { LoadError } from './load-error';
import { SectionCard } from './section-card';

const ACTION_TEXT: Record<InvoiceActivity['action'], string> = {
  CREATED: 'Invoice created',
  CHARGE_ATTEMPTED: 'Charge attempted',
  PAID: 'Paid',
  PAYMENT_FAILED: 'Payment failed',
  STATUS_CHANGED: 'Status changed',
  ITEM_AMOUNT_CHANGED: 'Item amount changed',
  COMBINED: 'Combined into another invoice',
  DELETED: 'Deleted',
};

function describe(a: InvoiceActivity): string {
  const parts: string[] = [];
  if (a.fromStatus && a.toStatus) parts.push(`${INVOICE_STATUS_TEXT[a.fromStatus]} to ${INVOICE_STATUS_TEXT[a.toStatus]}`);
  if (a.message) parts.push(a.message);
  parts.push(a.actorName ? `${formatTime(a.createdAt)} by ${a.actorName}` : formatTime(a.createdAt));
  return parts.join(' · ');
}

/** An invoice's history, oldest first (the partner's invoice page and the admin's invoice drawer). */
export function InvoiceHistoryList({ activities }: { activities: InvoiceActivity[] }) {
  return (
    <List dense disablePadding aria-label="Invoice history">
      {activities.map((a) => (
        <ListItem key={a.id} disableGutters>
          <ListItemText primary={ACTION_TEXT[a.action]} secondary={describe(a)} />
        </ListItem>
      ))}
    </List>
  );
}

interface InvoiceHistoryCardProps {
  /** The call for the invoice's history (GET .../activities). */
  load: { data?: InvoiceActivity[]; error?: unknown; mutate: () => unknown };
}

/** The "History" card of an invoice's page: its loading, error and empty states, or the history. */
export function InvoiceHistoryCard({ load }: InvoiceHistoryCardProps) {
  const { data, error, mutate } = load;
  let body;
  if (error && !data) body = <LoadError title="Error fetching invoice history" error={error} onRetry={() => void mutate()} />;
  else if (!data) body = <Skeleton variant="rounded" height={120} aria-label="Loading the invoice history" />;
  else if (data.length === 0) body = <Typography sx={{ color: 'text.secondary' }}>No history yet.</Typography>;
  else body = <InvoiceHistoryList activities={data} />;
  return <SectionCard title="History">{body}</SectionCard>;
}
