import { doctorPatientListReplySchema, type DoctorPatientListQuery } from '@contracts/patients';
import { useCursorPages } from '@/lib/cursor-pages';
import { getListPage } from '@/lib/swr-hooks';

/** Without a sort the server's default order applies (the patient chooser needs none). */
export type DoctorPatientsQuery = Pick<DoctorPatientListQuery, 'page' | 'limit' | 'after'> & {
  sort?: DoctorPatientListQuery['sort'];
  search?: string;
};

/** GET /doctors/patients: one page of the patients assigned to the doctor, found by name or e-mail. */
export async function getDoctorPatients(query: DoctorPatientsQuery) {
  return getListPage('/doctors/patients', query, doctorPatientListReplySchema);
}

/**
 * One page of the doctor's patients, by cursor when paging forward one page at a time (`useCursorPages`). The server
 * gives cursors for the unsearched list only.
 */
export const useDoctorPatients = (query: Omit<DoctorPatientsQuery, 'after'>) =>
  useCursorPages('/doctors/patients', query, getDoctorPatients, !query.search);
