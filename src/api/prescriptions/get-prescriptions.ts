import { prescriptionListReplySchema, type PrescriptionListQuery } from '@contracts/prescriptions';
import { getListPage, usePagedSWR } from '@/lib/swr-hooks';

export type PrescriptionsQuery = Pick<PrescriptionListQuery, 'page' | 'limit'> & { search?: string; past: boolean };

export const prescriptionsKey = (query: PrescriptionsQuery) => ['/doctors/prescriptions', query] as const;

/** GET /doctors/prescriptions: one page of the doctor's current (or past) prescriptions, newest first. */
export async function getPrescriptions(query: PrescriptionsQuery) {
  return getListPage('/doctors/prescriptions', query, prescriptionListReplySchema);
}

export const usePrescriptions = (query: PrescriptionsQuery) => usePagedSWR(prescriptionsKey(query), getPrescriptions);
