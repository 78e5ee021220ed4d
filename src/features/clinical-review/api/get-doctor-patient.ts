import useSWR from 'swr';
import { doctorPatientDetailReplySchema } from '@contracts/doctor';
import { apiClient } from '@/lib/api-client';
import { isNotFound } from '@/lib/api-errors';

/** GET /doctors/patients/{id}/detail: the record, the latest intake and the orders. */
export async function getDoctorPatient(id: string) {
  const reply = await apiClient.get(`/doctors/patients/${encodeURIComponent(id)}/detail`);
  return doctorPatientDetailReplySchema.parse(reply.data).data;
}

/** A 404 is an answer (not your patient), not a blip: it is not retried. */
export const useDoctorPatient = (id: string | undefined) =>
  useSWR(id ? (['/doctors/patients/:id/detail', id] as const) : null, ([, patientId]) => getDoctorPatient(patientId), {
    onErrorRetry: (error, _key, _config, revalidate, { retryCount }) => {
      if (isNotFound(error) || retryCount >= 3) return;
      setTimeout(() => void revalidate({ retryCount }), 5_000);
    },
  });
