import { doctorPatientListReplySchema, type DoctorPatientListQuery } from '@contracts/patients';
import { getListPage, usePagedSWR } from '@/lib/swr-hooks';

/** Without a sort the server's default order applies (the patient chooser needs none). */
export type DoctorPatientsQuery = Pick<DoctorPatientListQuery, 'page' | 'limit'> & {
  sort?: DoctorPatientListQuery['sort'];
  search?: string;
};

export const doctorPatientsKey = (query: DoctorPatientsQuery) => ['/doctors/patients', query] as const;

/** GET /doctors/patients: one page of the patients assigned to the doctor, found by name or e-mail. */
export async function getDoctorPatients(query: DoctorPatientsQuery) {
  return getListPage('/doctors/patients', query, doctorPatientListReplySchema);
}

export const useDoctorPatients = (query: DoctorPatientsQuery) => usePagedSWR(doctorPatientsKey(query), getDoctorPatients);
