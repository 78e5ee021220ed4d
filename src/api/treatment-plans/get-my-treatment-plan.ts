import useSWR from 'swr';
import { treatmentPlanReplySchema } from '@contracts/treatment-plans';
import { apiClient } from '@/lib/api-client';

export const myTreatmentPlanKey = '/patient/treatment-plan';

/** GET /patient/treatment-plan: the patient's plan, or null. */
export async function getMyTreatmentPlan() {
  return treatmentPlanReplySchema.parse((await apiClient.get(myTreatmentPlanKey)).data).data;
}

export const useMyTreatmentPlan = () => useSWR(myTreatmentPlanKey, getMyTreatmentPlan);
