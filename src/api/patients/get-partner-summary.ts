import useSWR from 'swr';
import { partnerSummaryReplySchema } from '@contracts/patients';
import { apiClient } from '@/lib/api-client';

/** GET /gym-owner/summary: the partner's patients counted by status. */
export async function getPartnerSummary() {
  const reply = await apiClient.get('/gym-owner/summary');
  return partnerSummaryReplySchema.parse(reply.data).data;
}

export const usePartnerSummary = () => useSWR('/gym-owner/summary', getPartnerSummary);
