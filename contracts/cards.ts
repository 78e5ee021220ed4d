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
 * POST /setup-intent: save a card for later charges, named by the payment method id the browser got for it (Stripe.js,
 * or the sandbox tokenizer). The first card saved becomes the default. A card that asks its holder to authenticate
 * answers 402 AUTHENTICATION_REQUIRED with `nextAction.clientSecret`; once confirmed, the same body is sent again.
 */
export const setupIntentBodySchema = z.object({ payment: paymentMethodSchema });
export const setupIntentReplySchema = envelope(
  z.object({ setupIntentId: z.string(), status: z.literal('succeeded'), card: savedCardSchema }),
);
export const cardReplySchema = envelope(savedCardSchema);
