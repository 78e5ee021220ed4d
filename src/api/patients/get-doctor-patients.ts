import useSWR from 'swr';
import { doctorPatientListReplySchema, type DoctorPatientListQuery } from '@contracts/doctor';
import { apiClient } from '@/lib/api-client';

/** Without a sort the server's default order applies (the patient chooser needs none). */
export type DoctorPatientsQuery = Pick<DoctorPatientListQuery, 'page' | 'limit'> & {
  sort?: DoctorPatientListQuery['sort'];
  search?: string;
};

export const doctorPatientsKey = (query: DoctorPatientsQuery) => ['/doctors/patients', query] as const;

/** GET /doctors/patients: one page of the patients assigned to the doctor, found by name or e-mail. */
export async function getDoctorPatients(query: DoctorPatientsQuery) {
  const params: Record<string, string | number> = { page: query.page, limit: query.limit };
  if (query.sort) params.sort = query.sort;
  const search = query.search?.trim();
  if (search) params.search = search;
  const reply = await apiClient.get('/doctors/patients', { params });
  return doctorPatientListReplySchema.parse(reply.data).data;
}

/** Keeps the previous page on screen while the next one loads, so the list does not jump. */
export const useDoctorPatients = (query: DoctorPatientsQuery) =>
  useSWR(doctorPatientsKey(query), ([, q]) => getDoctorPatients(q), { keepPreviousData: true });
