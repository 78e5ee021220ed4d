import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ORDER_STATUS_TEXT } from '@contracts/orders';
import type { PatientOrderDetail } from '@contracts/orders';
import { formatCents, formatDate, formatPlan, humanize } from '@/lib/format';
import { DetailList } from '@/components/detail-list';
import { OrderStatusChip } from '@/components/order-status-chip';
import { DetailSection, SectionCard } from '@/components/section-card';

type Props = { order: PatientOrderDetail };

export function OrderStatusSection({ order }: Props) {
  const text = ORDER_STATUS_TEXT[order.status];
  return (
    <SectionCard title="Status">
      <Stack spacing={2}>
        <Box>
          <OrderStatusChip status={order.status} size="medium" />
        </Box>
        <Box>
          <Typography variant="h3" sx={{ fontSize: '1rem', mb: 0.5 }}>
            What happens next
          </Typography>
          <Typography variant="body2">{text.nextStep}</Typography>
        </Box>
        {order.status === 'DENIED' && order.doctorDenialReason && (
          <Alert severity="info" icon={false}>
            <AlertTitle>Note from your doctor</AlertTitle>
            {order.doctorDenialReason}
          </Alert>
        )}
        {order.trackingNumber && <DetailList items={[{ term: 'Tracking number', value: order.trackingNumber }]} />}
      </Stack>
    </SectionCard>
  );
}

export const COVERED_BY_PARTNER = 'Covered by your partner';

export function OrderSummarySection({ order }: Props) {
  return (
    <DetailSection
      title="Order details"
      items={[
        { term: 'Product', value: order.productName },
        { term: 'Dose', value: order.dose },
        { term: 'Plan', value: formatPlan(order.planMonths) },
        { term: 'Amount', value: formatCents(order.amountCents) },
        { term: 'Order type', value: order.kind === 'RENEWAL' ? 'Renewal' : 'New treatment' },
        { term: 'Payment', value: order.billedTo === 'PARTNER' ? COVERED_BY_PARTNER : humanize(order.paymentStatus) },
        { term: 'Doctor', value: order.doctorName ?? 'Not assigned yet' },
      ]}
    />
  );
}

interface Row {
  key: string;
  primary: string;
  secondary: string;
}

/** A titled card listing `rows`, or saying `none` when there are none. */
function RowsSection({ title, none, rows }: { title: string; none: string; rows: Row[] }) {
  return (
    <SectionCard title={title}>
      {rows.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {none}
        </Typography>
      ) : (
        <List disablePadding aria-label={title}>
          {rows.map((row, index) => (
            <ListItem key={row.key} disableGutters divider={index < rows.length - 1} sx={{ display: 'block', py: 1.25 }}>
              <Typography component="p" sx={{ fontWeight: 600 }}>
                {row.primary}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {row.secondary}
              </Typography>
            </ListItem>
          ))}
        </List>
      )}
    </SectionCard>
  );
}

/** A section listing some of the order's records as rows, saying `none` when it has none. */
const recordsSection = (title: string, none: string, rowsOf: (order: Props['order']) => Row[]) =>
  function RecordsSection({ order }: Props) {
    return <RowsSection title={title} none={none} rows={rowsOf(order)} />;
  };

export function OrderPaymentsSection({ order }: Props) {
  const none =
    order.billedTo === 'PARTNER' ? 'Your partner pays for this order: nothing was charged to you.' : 'No payments recorded for this order.';
  const rows = order.payments.map((p, i) => ({
    key: `${p.createdAt}-${i}`,
    primary: `${formatCents(p.amountCents)} · ${humanize(p.status)}`,
    secondary: [p.cardLast4 ? `Card ending in ${p.cardLast4}` : null, formatDate(p.createdAt)].filter(Boolean).join(' · '),
  }));
  return <RowsSection title="Payments" none={none} rows={rows} />;
}

export const OrderConsentsSection = recordsSection('Consents signed', 'No signed consents on this order.', (order) =>
  order.consents.map((c, i) => ({
    key: `${c.kind}-${i}`,
    primary: humanize(c.kind),
    secondary: `Version ${c.textVersion} · signed ${formatDate(c.signedAt)}`,
  })),
);
