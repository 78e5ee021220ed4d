import useSWR from 'swr';
import { doctorPatientListReplySchema, type DoctorPatientListQuery } from '@contracts/doctor';
import { apiClient } from '@/lib/api-client';

export type DoctorPatientsQuery = Pick<DoctorPatientListQuery, 'page' | 'limit' | 'sort'> & { search?: string };

/** GET /doctors/patients: one page of the patients assigned to the doctor. */
export async function getDoctorPatients(query: DoctorPatientsQuery) {
  const params: Record<string, string | number> = { page: query.page, limit: query.limit, sort: query.sort };
  const search = query.search?.trim();
  if (search) params.search = search;
  const reply = await apiClient.get('/doctors/patients', { params });
  return doctorPatientListReplySchema.parse(reply.data).data;
}

export const useDoctorPatients = (query: DoctorPatientsQuery) =>
  useSWR(['/doctors/patients', query] as const, ([, q]) => getDoctorPatients(q), { keepPreviousData: true });
