import useSWR from 'swr';
import { treatmentPlanReplySchema } from '@contracts/treatment-plans';
import { apiClient } from '@/lib/api-client';

export const patientTreatmentPlanKey = (patientId: string) => `/doctors/patients/${encodeURIComponent(patientId)}/treatment-plan`;

/** GET /doctors/patients/{id}/treatment-plan: a patient's plan as their doctor sees it, or null. */
export async function getPatientTreatmentPlan(patientId: string) {
  return treatmentPlanReplySchema.parse((await apiClient.get(patientTreatmentPlanKey(patientId))).data).data;
}

export const usePatientTreatmentPlan = (patientId: string | undefined) =>
  useSWR(patientId ? patientTreatmentPlanKey(patientId) : null, () => getPatientTreatmentPlan(patientId!));
