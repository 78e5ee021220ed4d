import { adminPatientListReplySchema, type AdminPatientListQuery } from '@contracts/patients';
import { getListPage, usePagedSWR } from '@/lib/swr-hooks';

/** Which patients: everyone, those who came through a partner (gym clients), or those who came directly (clients). */
export type AdminPatientsAudience = 'patients' | 'gym-clients' | 'clients';

export type AdminPatientsQuery = Pick<AdminPatientListQuery, 'page' | 'limit'> &
  Partial<Pick<AdminPatientListQuery, 'sort' | 'search' | 'status' | 'partnerId'>>;

export const adminPatientsKey = (audience: AdminPatientsAudience, query: AdminPatientsQuery) =>
  [`/super-admin/${audience}`, query] as const;

/** GET /super-admin/patients (or /gym-clients, /clients): one page of patients, found by name, e-mail or phone. */
export async function getAdminPatients(audience: AdminPatientsAudience, query: AdminPatientsQuery) {
  return getListPage(`/super-admin/${audience}`, query, adminPatientListReplySchema);
}

export const useAdminPatients = (audience: AdminPatientsAudience, query: AdminPatientsQuery) =>
  usePagedSWR(adminPatientsKey(audience, query), (q) => getAdminPatients(audience, q));
