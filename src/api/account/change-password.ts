import useSWRMutation from 'swr/mutation';
import { changePasswordReplySchema, type ChangePasswordBody } from '@contracts/account';
import { apiClient } from '@/lib/api-client';
import { accountSessionsKey } from './get-account-sessions';

/** POST /account/password: with the current password; the person's other sessions end (the list is read again). */
export async function changePassword(body: ChangePasswordBody) {
  const reply = await apiClient.post('/account/password', body);
  return changePasswordReplySchema.parse(reply.data);
}

export const useChangePassword = () =>
  useSWRMutation(accountSessionsKey, (_key: string, { arg }: { arg: ChangePasswordBody }) => changePassword(arg), {
    throwOnError: true,
    populateCache: false,
    revalidate: true,
  });
