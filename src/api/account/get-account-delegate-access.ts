import useSWR from 'swr';
import { accountDelegateAccessReplySchema } from '@contracts/account';
import { apiClient } from '@/lib/api-client';

export const accountDelegateAccessKey = '/account/delegate-access';

/** GET /account/delegate-access: the live accesses the person gave, and those they hold. */
export async function getAccountDelegateAccess() {
  const reply = await apiClient.get(accountDelegateAccessKey);
  return accountDelegateAccessReplySchema.parse(reply.data).data;
}

export const useAccountDelegateAccess = () => useSWR(accountDelegateAccessKey, getAccountDelegateAccess);
