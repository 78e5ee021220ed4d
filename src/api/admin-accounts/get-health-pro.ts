import useSWR from 'swr';
import { accountReplySchema } from '@contracts/staff-accounts';
import { apiClient } from '@/lib/api-client';

/** GET /super-admin/health-professionals/{id}. */
export async function getHealthPro(id: string) {
  const reply = await apiClient.get(`/super-admin/health-professionals/${encodeURIComponent(id)}`);
  return accountReplySchema.parse(reply.data).data;
}

export const useHealthPro = (id: string) =>
  useSWR(['/super-admin/health-professionals/:id', id] as const, ([, proId]) => getHealthPro(proId));
