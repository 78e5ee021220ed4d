import useSWRMutation from 'swr/mutation';
import { accountProfileReplySchema, type UpdateAccountProfileBody } from '@contracts/account';
import { apiClient } from '@/lib/api-client';
import { accountProfileKey } from './get-account-profile';

/** PUT /account/profile: name and phone, only the fields sent; the reply is the whole profile (and a message). */
export async function updateAccountProfile(body: UpdateAccountProfileBody) {
  const reply = await apiClient.put(accountProfileKey, body);
  return accountProfileReplySchema.parse(reply.data);
}

export const useUpdateAccountProfile = () =>
  useSWRMutation(`${accountProfileKey}#update`, (_key: string, { arg }: { arg: UpdateAccountProfileBody }) => updateAccountProfile(arg), {
    throwOnError: true,
  });
