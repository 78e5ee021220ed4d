import { cardReplySchema } from '@contracts/cards';
import { apiClient } from '@/lib/api-client';

/** PATCH /doctors/cards/{id}/default. */
export async function makeDefaultCard(base: string, id: string) {
  const reply = await apiClient.patch(`${base}/cards/${encodeURIComponent(id)}/default`);
  return cardReplySchema.parse(reply.data);
}
