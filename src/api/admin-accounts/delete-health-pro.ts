import useSWRMutation from 'swr/mutation';
import { messageOnlySchema } from '@contracts/common';
import { apiClient } from '@/lib/api-client';

/** DELETE /super-admin/health-professionals/{id}. */
export async function deleteHealthPro(id: string) {
  const reply = await apiClient.delete(`/super-admin/health-professionals/${encodeURIComponent(id)}`);
  return messageOnlySchema.parse(reply.data);
}

export const useDeleteHealthPro = () =>
  useSWRMutation('/super-admin/health-professionals/:id/delete', (_key: string, { arg }: { arg: string }) => deleteHealthPro(arg), {
    throwOnError: true,
  });
