import useSWRMutation from 'swr/mutation';
import { selectDelegateAccessReplySchema } from '@contracts/auth';
import { apiClient } from '@/lib/api-client';

/** POST /auth/select-delegate-access: `null` clears the choice (act as oneself). */
export async function selectDelegateAccess(delegateAccessId: string | null) {
  const reply = await apiClient.post('/auth/select-delegate-access', { delegateAccessId });
  return selectDelegateAccessReplySchema.parse(reply.data).data;
}

export const useSelectDelegateAccess = () =>
  useSWRMutation('/auth/select-delegate-access', (_key: string, { arg }: { arg: string | null }) => selectDelegateAccess(arg));
