import TableCell from '@mui/material/TableCell';
import type { OrderStatus } from '@contracts/orders';
import { ApprovalChip as SharedApprovalChip } from '@/components/approval-chip';
import { OrderStatusChip } from '@/components/order-status-chip';
import { APPROVAL_LABELS } from '@/features/partner-care/lib/texts';

/** The partner's sign-off on an order, in the partner's words. */
export function ApprovalChip({ status }: { status: string }) {
  return <SharedApprovalChip status={status} labels={APPROVAL_LABELS} />;
}

/** An order's row cells under "Status" and "Your approval", in the partner's order tables. */
export function OrderStateCells({ order }: { order: { status: OrderStatus; approvalStatus: string } }) {
  return (
    <>
      <TableCell>
        <OrderStatusChip status={order.status} />
      </TableCell>
      <TableCell>
        <ApprovalChip status={order.approvalStatus} />
      </TableCell>
    </>
  );
}
