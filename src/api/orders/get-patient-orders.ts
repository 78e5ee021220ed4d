import type { OrderListQuery } from '@contracts/orders';
import { patientOrdersReplySchema } from '@contracts/orders';
import { getListPage, usePagedSWR } from '@/lib/swr-hooks';

export type PatientOrdersQuery = Pick<OrderListQuery, 'page' | 'limit' | 'sort'> & { search?: string };

export const patientOrdersKey = (query: PatientOrdersQuery) => ['/patient/orders', query] as const;

/** GET /patient/orders: one page of the patient's own orders and how many there are in all. */
export async function getPatientOrders(query: PatientOrdersQuery) {
  return getListPage('/patient/orders', query, patientOrdersReplySchema);
}

export const usePatientOrders = (query: PatientOrdersQuery) => usePagedSWR(patientOrdersKey(query), getPatientOrders);
