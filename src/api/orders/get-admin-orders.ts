import { adminOrdersReplySchema, type AdminOrderListQuery } from '@contracts/orders';
import { getListPage, usePagedSWR } from '@/lib/swr-hooks';

export type AdminOrdersQuery = Pick<AdminOrderListQuery, 'page' | 'limit' | 'sort'> &
  Partial<Pick<AdminOrderListQuery, 'search' | 'status' | 'partnerId' | 'doctorId' | 'from' | 'to'>>;

export const adminOrdersKey = (query: AdminOrdersQuery) => ['/super-admin/orders', query] as const;

/** GET /super-admin/orders: one page of every order (data.orders), how many match (data.total) and the filters' choices. */
export async function getAdminOrders(query: AdminOrdersQuery) {
  return getListPage('/super-admin/orders', query, adminOrdersReplySchema);
}

export const useAdminOrders = (query: AdminOrdersQuery) => usePagedSWR(adminOrdersKey(query), getAdminOrders);
