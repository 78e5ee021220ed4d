import { useSWRConfig } from 'swr';
import { checkInReplySchema, treatmentPlanReplySchema, type CheckInBody } from '@contracts/treatment-plans';
import { apiClient } from '@/lib/api-client';
import { myCheckInsKey } from './get-my-check-ins';
import { myTreatmentPlanKey } from './get-my-treatment-plan';

export type PlanChange = 'pause' | 'resume' | 'cancel';

/** POST /patient/treatment-plan/{pause|resume|cancel} with the patient's reason. */
export async function changeMyPlan(change: PlanChange, reason: string) {
  return treatmentPlanReplySchema.parse((await apiClient.post(`/patient/treatment-plan/${change}`, { reason })).data);
}

/** POST /patient/check-ins. */
export async function submitCheckIn(body: CheckInBody) {
  return checkInReplySchema.parse((await apiClient.post('/patient/check-ins', body)).data);
}

/** The plan and the check-ins are fetched again after every change (the weight also lands in the activities). */
export function useMyTreatmentActions() {
  const { mutate } = useSWRConfig();
  const refresh = () =>
    mutate((key) => {
      const path = Array.isArray(key) ? key[0] : key;
      return path === myTreatmentPlanKey || path === myCheckInsKey || (typeof path === 'string' && path.startsWith('/activities'));
    });
  return {
    change: async (change: PlanChange, reason: string) => {
      const reply = await changeMyPlan(change, reason);
      await refresh();
      return reply;
    },
    checkIn: async (body: CheckInBody) => {
      const reply = await submitCheckIn(body);
      await refresh();
      return reply;
    },
  };
}
