import { adminPatientListReplySchema, type AdminPatientListQuery } from '@contracts/patients';
import { useCursorPages } from '@/lib/cursor-pages';
import { getListPage } from '@/lib/swr-hooks';

/** Which patients: everyone, those who came through a partner (gym clients), or those who came directly (clients). */
export type AdminPatientsAudience = 'patients' | 'gym-clients' | 'clients';

export type AdminPatientsQuery = Pick<AdminPatientListQuery, 'page' | 'limit' | 'after'> &
  Partial<Pick<AdminPatientListQuery, 'sort' | 'search' | 'status' | 'partnerId'>>;

/** GET /super-admin/patients (or /gym-clients, /clients): one page of patients, found by name, e-mail or phone. */
export async function getAdminPatients(audience: AdminPatientsAudience, query: AdminPatientsQuery) {
  return getListPage(`/super-admin/${audience}`, query, adminPatientListReplySchema);
}

/** One page of patients, by cursor when paging forward one page at a time (unsearched: `useCursorPages`). */
export const useAdminPatients = (audience: AdminPatientsAudience, query: Omit<AdminPatientsQuery, 'after'>) =>
  useCursorPages(`/super-admin/${audience}`, query, (q: AdminPatientsQuery) => getAdminPatients(audience, q), !query.search);
