import { ownedDelegateAccessesReplySchema } from '@contracts/delegate-access';
import { apiClient } from '@/lib/api-client';
import { useAccountSWR } from './account-api-base';

export const ownedAccessesKey = (base: string) => `${base}/delegate-access/owned`;

/** GET /doctors/delegate-access/owned: the accesses given, newest first, revoked ones included as INACTIVE. */
export async function getOwnedAccesses(base: string) {
  const reply = await apiClient.get(ownedAccessesKey(base));
  return ownedDelegateAccessesReplySchema.parse(reply.data).data.delegateAccesses;
}

export const useOwnedAccesses = () => useAccountSWR(ownedAccessesKey, getOwnedAccesses);
