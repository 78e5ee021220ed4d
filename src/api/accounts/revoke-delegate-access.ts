import { messageOnlySchema } from '@contracts/common';
import { apiClient } from '@/lib/api-client';

/** DELETE /doctors/delegate-access/{id}: the entry stays, INACTIVE. */
export async function revokeDelegateAccess(base: string, id: string) {
  const reply = await apiClient.delete(`${base}/delegate-access/${encodeURIComponent(id)}`);
  return messageOnlySchema.parse(reply.data);
}
