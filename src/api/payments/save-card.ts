import type { z } from 'zod';
import { setupIntentReplySchema, type setupIntentBodySchema } from '@contracts/cards';
import { apiClient } from '@/lib/api-client';

export type SetupIntentBody = z.infer<typeof setupIntentBodySchema>;

/** POST /doctors/setup-intent: saves a card for later charges; a declined card is a 402 with the reason. */
export async function saveCard(base: string, body: SetupIntentBody) {
  const reply = await apiClient.post(`${base}/setup-intent`, body);
  return setupIntentReplySchema.parse(reply.data);
}
