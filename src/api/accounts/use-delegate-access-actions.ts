import { useSWRConfig } from 'swr';
import type { DelegateAccess } from '@contracts/auth';
import type { CreateDelegateAccessBody } from '@contracts/delegate-access';
import { PARTNER_API_BASE, useAccountApiBase } from './account-api-base';
import { createDelegateAccess } from './create-delegate-access';
import { ownedAccessesKey, useOwnedAccesses } from './get-owned-delegate-accesses';
import { revokeDelegateAccess } from './revoke-delegate-access';

/** Writes update the cached list at once (the new entry first, the revoked one INACTIVE or gone), then refetch it. */
export function useDelegateAccessActions() {
  const base = useAccountApiBase();
  const { mutate } = useSWRConfig();
  const update = (change: (list: DelegateAccess[]) => DelegateAccess[]) =>
    void mutate<DelegateAccess[]>(ownedAccessesKey(base), (list) => (list ? change(list) : list), { revalidate: true });
  return {
    create: async (body: CreateDelegateAccessBody) => {
      const reply = await createDelegateAccess(base, body);
      update((list) => [reply.data, ...list.filter((a) => a.id !== reply.data.id)]);
      return reply;
    },
    revoke: async (id: string) => {
      const reply = await revokeDelegateAccess(base, id);
      // Partners' revoked accesses leave the list; doctors' stay, INACTIVE (SPEC §4).
      update((list) =>
        base === PARTNER_API_BASE
          ? list.filter((a) => a.id !== id)
          : list.map((a) => (a.id === id ? { ...a, status: 'INACTIVE' as const } : a)),
      );
      return reply;
    },
  };
}

/** The signed-in owner's delegate accesses and the writes on them: what the delegate access page shows and does. */
export function useOwnedDelegateAccess() {
  const { data: accesses, error, isLoading, mutate } = useOwnedAccesses();
  const { create, revoke } = useDelegateAccessActions();
  return { accesses, error, isLoading, onRetry: () => void mutate(), create, revoke };
}
