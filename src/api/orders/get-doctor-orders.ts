import { doctorOrdersReplySchema, type DoctorOrderListQuery } from '@contracts/doctor';
import { getListPage, usePagedSWR } from '@/lib/swr-hooks';

export type DoctorOrdersQuery = Pick<DoctorOrderListQuery, 'page' | 'limit' | 'sort'> & {
  search?: string;
  status?: DoctorOrderListQuery['status'];
};

export const doctorOrdersKey = (query: DoctorOrdersQuery) => ['/doctors/orders', query] as const;

/** GET /doctors/orders: one page of the doctor's patients' orders and how many match in all. */
export async function getDoctorOrders(query: DoctorOrdersQuery) {
  return getListPage('/doctors/orders', query, doctorOrdersReplySchema);
}

export const useDoctorOrders = (query: DoctorOrdersQuery) => usePagedSWR(doctorOrdersKey(query), getDoctorOrders);
