import useSWR from 'swr';
import { salesSummaryReplySchema } from '@contracts/sales-people';
import { apiClient } from '@/lib/api-client';

export const salesSummaryKey = '/sales/summary';

/** GET /sales/summary: the sales person's partners, their paid orders and the commission on them. */
export async function getSalesSummary() {
  const reply = await apiClient.get(salesSummaryKey);
  return salesSummaryReplySchema.parse(reply.data).data;
}

export const useSalesSummary = () => useSWR(salesSummaryKey, getSalesSummary);
