import type { PartnerOrderDetail, UpdateAdminOrderBody } from '@contracts/orders';
import { OrderUpdateForm as SharedOrderUpdateForm, type OrderFormTexts } from '@/components/order-update-form';
import { useUpdatePartnerOrder } from '@/api/orders/update-partner-order';
import { ACTION_FAILURE_TEXT, approvalLabel, ORDER_UPDATED_TEXT } from '@/features/partner-care/lib/texts';
import { useRefresh } from '@/features/partner-care/lib/use-refresh';

const TEXTS: OrderFormTexts = {
  approvalLabel: 'Your approval',
  approvalName: approvalLabel,
  approvalOptions: [
    { value: 'APPROVED', label: 'Approve' },
    { value: 'DENIED', label: 'Decline' },
  ],
  cancelHelp: 'You may cancel an order until it goes to a pharmacy.',
  noteLabel: 'Your note',
  noteHelp: 'Only you and your team see it.',
  savedText: ORDER_UPDATED_TEXT,
  failedText: ACTION_FAILURE_TEXT,
};

/** The partner's select offers only APPROVED and DENIED: setting an order back to PENDING is the administrator's. */
const partnerChanges = ({ approvalStatus, ...rest }: UpdateAdminOrderBody) =>
  approvalStatus === 'PENDING' ? rest : { ...rest, approvalStatus };

interface OrderUpdateFormProps {
  order: PartnerOrderDetail;
  /** The saved order from the reply. */
  onSaved: (order: PartnerOrderDetail) => void;
}

/** The partner's changes to an order: sign-off, cancelling, and their own note. */
export function OrderUpdateForm({ order, onSaved }: OrderUpdateFormProps) {
  const { trigger, isMutating } = useUpdatePartnerOrder(order.id);
  const refresh = useRefresh();
  return (
    <SharedOrderUpdateForm
      order={order}
      texts={TEXTS}
      save={(body) => trigger(partnerChanges(body))}
      saving={isMutating}
      onSaved={(saved) => {
        onSaved(saved);
        void refresh.orders();
      }}
    />
  );
}
