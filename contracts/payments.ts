import { z } from 'zod';
import { envelope } from './common';
import { paymentMethodSchema } from './onboarding';

/** POST /payment-intent: pay an unpaid order of one's own (after a declined card, say). */
export const paymentIntentBodySchema = z.object({
  orderId: z.uuid(),
  payment: paymentMethodSchema,
  idempotencyKey: z.string().min(8).max(100),
});
export const paymentIntentReplySchema = envelope(
  z.object({
    paymentId: z.uuid(),
    orderId: z.uuid(),
    status: z.enum(['SUCCEEDED']),
    amountCents: z.number().int(),
    cardLast4: z.string().nullable(),
  }),
);

/** POST /subscription: automatic renewal of one's medication on a plan; the first period is charged now. */
export const subscriptionBodySchema = z.object({
  planId: z.enum(['monthly', 'quarterly', 'semiannual']),
  productVariationKey: z.string().max(80),
  payment: paymentMethodSchema,
  idempotencyKey: z.string().min(8).max(100),
});
export const subscriptionReplySchema = envelope(
  z.object({
    id: z.uuid(),
    status: z.enum(['ACTIVE', 'CANCELLED']),
    planMonths: z.number().int(),
    productVariationKey: z.string(),
    currentPeriodEnd: z.string(),
  }),
);
