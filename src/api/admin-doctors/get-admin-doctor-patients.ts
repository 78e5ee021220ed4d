import { doctorPatientListReplySchema, type DoctorPatientListQuery } from '@contracts/patients';
import { getListPage, usePagedSWR } from '@/lib/swr-hooks';

export type AdminDoctorPatientsQuery = Pick<DoctorPatientListQuery, 'page' | 'limit'> & { search?: string };

/** GET /super-admin/doctors/{id}/patients: the doctor's patients and their partners', as the doctor's own list. */
export const getAdminDoctorPatients = (id: string, query: AdminDoctorPatientsQuery) =>
  getListPage(`/super-admin/doctors/${encodeURIComponent(id)}/patients`, query, doctorPatientListReplySchema);

export const useAdminDoctorPatients = (id: string, query: AdminDoctorPatientsQuery) =>
  usePagedSWR([`/super-admin/doctors/${id}/patients`, query] as const, (q: AdminDoctorPatientsQuery) => getAdminDoctorPatients(id, q));
