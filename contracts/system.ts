import { z } from 'zod';
import { envelope } from './common';

/**
 * GET /public-config: what the web app needs before it shows a card form: which processor takes the card (Stripe
 * Elements with the publishable key, or the sandbox's card fields posting to the sandbox tokenizer).
 */
export const publicConfigReplySchema = envelope(
  z.object({ payments: z.object({ provider: z.enum(['stripe', 'sandbox']), publishableKey: z.string().nullable() }) }),
);
export type PublicConfig = z.infer<typeof publicConfigReplySchema>['data'];

export const healthReplySchema = envelope(z.object({ status: z.literal('ok'), db: z.literal('ok') }));

/** GET /ready: the database answers and every migration this build knows is applied; 503 otherwise (or while stopping). */
export const readyReplySchema = envelope(z.object({ status: z.literal('ready'), db: z.literal('ok'), migration: z.string() }));

export const outboxMessageSchema = z.object({
  id: z.uuid(),
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
export const outboxQuerySchema = z.object({ to: z.string().optional(), limit: z.coerce.number().int().min(1).max(100).default(20) });
export const outboxReplySchema = envelope(z.array(outboxMessageSchema));
