import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { INVOICE_STATUS_TEXT, type InvoiceActivity } from '@contracts/invoices';

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

const timeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const formatTime = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : timeFormat.format(date);
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
