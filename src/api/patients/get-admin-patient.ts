import useSWR from 'swr';
import { adminPatientReplySchema } from '@contracts/patients';
import { apiClient } from '@/lib/api-client';
import { notFoundIsFinal } from '@/lib/swr';

export const adminPatientKey = (id: string) => ['/super-admin/patients/:id', id] as const;

/** GET /super-admin/patients/{id}. */
export async function getAdminPatient(id: string) {
  const reply = await apiClient.get(`/super-admin/patients/${encodeURIComponent(id)}`);
  return adminPatientReplySchema.parse(reply.data).data;
}

export const useAdminPatient = (id: string | null | undefined) =>
  useSWR(id ? adminPatientKey(id) : null, ([, patientId]) => getAdminPatient(patientId), notFoundIsFinal);
