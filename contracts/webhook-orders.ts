import { z } from 'zod';
import { envelope } from './common';
import { orderSummarySchema } from './orders';

/**
 * A webhook-order feed: the new orders of a doctor's (or a partner's) patients. `updatedAt` is how far the owner
 * has taken them in; PATCH moves it on. GET returns the feed with the orders created after it.
 */
export const webhookOrderSchema = z.object({
  id: z.uuid(),
  source: z.enum(['DOCTOR', 'PARTNER']),
  doctorId: z.uuid().nullable(),
  partnerId: z.uuid().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WebhookOrder = z.infer<typeof webhookOrderSchema>;

export const webhookOrderFeedSchema = webhookOrderSchema.extend({
  newOrders: z.array(orderSummarySchema.extend({ patientName: z.string() })),
});
export const webhookOrderFeedReplySchema = envelope(webhookOrderFeedSchema.nullable());

export const createWebhookOrderBodySchema = z.union([
  z.object({ source: z.literal('DOCTOR'), doctorId: z.uuid() }),
  z.object({ source: z.literal('PARTNER'), partnerId: z.uuid() }),
]);
export type CreateWebhookOrderBody = z.infer<typeof createWebhookOrderBodySchema>;

/** PATCH /webhook-order/{id}: move the cursor to `updatedAt` (not in the future). */
export const updateWebhookOrderBodySchema = z.object({ updatedAt: z.iso.datetime({ offset: true }) });
export const webhookOrderReplySchema = envelope(webhookOrderSchema);
