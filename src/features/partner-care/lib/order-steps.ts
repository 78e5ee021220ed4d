import { ORDER_STATUS_TEXT, type PartnerOrderDetail } from '@contracts/orders';
import { canSignOff } from '@/lib/order-form';

/**
 * The partner's sign-off of an order, in four steps: only an order waiting for the doctor (PENDING_REVIEW) may still
 * change (its medication, the partner's approval); the doctor's decision, a pharmacy or a cancellation closes it, and
 * the steps then show it read-only.
 */
export const stepsOpen = (order: PartnerOrderDetail) => canSignOff(order);

export const STEPS_CLOSED_TITLE = 'This order can no longer change here';

/** Why a closed order's steps are read-only. */
export function closedText(order: PartnerOrderDetail) {
  if (order.status === 'CANCELLED') return 'It was canceled. The steps show it as it was.';
  return `It is ${ORDER_STATUS_TEXT[order.status].label.toLowerCase()}: the doctor has decided, so your approval and its medication are fixed. The steps show it read-only.`;
}

export const STEPS_SUBMITTED_TEXT = 'Order submitted';
