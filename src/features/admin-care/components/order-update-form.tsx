import type { AdminOrderDetail } from '@contracts/orders';
import { OrderUpdateForm as SharedOrderUpdateForm, type OrderFormTexts } from '@/components/order-update-form';
import { useAdminOrderMedications } from '@/api/orders/get-admin-order-medications';
import { useUpdateAdminOrder } from '@/api/orders/update-admin-order';
import { ACTION_FAILURE_TEXT, approvalLabel, ORDER_UPDATED_TEXT } from '@/features/admin-care/lib/texts';

const TEXTS: OrderFormTexts = {
  approvalLabel: "Partner's approval",
  approvalName: approvalLabel,
  approvalOptions: [
    { value: 'PENDING', label: 'Awaiting the partner' },
    { value: 'APPROVED', label: 'Approve for the partner' },
    { value: 'DENIED', label: 'Decline for the partner' },
  ],
  cancelHelp: 'An order may be canceled until it goes to a pharmacy; a paid one is refunded.',
  noteLabel: 'Partner note',
  noteHelp: 'Seen by the partner and their team.',
  savedText: ORDER_UPDATED_TEXT,
  failedText: ACTION_FAILURE_TEXT,
};

interface OrderUpdateFormProps {
  order: AdminOrderDetail;
  /** The saved order from the reply. */
  onSaved: (order: AdminOrderDetail) => void;
}

/** An administrator's changes to an order: the partner's sign-off, cancelling, the note and the dose. */
export function OrderUpdateForm({ order, onSaved }: OrderUpdateFormProps) {
  const { trigger, isMutating } = useUpdateAdminOrder(order.id);
  const medications = useAdminOrderMedications(order.id);
  return (
    <SharedOrderUpdateForm
      order={order}
      texts={TEXTS}
      medications={medications}
      save={trigger}
      saving={isMutating}
      onSaved={(saved) => {
        onSaved(saved);
        void medications.mutate();
      }}
    />
  );
}
