import { partnerOrdersReplySchema, type PartnerOrderListQuery } from '@contracts/orders';
import { getListPage, keyFor, usePagedSWR } from '@/lib/swr-hooks';

export type PartnerOrdersQuery = Pick<PartnerOrderListQuery, 'page' | 'limit' | 'sort'> & {
  search?: string;
  status?: PartnerOrderListQuery['status'];
  approvalStatus?: PartnerOrderListQuery['approvalStatus'];
};

export const partnerOrdersKey = keyFor<PartnerOrdersQuery>('/gym-owner/orders');

/** GET /gym-owner/orders: one page of the partner's patients' orders (data.orders) and how many match (data.total). */
export async function getPartnerOrders(query: PartnerOrdersQuery) {
  return getListPage('/gym-owner/orders', query, partnerOrdersReplySchema);
}

export const usePartnerOrders = (query: PartnerOrdersQuery) => usePagedSWR(partnerOrdersKey(query), getPartnerOrders);
