import useSWRMutation from 'swr/mutation';
import { accountReplySchema, type CreateHealthProBody } from '@contracts/staff-accounts';
import { apiClient } from '@/lib/api-client';

/** POST /super-admin/health-professionals: a care team account with a first password; they are e-mailed where to sign in. */
export async function createHealthPro(body: CreateHealthProBody) {
  const reply = await apiClient.post('/super-admin/health-professionals', body);
  return accountReplySchema.parse(reply.data);
}

export const useCreateHealthPro = () =>
  useSWRMutation('/super-admin/health-professionals', (_key: string, { arg }: { arg: CreateHealthProBody }) => createHealthPro(arg), {
    throwOnError: true,
  });
