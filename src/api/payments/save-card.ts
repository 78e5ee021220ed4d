import { setupIntentReplySchema } from '@contracts/cards';
import type { SetupIntentBody } from '@/lib/card-form-schema';
import { apiClient } from '@/lib/api-client';

export type { SetupIntentBody };

/** POST /doctors/setup-intent: saves a card for later charges; a declined card is a 402 with the reason. */
export async function saveCard(base: string, body: SetupIntentBody) {
  const reply = await apiClient.post(`${base}/setup-intent`, body);
  return setupIntentReplySchema.parse(reply.data);
}
