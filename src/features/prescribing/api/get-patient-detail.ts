import useSWR from 'swr';
import { doctorPatientDetailReplySchema } from '@contracts/doctor';
import { apiClient } from '@/lib/api-client';
import { notFoundIsFinal } from './retry';

export const patientDetailKey = (id: string) => ['/doctors/patients/:id/detail', id] as const;

/** GET /doctors/patients/{id}/detail: one of the doctor's patients, with the latest intake and the orders. */
export async function getPatientDetail(id: string) {
  const reply = await apiClient.get(`/doctors/patients/${encodeURIComponent(id)}/detail`);
  return doctorPatientDetailReplySchema.parse(reply.data).data;
}

/** Not revalidated on focus: a refetch must never overwrite what the doctor is typing. */
export const usePatientDetail = (id: string | undefined) =>
  useSWR(id ? patientDetailKey(id) : null, ([, patientId]) => getPatientDetail(patientId), {
    ...notFoundIsFinal,
    revalidateOnFocus: false,
  });
