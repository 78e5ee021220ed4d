import useSWR from 'swr';
import { orderTrendsReplySchema } from '@contracts/platform-stats';
import { apiClient } from '@/lib/api-client';

export type TrendRequest = { period?: 'day' | 'week' | 'month'; startDate?: string; endDate?: string };

/** GET /super-admin/order-trends: orders, paid orders and sales per period (the last 12 months by default). */
export async function getOrderTrends(query: TrendRequest = {}) {
  const reply = await apiClient.get('/super-admin/order-trends', { params: query });
  return orderTrendsReplySchema.parse(reply.data).data;
}

export const useOrderTrends = (query: TrendRequest = {}) =>
  useSWR(['/super-admin/order-trends', query] as const, ([, sent]) => getOrderTrends(sent));
