import { z } from 'zod';

/**
 * The sandbox tokenizer, the local stand-in for Stripe.js: outside the API (`/sandbox-tokenizer/...`, mounted only
 * while the payments adapter is the sandbox), it takes the card fields and answers a payment method id, which is all
 * the API ever receives; and it takes the card holder's answer to an authentication (3-D Secure).
 */
export const SANDBOX_TOKENIZER_PATH = '/sandbox-tokenizer';

export const tokenizeCardBodySchema = z.object({
  number: z.string().max(40),
  expMonth: z.number().int(),
  expYear: z.number().int(),
  cvc: z.string().max(8),
});
export type TokenizeCardBody = z.infer<typeof tokenizeCardBodySchema>;

export const paymentMethodReplySchema = z.object({
  id: z.string(),
  card: z.object({ brand: z.string(), last4: z.string(), expMonth: z.number().int(), expYear: z.number().int() }),
});
export type SandboxPaymentMethod = z.infer<typeof paymentMethodReplySchema>;

/** The card holder's answer in the sandbox's "Confirm this payment with your bank" dialog. */
export const nextActionBodySchema = z.object({ clientSecret: z.string().min(10).max(300), outcome: z.enum(['confirm', 'cancel']) });
export const nextActionReplySchema = z.object({ status: z.enum(['succeeded', 'canceled']) });
