import useSWR from 'swr';
import { partnerRegisteredReplySchema, type PartnerRegisteredQuery } from '@contracts/sales-people';
import { apiClient } from '@/lib/api-client';

export type PartnerRegisteredRequest = Partial<PartnerRegisteredQuery>;

export const partnerRegisteredKey = (query: PartnerRegisteredRequest) => ['/sales/partner-registered', query] as const;

/** GET /sales/partner-registered: partners brought in per day, week or month (the default) of a range. */
export async function getPartnerRegistered(query: PartnerRegisteredRequest = {}) {
  const reply = await apiClient.get('/sales/partner-registered', { params: query });
  return partnerRegisteredReplySchema.parse(reply.data).data;
}

export const usePartnerRegistered = (query: PartnerRegisteredRequest = {}) =>
  useSWR(partnerRegisteredKey(query), ([, q]) => getPartnerRegistered(q), { keepPreviousData: true });
