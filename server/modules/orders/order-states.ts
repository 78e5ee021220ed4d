import type { OrderStatus } from '#contracts/orders';

/**
 * The order's state machine: a status changes only through one of these named transitions, and only from the states
 * it names. Nothing else writes `orders.status` (a request body never sets it), and the repository repeats `from` in
 * the UPDATE's WHERE, so that two changes racing each other cannot both apply.
 *
 * - approve / deny: the doctor's decision on an intake under review;
 * - sendToPharmacy: the prescription reached a pharmacy;
 * - ship / deliver: the pharmacy's progress (a pharmacy may report a later step before we saw the earlier one);
 * - cancel: a doctor stops an order before its prescription has left (the service also checks the prescription);
 * - refund: the payment goes back; the status stays, only the payment status moves (PAID -> REFUNDED).
 */
export const ORDER_TRANSITIONS = {
  approve: { from: ['PENDING_REVIEW'], to: 'APPROVED' },
  deny: { from: ['PENDING_REVIEW'], to: 'DENIED' },
  sendToPharmacy: { from: ['APPROVED'], to: 'SENT_TO_PHARMACY' },
  ship: { from: ['APPROVED', 'SENT_TO_PHARMACY'], to: 'SHIPPED' },
  deliver: { from: ['APPROVED', 'SENT_TO_PHARMACY', 'SHIPPED'], to: 'DELIVERED' },
  cancel: { from: ['PENDING_REVIEW', 'APPROVED'], to: 'CANCELLED' },
  refund: { from: ['DENIED', 'CANCELLED'], to: null },
} as const satisfies Record<string, { from: readonly OrderStatus[]; to: OrderStatus | null }>;

export type OrderTransition = keyof typeof ORDER_TRANSITIONS;

/** Whether `transition` may start from `status`. */
export const canTransition = (status: string, transition: OrderTransition): boolean =>
  (ORDER_TRANSITIONS[transition].from as readonly string[]).includes(status);

/** The status an order reaches through `transition` (refund keeps the status it has). */
export const statusAfter = (status: OrderStatus, transition: OrderTransition): OrderStatus => ORDER_TRANSITIONS[transition].to ?? status;
