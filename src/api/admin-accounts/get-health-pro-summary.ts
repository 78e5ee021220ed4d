import useSWR from 'swr';
import { healthProSummaryReplySchema } from '@contracts/staff-accounts';
import { apiClient } from '@/lib/api-client';

/** GET /super-admin/health-professionals/summary. */
export async function getHealthProSummary() {
  const reply = await apiClient.get('/super-admin/health-professionals/summary');
  return healthProSummaryReplySchema.parse(reply.data).data;
}

export const useHealthProSummary = () => useSWR('/super-admin/health-professionals/summary', getHealthProSummary);
