import { externalPatientListReplySchema, type ExternalPatientListQuery } from '@contracts/patients';
import { getListPage, usePagedSWR } from '@/lib/swr-hooks';

export type ExternalPatientsQuery = Pick<ExternalPatientListQuery, 'page' | 'limit'> & {
  sort?: ExternalPatientListQuery['sort'];
  search?: string;
};

export const externalPatientsKey = (query: ExternalPatientsQuery) => ['/gym-owner/external-patients', query] as const;

/** GET /gym-owner/external-patients: the partner's patients in another telehealth service, listed apart from ours. */
export async function getExternalPatients(query: ExternalPatientsQuery) {
  return getListPage('/gym-owner/external-patients', query, externalPatientListReplySchema);
}

export const useExternalPatients = (query: ExternalPatientsQuery) => usePagedSWR(externalPatientsKey(query), getExternalPatients);
