import useSWR from 'swr';
import { atRiskReplySchema } from '@contracts/partners';
import { apiClient } from '@/lib/api-client';

/** GET /super-admin/partner-at-risk: partners at risk over `days` days (against the `days` before), with the reasons. */
export async function getPartnersAtRisk(days: number) {
  const reply = await apiClient.get('/super-admin/partner-at-risk', { params: { days } });
  return atRiskReplySchema.parse(reply.data).data;
}

export const usePartnersAtRisk = (days: number) =>
  useSWR(['/super-admin/partner-at-risk', days] as const, ([, d]) => getPartnersAtRisk(d), { keepPreviousData: true });
