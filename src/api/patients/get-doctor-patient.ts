import useSWR from 'swr';
import { doctorPatientDetailReplySchema } from '@contracts/order-review';
import { apiClient } from '@/lib/api-client';
import { notFoundIsFinal } from '@/lib/swr';

export const doctorPatientKey = (id: string) => ['/doctors/patients/:id/detail', id] as const;

/** GET /doctors/patients/{id}/detail: one of the doctor's patients, with the latest intake and the orders. */
export async function getDoctorPatient(id: string) {
  const reply = await apiClient.get(`/doctors/patients/${encodeURIComponent(id)}/detail`);
  return doctorPatientDetailReplySchema.parse(reply.data).data;
}

/** Not revalidated on focus: a refetch must never overwrite what the doctor is typing. */
export const useDoctorPatient = (id: string | undefined) =>
  useSWR(id ? doctorPatientKey(id) : null, ([, patientId]) => getDoctorPatient(patientId), {
    ...notFoundIsFinal,
    revalidateOnFocus: false,
  });
