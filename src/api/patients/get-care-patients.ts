import { carePatientListReplySchema, type CarePatientListQuery } from '@contracts/patient-charts';
import { getListPage, usePagedSWR } from '@/lib/swr-hooks';

export type CarePatientsQuery = Pick<CarePatientListQuery, 'page' | 'limit'> & {
  sort?: CarePatientListQuery['sort'];
  search?: string;
};

export const carePatientsKey = (query: CarePatientsQuery) => ['/care/patients', query] as const;

/** GET /care/patients: one page of every patient (the care team reads all, read-only), found by name, e-mail or phone. */
export async function getCarePatients(query: CarePatientsQuery) {
  return getListPage('/care/patients', query, carePatientListReplySchema);
}

export const useCarePatients = (query: CarePatientsQuery) => usePagedSWR(carePatientsKey(query), getCarePatients);
