import useSWR from 'swr';
import { doctorOrdersReplySchema, type DoctorOrderListQuery } from '@contracts/doctor';
import { apiClient } from '@/lib/api-client';

export type DoctorOrdersQuery = Pick<DoctorOrderListQuery, 'page' | 'limit' | 'sort'> & {
  search?: string;
  status?: DoctorOrderListQuery['status'];
};

export const doctorOrdersKey = (query: DoctorOrdersQuery) => ['/doctors/orders', query] as const;

/** GET /doctors/orders: one page of the doctor's patients' orders and how many match in all. */
export async function getDoctorOrders(query: DoctorOrdersQuery) {
  const params: Record<string, string | number> = { page: query.page, limit: query.limit, sort: query.sort };
  const search = query.search?.trim();
  if (search) params.search = search;
  if (query.status) params.status = query.status;
  const reply = await apiClient.get('/doctors/orders', { params });
  return doctorOrdersReplySchema.parse(reply.data).data;
}

/** Keeps the previous page on screen while the next one loads, so the table does not jump. */
export const useDoctorOrders = (query: DoctorOrdersQuery) =>
  useSWR(doctorOrdersKey(query), ([, q]) => getDoctorOrders(q), { keepPreviousData: true });
