import useSWRMutation from 'swr/mutation';
import { accountReplySchema, type CreateAdminBody } from '@contracts/staff-accounts';
import { apiClient } from '@/lib/api-client';

/** POST /super-admin/create-admin: a new admin with a first password; they are e-mailed where to sign in. */
export async function createAdmin(body: CreateAdminBody) {
  const reply = await apiClient.post('/super-admin/create-admin', body);
  return accountReplySchema.parse(reply.data);
}

export const useCreateAdmin = () =>
  useSWRMutation('/super-admin/create-admin', (_key: string, { arg }: { arg: CreateAdminBody }) => createAdmin(arg), {
    throwOnError: true,
  });
