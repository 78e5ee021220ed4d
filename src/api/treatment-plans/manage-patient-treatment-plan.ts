import { useSWRConfig } from 'swr';
import { checkInReplySchema, treatmentPlanReplySchema, type DoseAction } from '@contracts/treatment-plans';
import { apiClient } from '@/lib/api-client';
import { flaggedCheckInsPath } from './get-flagged-check-ins';
import { patientTreatmentPlanKey } from './get-patient-treatment-plan';

/** POST /doctors/patients/{id}/treatment-plan/dose: move up, hold or step down, with a reason. */
export async function changeDose(patientId: string, action: DoseAction, reason: string) {
  const url = `${patientTreatmentPlanKey(patientId)}/dose`;
  return treatmentPlanReplySchema.parse((await apiClient.post(url, { action, reason })).data);
}

/** POST /doctors/check-ins/{id}/review: acknowledge a flagged check-in with a note. */
export async function reviewCheckIn(checkInId: string, note: string) {
  return checkInReplySchema.parse((await apiClient.post(`/doctors/check-ins/${encodeURIComponent(checkInId)}/review`, { note })).data);
}

/** The doctor's changes to a patient's plan; the plan is fetched again after each (and, after a review, the check-ins to review). */
export function usePatientTreatmentActions(patientId: string) {
  const { mutate } = useSWRConfig();
  const refresh = () => mutate(patientTreatmentPlanKey(patientId));
  return {
    changeDose: async (action: DoseAction, reason: string) => {
      const reply = await changeDose(patientId, action, reason);
      await refresh();
      return reply;
    },
    review: async (checkInId: string, note: string) => {
      const reply = await reviewCheckIn(checkInId, note);
      await Promise.all([refresh(), mutate((key) => Array.isArray(key) && key[0] === flaggedCheckInsPath)]);
      return reply;
    },
  };
}
