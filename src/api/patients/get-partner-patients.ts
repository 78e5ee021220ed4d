import { partnerPatientListReplySchema, type PartnerPatientListQuery } from '@contracts/patients';
import { getListPage, usePagedSWR } from '@/lib/swr-hooks';

export type PartnerPatientsQuery = Pick<PartnerPatientListQuery, 'page' | 'limit'> & {
  sort?: PartnerPatientListQuery['sort'];
  search?: string;
  status?: PartnerPatientListQuery['status'];
};

export const partnerPatientsKey = (query: PartnerPatientsQuery) => ['/gym-owner/patients', query] as const;

/** GET /gym-owner/patients: one page of the partner's patients, found by name, e-mail or phone. */
export async function getPartnerPatients(query: PartnerPatientsQuery) {
  return getListPage('/gym-owner/patients', query, partnerPatientListReplySchema);
}

export const usePartnerPatients = (query: PartnerPatientsQuery) => usePagedSWR(partnerPatientsKey(query), getPartnerPatients);
