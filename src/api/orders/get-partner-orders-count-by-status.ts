import useSWR from 'swr';
import { ordersCountByStatusReplySchema } from '@contracts/orders';
import { apiClient } from '@/lib/api-client';

export const partnerOrdersCountByStatusKey = '/gym-owner/dashboard/orders/count-by-status';

/** GET /gym-owner/dashboard/orders/count-by-status: every status with its count, zero included. */
export async function getPartnerOrdersCountByStatus() {
  const reply = await apiClient.get('/gym-owner/dashboard/orders/count-by-status');
  return ordersCountByStatusReplySchema.parse(reply.data).data;
}

export const usePartnerOrdersCountByStatus = () => useSWR(partnerOrdersCountByStatusKey, getPartnerOrdersCountByStatus);
