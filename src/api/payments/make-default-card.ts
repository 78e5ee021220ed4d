import { cardReplySchema } from '@contracts/cards';
import { apiClient } from '@/lib/api-client';
import { PARTNER_API_BASE } from '@/api/accounts/account-api-base';

/** PATCH /doctors/cards/{id}/default, PUT /gym-owner/cards/{id}/default (the endpoints differ in method only). */
export async function makeDefaultCard(base: string, id: string) {
  const url = `${base}/cards/${encodeURIComponent(id)}/default`;
  const reply = base === PARTNER_API_BASE ? await apiClient.put(url) : await apiClient.patch(url);
  return cardReplySchema.parse(reply.data);
}
