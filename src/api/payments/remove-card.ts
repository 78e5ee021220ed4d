import { messageOnlySchema } from '@contracts/common';
import { apiClient } from '@/lib/api-client';

/** DELETE /doctors/cards/{id}. */
export async function removeCard(base: string, id: string) {
  const reply = await apiClient.delete(`${base}/cards/${encodeURIComponent(id)}`);
  return messageOnlySchema.parse(reply.data);
}
