import useSWR from 'swr';
import { partnerDashboardSummaryReplySchema } from '@contracts/orders';
import { apiClient } from '@/lib/api-client';

export const partnerDashboardSummaryKey = '/gym-owner/dashboard/summary';

/** GET /gym-owner/dashboard/summary: the partner's orders at a glance. */
export async function getPartnerDashboardSummary() {
  const reply = await apiClient.get('/gym-owner/dashboard/summary');
  return partnerDashboardSummaryReplySchema.parse(reply.data).data;
}

export const usePartnerDashboardSummary = () => useSWR(partnerDashboardSummaryKey, getPartnerDashboardSummary);
