import useSWRMutation from 'swr/mutation';
import { messageOnlySchema } from '@contracts/common';
import { apiClient } from '@/lib/api-client';

/** DELETE /super-admin/delete-admin/{id}: never oneself, never the last admin (the server says why with a 422). */
export async function deleteAdmin(id: string) {
  const reply = await apiClient.delete(`/super-admin/delete-admin/${encodeURIComponent(id)}`);
  return messageOnlySchema.parse(reply.data);
}

export const useDeleteAdmin = () =>
  useSWRMutation('/super-admin/delete-admin/:id', (_key: string, { arg }: { arg: string }) => deleteAdmin(arg), { throwOnError: true });
