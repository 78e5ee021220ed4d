import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { PartnerOrderSummary } from '@contracts/orders';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { LoadedSectionCard } from '@/components/loaded-section-card';
import { formatCents } from '@/lib/format';
import { messageOr } from '@/lib/api-errors';
import { toastFailure, toastSuccess } from '@/lib/toast';
import { usePartnerQuickApproval } from '@/api/orders/get-partner-quick-approval';
import { useUpdatePartnerOrder } from '@/api/orders/update-partner-order';
import { formatDay } from '@/features/partner-care/lib/dates';
import { ACTION_FAILURE_TEXT, ORDER_UPDATED_TEXT, ORDERS_ERROR_TEXT } from '@/features/partner-care/lib/texts';
import { useRefresh } from '@/features/partner-care/lib/use-refresh';
import { carePaths } from '@/features/partner-care/paths';

function ApprovalRow({ order }: { order: PartnerOrderSummary }) {
  const { trigger, isMutating } = useUpdatePartnerOrder(order.id);
  const refresh = useRefresh();
  const [declining, setDeclining] = useState(false);
  const name = `order #${order.number}`;

  const decide = async (approvalStatus: 'APPROVED' | 'DENIED') => {
    try {
      const reply = await trigger({ approvalStatus });
      toastSuccess(reply.message ?? ORDER_UPDATED_TEXT);
      setDeclining(false);
      void refresh.orders();
    } catch (error) {
      toastFailure(messageOr(error, ACTION_FAILURE_TEXT));
    }
  };

  return (
    <ListItem divider sx={{ px: 0, gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
      <Stack sx={{ flex: '1 1 220px', minWidth: 0 }}>
        <Link component={RouterLink} to={carePaths.order(order.id)} sx={{ fontWeight: 600 }}>
          Order #{order.number} · {order.patientName}
        </Link>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {order.productName}, {order.dose} · {formatCents(order.amountCents)} · placed {formatDay(order.createdAt)}
        </Typography>
      </Stack>
      <Stack direction="row" sx={{ gap: 1 }}>
        <Button
          variant="contained"
          size="small"
          aria-label={`Approve ${name}`}
          loading={isMutating && !declining}
          disabled={isMutating}
          onClick={() => void decide('APPROVED')}
        >
          Approve
        </Button>
        <Button
          variant="outlined"
          color="error"
          size="small"
          aria-label={`Decline ${name}`}
          disabled={isMutating}
          onClick={() => setDeclining(true)}
        >
          Decline
        </Button>
      </Stack>
      <ConfirmDialog
        open={declining}
        title={`Decline order #${order.number}?`}
        confirmLabel="Decline order"
        busy={isMutating}
        onConfirm={() => void decide('DENIED')}
        onClose={() => setDeclining(false)}
      >
        The order is withdrawn before the doctor reviews it, and {order.patientName} is refunded. This cannot be undone.
      </ConfirmDialog>
    </ListItem>
  );
}

/** The oldest orders waiting for the partner's sign-off, each approved or declined in place. */
/** The card's call: the dashboard also waits for it before it watches for its charts (pages/dashboard-page). */
export const useQuickApprovals = () => usePartnerQuickApproval(5);

export function QuickApprovalCard() {
  return (
    <LoadedSectionCard
      title="Waiting for your approval"
      action={
        <Link component={RouterLink} to={carePaths.ordersAwaitingApproval} sx={{ fontWeight: 600 }}>
          See all
        </Link>
      }
      load={useQuickApprovals()}
      errorTitle={ORDERS_ERROR_TEXT}
      loadingLabel="Loading orders awaiting your approval"
      isEmpty={(data) => data.orders.length === 0}
      emptyText="No orders are waiting for your approval."
    >
      {(data) => (
        <>
          <List aria-label="Orders awaiting your approval" disablePadding>
            {data.orders.map((o) => (
              <ApprovalRow key={o.id} order={o} />
            ))}
          </List>
          {data.total > data.orders.length && (
            <Typography variant="body2" sx={{ mt: 1.5, color: 'text.secondary' }}>
              {data.total - data.orders.length} more waiting.
            </Typography>
          )}
        </>
      )}
    </LoadedSectionCard>
  );
}
