import useSWR, { useSWRConfig } from 'swr';
import type { DelegateAccess } from '@contracts/auth';
import { delegateAccessReplySchema, ownedDelegateAccessesReplySchema, type CreateDelegateAccessBody } from '@contracts/delegate-access';
import { messageOnlySchema } from '@contracts/common';
import { apiClient } from '@/lib/api-client';
import { useAccountApiBase } from './api-base';

export const ownedAccessesKey = (base: string) => `${base}/delegate-access/owned`;

/** GET /doctors/delegate-access/owned: the accesses given, newest first, revoked ones included as INACTIVE. */
export async function getOwnedAccesses(base: string) {
  const reply = await apiClient.get(ownedAccessesKey(base));
  return ownedDelegateAccessesReplySchema.parse(reply.data).data.delegateAccesses;
}

export function useOwnedAccesses() {
  const base = useAccountApiBase();
  return useSWR(ownedAccessesKey(base), () => getOwnedAccesses(base));
}

/** POST /doctors/delegate-access. */
export async function createDelegateAccess(base: string, body: CreateDelegateAccessBody) {
  const reply = await apiClient.post(`${base}/delegate-access`, body);
  return delegateAccessReplySchema.parse(reply.data);
}

/** DELETE /doctors/delegate-access/{id}: the entry stays, INACTIVE. */
export async function revokeDelegateAccess(base: string, id: string) {
  const reply = await apiClient.delete(`${base}/delegate-access/${encodeURIComponent(id)}`);
  return messageOnlySchema.parse(reply.data);
}

/** Writes update the cached list at once (the new entry first, the revoked one INACTIVE), then refetch it. */
export function useDelegateAccessActions() {
  const base = useAccountApiBase();
  const { mutate } = useSWRConfig();
  const key = ownedAccessesKey(base);
  const update = (change: (list: DelegateAccess[]) => DelegateAccess[]) =>
    void mutate<DelegateAccess[]>(key, (list) => (list ? change(list) : list), { revalidate: true });
  return {
    create: async (body: CreateDelegateAccessBody) => {
      const reply = await createDelegateAccess(base, body);
      update((list) => [reply.data, ...list.filter((a) => a.id !== reply.data.id)]);
      return reply;
    },
    revoke: async (id: string) => {
      const reply = await revokeDelegateAccess(base, id);
      update((list) => list.map((a) => (a.id === id ? { ...a, status: 'INACTIVE' as const } : a)));
      return reply;
    },
  };
}
