import useSWR from 'swr';
import { careChartReplySchema } from '@contracts/patient-charts';
import { apiClient } from '@/lib/api-client';
import { notFoundIsFinal } from '@/lib/swr';

export const carePatientKey = (id: string) => ['/care/patients/:id', id] as const;

/** GET /care/patients/{id}: a patient's read-only chart (the intake only for a nurse). */
export async function getCarePatient(id: string) {
  const reply = await apiClient.get(`/care/patients/${encodeURIComponent(id)}`);
  return careChartReplySchema.parse(reply.data).data;
}

export const useCarePatient = (id: string | undefined) =>
  useSWR(id ? carePatientKey(id) : null, ([, patientId]) => getCarePatient(patientId), notFoundIsFinal);
