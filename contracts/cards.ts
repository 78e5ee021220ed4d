import { z } from 'zod';
import { envelope } from './common';
import { paymentMethodSchema } from './onboarding';

/** A saved payment card (doctors and partners are billed on it). Only brand, last 4 and expiry are kept. */
export const savedCardSchema = z.object({
  id: z.uuid(),
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
  isDefault: z.boolean(),
  createdAt: z.string(),
});
export type SavedCard = z.infer<typeof savedCardSchema>;
export const cardsReplySchema = envelope(z.object({ cards: z.array(savedCardSchema) }));

/**
 * POST /setup-intent: save a card for later charges. With the sandbox the body carries a test card; with
 * Stripe, a payment method id made by Stripe.js. The first card saved becomes the default.
 */
export const setupIntentBodySchema = z.object({ payment: paymentMethodSchema });
export const setupIntentReplySchema = envelope(
  z.object({ setupIntentId: z.string(), status: z.literal('succeeded'), card: savedCardSchema }),
);
export const cardReplySchema = envelope(savedCardSchema);
