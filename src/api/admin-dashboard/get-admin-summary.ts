import useSWR from 'swr';
import { adminSummaryReplySchema } from '@contracts/platform-stats';
import { apiClient } from '@/lib/api-client';

/** GET /super-admin/summary: orders, patients and accounts at a glance. */
export async function getAdminSummary() {
  const reply = await apiClient.get('/super-admin/summary');
  return adminSummaryReplySchema.parse(reply.data).data;
}

export const useAdminSummary = () => useSWR('/super-admin/summary', getAdminSummary);
