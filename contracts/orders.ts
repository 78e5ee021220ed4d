import { z } from 'zod';
import { listQuerySchema } from './common';

export const ORDER_STATUSES = ['PENDING_REVIEW', 'APPROVED', 'DENIED', 'SENT_TO_PHARMACY', 'SHIPPED', 'DELIVERED', 'CANCELLED'] as const;
export const orderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof orderStatusSchema>;
export const paymentStatusSchema = z.enum(['UNPAID', 'PAID', 'FAILED', 'REFUNDED']);

/** Plain words for each status and what happens next, shown to patients. */
export const ORDER_STATUS_TEXT: Record<OrderStatus, { label: string; nextStep: string }> = {
  PENDING_REVIEW: {
    label: 'Under review',
    nextStep: 'A licensed doctor is reviewing your answers. We will e-mail you when there is news, usually within one business day.',
  },
  APPROVED: { label: 'Approved', nextStep: 'Your doctor approved your treatment. The prescription is being sent to the pharmacy.' },
  DENIED: {
    label: 'Not approved',
    nextStep:
      'Your doctor decided this treatment is not right for you, so your payment is refunded in full. See the note from your doctor.',
  },
  SENT_TO_PHARMACY: { label: 'At the pharmacy', nextStep: 'The pharmacy is preparing your medication.' },
  SHIPPED: { label: 'Shipped', nextStep: 'Your medication is on its way. Track it with the tracking number shown with this order.' },
  DELIVERED: { label: 'Delivered', nextStep: 'Your medication was delivered. Message your care team with any questions.' },
  CANCELLED: { label: 'Cancelled', nextStep: 'This order was cancelled.' },
};

export const orderSummarySchema = z.object({
  id: z.uuid(),
  number: z.number().int(),
  kind: z.enum(['NEW', 'RENEWAL']),
  status: orderStatusSchema,
  approvalStatus: z.string(),
  paymentStatus: paymentStatusSchema,
  productVariationKey: z.string(),
  productName: z.string(),
  dose: z.string(),
  planMonths: z.number().int(),
  amountCents: z.number().int(),
  trackingNumber: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const ORDER_SORTS = ['createdAt:desc', 'createdAt:asc', 'number:desc', 'number:asc', 'status:asc', 'status:desc'] as const;
/** `search` matches the order number or the product name. */
export const orderListQuerySchema = listQuerySchema(ORDER_SORTS, 'createdAt:desc');
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;
