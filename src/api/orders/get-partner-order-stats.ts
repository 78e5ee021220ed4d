import useSWR from 'swr';
import { orderStatsReplySchema } from '@contracts/orders';
import { apiClient } from '@/lib/api-client';

export type OrderStatsRange = { startDate?: string; endDate?: string };

export const partnerOrderStatsKey = (range: OrderStatsRange) => ['/gym-owner/medication-products/orders/stats', range] as const;

/** GET /gym-owner/medication-products/orders/stats: orders, patients and sales per product within the range (days, inclusive). */
export async function getPartnerOrderStats(range: OrderStatsRange = {}) {
  const params = Object.fromEntries(Object.entries(range).filter(([, day]) => Boolean(day)));
  const reply = await apiClient.get('/gym-owner/medication-products/orders/stats', { params });
  return orderStatsReplySchema.parse(reply.data).data;
}

export const usePartnerOrderStats = (range: OrderStatsRange = {}) =>
  useSWR(partnerOrderStatsKey(range), ([, sent]) => getPartnerOrderStats(sent));
