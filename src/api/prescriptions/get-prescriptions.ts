import useSWR from 'swr';
import { prescriptionListReplySchema, type PrescriptionListQuery } from '@contracts/prescriptions';
import { apiClient } from '@/lib/api-client';

export type PrescriptionsQuery = Pick<PrescriptionListQuery, 'page' | 'limit'> & { search?: string; past: boolean };

export const prescriptionsKey = (query: PrescriptionsQuery) => ['/doctors/prescriptions', query] as const;

/** GET /doctors/prescriptions: one page of the doctor's current (or past) prescriptions, newest first. */
export async function getPrescriptions(query: PrescriptionsQuery) {
  const params: Record<string, string | number> = { page: query.page, limit: query.limit, past: String(query.past) };
  const search = query.search?.trim();
  if (search) params.search = search;
  const reply = await apiClient.get('/doctors/prescriptions', { params });
  return prescriptionListReplySchema.parse(reply.data).data;
}

/** Keeps the previous page on screen while the next one loads, so the table does not jump. */
export const usePrescriptions = (query: PrescriptionsQuery) =>
  useSWR(prescriptionsKey(query), ([, q]) => getPrescriptions(q), { keepPreviousData: true });
