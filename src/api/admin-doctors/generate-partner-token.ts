import { actAsTokenReplySchema } from '@contracts/doctors';
import { apiClient } from '@/lib/api-client';

/** GET /super-admin/gym-owner/{id}/generate-token: a short-lived acting session as the partner (for the partner detail page). */
export async function generatePartnerToken(partnerId: string) {
  const reply = await apiClient.get(`/super-admin/gym-owner/${encodeURIComponent(partnerId)}/generate-token`);
  return actAsTokenReplySchema.parse(reply.data).data;
}
