import useSWR from 'swr';
import { doctorOrdersReplySchema, type DoctorOrderListQuery } from '@contracts/order-review';
import { useCursorPages } from '@/lib/cursor-pages';
import { getListPage } from '@/lib/swr-hooks';

export type DoctorOrdersQuery = Pick<DoctorOrderListQuery, 'page' | 'limit' | 'sort' | 'after'> & {
  search?: string;
  status?: DoctorOrderListQuery['status'];
};

export const doctorOrdersKey = (query: DoctorOrdersQuery) => ['/doctors/orders', query] as const;

/** GET /doctors/orders: one page of the doctor's patients' orders and how many match in all. */
export async function getDoctorOrders(query: DoctorOrdersQuery) {
  return getListPage('/doctors/orders', query, doctorOrdersReplySchema);
}

/**
 * One page of the doctor's orders, by cursor when paging forward one page at a time (`useCursorPages`). The server pages
 * by cursor only the lists sorted by creation date.
 */
export const useDoctorOrders = (query: Omit<DoctorOrdersQuery, 'after'>) =>
  useCursorPages('/doctors/orders', query, getDoctorOrders, query.sort.startsWith('createdAt:'));

/**
 * How many of the doctor's orders have `status`, and the first of them in `sort` order: one page of one row, whose
 * reply carries the total.
 */
export const useDoctorOrderCount = (status: NonNullable<DoctorOrdersQuery['status']>, sort: DoctorOrdersQuery['sort'] = 'createdAt:asc') =>
  useSWR(doctorOrdersKey({ page: 1, limit: 1, sort, status }), ([, sent]) => getDoctorOrders(sent));
