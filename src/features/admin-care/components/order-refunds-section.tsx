import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import type { AdminOrderDetail } from '@contracts/orders';
import type { OrderRefund } from '@contracts/refunds';
import { DetailList } from '@/components/detail-list';
import { LoadedSectionCard } from '@/components/loaded-section-card';
import { SimpleTable } from '@/components/simple-table';
import { ToneChip } from '@/components/tone-chip';
import { formatCents, formatTime } from '@/lib/format';
import { useRevalidate } from '@/lib/swr-hooks';
import { useOrderRefunds } from '@/api/refunds/get-order-refunds';
import { partnerLedgerKey } from '@/api/ledger/get-partner-ledger';
import { salesPersonLedgerKey } from '@/api/ledger/get-sales-person-ledger';
import { RefundDialog } from '@/features/admin-care/components/refund-dialog';
import { REFUNDS_ERROR_TEXT } from '@/features/admin-care/lib/refund-form';

const REASONS: Record<OrderRefund['reason'], string> = {
  ADMIN: 'By an administrator',
  DENIED: 'Order denied',
  CANCELLED: 'Order canceled',
  ABANDONED: 'Checkout abandoned',
};
const STATUS = {
  PENDING: { label: 'On its way', tone: 'waiting' },
  SUCCEEDED: { label: 'Refunded', tone: 'good' },
  FAILED: { label: 'Refused', tone: 'bad' },
} as const;

/**
 * What the order was paid, given back and has left, its refunds and chargebacks; "Refund" (part or all of what is
 * left) and "Record chargeback" (a dispute the processor reported).
 */
export function OrderRefundsSection({ order, onRefunded }: { order: AdminOrderDetail; onRefunded: () => void }) {
  const load = useOrderRefunds(order.id);
  const revalidate = useRevalidate();
  const [open, setOpen] = useState<'refund' | 'chargeback' | null>(null);
  const refundable = load.data?.refundableCents ?? 0;
  return (
    <LoadedSectionCard
      title="Payment and refunds"
      action={
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', justifyContent: 'flex-end' }}>
          <Button variant="outlined" size="small" disabled={refundable <= 0} onClick={() => setOpen('refund')}>
            Refund
          </Button>
          <Button variant="text" size="small" disabled={refundable <= 0} onClick={() => setOpen('chargeback')}>
            Record chargeback
          </Button>
        </Stack>
      }
      load={load}
      errorTitle={REFUNDS_ERROR_TEXT}
      loadingLabel="Loading the refunds"
      isEmpty={() => false}
      emptyText=""
    >
      {(data) => (
        <Stack spacing={2}>
          <DetailList
            items={[
              { term: 'Paid', value: formatCents(data.paidCents) },
              { term: 'Refunded', value: formatCents(data.refundedCents) },
              ...(data.chargedBackCents > 0 ? [{ term: 'Charged back', value: formatCents(data.chargedBackCents) }] : []),
              { term: 'Left to refund', value: formatCents(data.refundableCents) },
            ]}
          />
          {data.refunds.length > 0 && (
            <SimpleTable label="Refunds" columns={['Date', { label: 'Amount', align: 'right' }, 'Why', 'Status']} size="small" muted>
              {data.refunds.map((r) => (
                <TableRow key={r.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatTime(r.createdAt)}</TableCell>
                  <TableCell align="right">{formatCents(r.amountCents)}</TableCell>
                  <TableCell>{r.note ? `${REASONS[r.reason]}: ${r.note}` : REASONS[r.reason]}</TableCell>
                  <TableCell>
                    <ToneChip label={STATUS[r.status].label} tone={STATUS[r.status].tone} />
                  </TableCell>
                </TableRow>
              ))}
            </SimpleTable>
          )}
          {data.chargebacks.length > 0 && (
            <SimpleTable
              label="Chargebacks"
              columns={['Date', { label: 'Amount', align: 'right' }, 'Dispute', 'Reason']}
              size="small"
              muted
            >
              {data.chargebacks.map((c) => (
                <TableRow key={c.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatTime(c.createdAt)}</TableCell>
                  <TableCell align="right">{formatCents(c.amountCents)}</TableCell>
                  <TableCell>{c.reference}</TableCell>
                  <TableCell>{c.reason}</TableCell>
                </TableRow>
              ))}
            </SimpleTable>
          )}
          {open && (
            <RefundDialog
              kind={open}
              orderId={order.id}
              orderNumber={order.number}
              refundableCents={data.refundableCents}
              onClose={() => setOpen(null)}
              onRefunded={(next) => {
                // The reply is the order's refunds now; the ledgers it moved are read again where shown.
                void load.mutate(next, { revalidate: false });
                void revalidate(partnerLedgerKey, salesPersonLedgerKey);
                onRefunded();
              }}
            />
          )}
        </Stack>
      )}
    </LoadedSectionCard>
  );
}
