import { carePatientListReplySchema, type CarePatientListQuery } from '@contracts/patient-charts';
import { useCursorPages } from '@/lib/cursor-pages';
import { getListPage } from '@/lib/swr-hooks';

export type CarePatientsQuery = Pick<CarePatientListQuery, 'page' | 'limit' | 'after'> & {
  sort?: CarePatientListQuery['sort'];
  search?: string;
};

/** GET /care/patients: one page of every patient (the care team reads all, read-only), found by name, e-mail or phone. */
export async function getCarePatients(query: CarePatientsQuery) {
  return getListPage('/care/patients', query, carePatientListReplySchema);
}

/** One page of patients, by cursor when paging forward one page at a time (unsearched: `useCursorPages`). */
export const useCarePatients = (query: Omit<CarePatientsQuery, 'after'>) =>
  useCursorPages('/care/patients', query, getCarePatients, !query.search);
