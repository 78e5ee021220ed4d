import { delegateAccessReplySchema, type CreateDelegateAccessBody } from '@contracts/delegate-access';
import { apiClient } from '@/lib/api-client';

/** POST /doctors/delegate-access: gives a staff member, found by e-mail, access to act for the owner. */
export async function createDelegateAccess(base: string, body: CreateDelegateAccessBody) {
  const reply = await apiClient.post(`${base}/delegate-access`, body);
  return delegateAccessReplySchema.parse(reply.data);
}
