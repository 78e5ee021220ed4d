import useSWR from 'swr';
import type { OrderListQuery } from '@contracts/orders';
import { patientOrdersReplySchema } from '@contracts/patient';
import { apiClient } from '@/lib/api-client';

export type PatientOrdersQuery = Pick<OrderListQuery, 'page' | 'limit' | 'sort'> & { search?: string };

export const patientOrdersKey = (query: PatientOrdersQuery) => ['/patient/orders', query] as const;

/** GET /patient/orders: one page of the patient's own orders and how many there are in all. */
export async function getPatientOrders(query: PatientOrdersQuery) {
  const params: Record<string, string | number> = { page: query.page, limit: query.limit, sort: query.sort };
  const search = query.search?.trim();
  if (search) params.search = search;
  const reply = await apiClient.get('/patient/orders', { params });
  return patientOrdersReplySchema.parse(reply.data).data;
}

/** Keeps the previous page on screen while the next one loads, so the table does not jump. */
export const usePatientOrders = (query: PatientOrdersQuery) =>
  useSWR(patientOrdersKey(query), ([, q]) => getPatientOrders(q), { keepPreviousData: true });
