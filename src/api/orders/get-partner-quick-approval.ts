import useSWR from 'swr';
import { quickApprovalReplySchema } from '@contracts/orders';
import { apiClient } from '@/lib/api-client';
import { keyFor } from '@/lib/swr-hooks';

export const partnerQuickApprovalKey = keyFor<number>('/gym-owner/dashboard/orders/quick-approval');

/** GET /gym-owner/dashboard/orders/quick-approval: the oldest `limit` orders awaiting the partner's approval, and how many wait. */
export async function getPartnerQuickApproval(limit = 5) {
  const reply = await apiClient.get('/gym-owner/dashboard/orders/quick-approval', { params: { limit } });
  return quickApprovalReplySchema.parse(reply.data).data;
}

export const usePartnerQuickApproval = (limit = 5) => useSWR(partnerQuickApprovalKey(limit), ([, count]) => getPartnerQuickApproval(count));
