import useSWR from 'swr';
import { accountProfileReplySchema } from '@contracts/account';
import { apiClient } from '@/lib/api-client';

export const accountProfileKey = '/account/profile';

/** GET /account/profile: the signed-in person's own account (a delegate's own, not the owner's), with a photo link. */
export async function getAccountProfile() {
  const reply = await apiClient.get(accountProfileKey);
  return accountProfileReplySchema.parse(reply.data).data;
}

/** Not revalidated on focus: a refetch must never overwrite what the user is typing. */
export const useAccountProfile = () =>
  useSWR(accountProfileKey, getAccountProfile, { revalidateOnFocus: false, shouldRetryOnError: false });
