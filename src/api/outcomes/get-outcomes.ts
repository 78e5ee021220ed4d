import useSWR, { useSWRConfig } from 'swr';
import {
  adminOutcomesReplySchema,
  attentionReplySchema,
  doctorPatientOutcomeReplySchema,
  partnerOutcomesReplySchema,
  patientOutcomeReplySchema,
  type OutcomeReviewBody,
} from '@contracts/outcomes';
import { apiClient } from '@/lib/api-client';

export const myOutcomeKey = '/patient/outcomes';
export const patientOutcomeKey = (patientId: string) => `/doctors/patients/${encodeURIComponent(patientId)}/outcomes`;
export const outcomeAttentionKey = '/doctors/outcomes/attention';
export const partnerOutcomesKey = '/gym-owner/outcomes';
export const adminOutcomesKey = (by: 'all' | 'partner' | 'doctor') => `/super-admin/outcomes?by=${by}`;

/** GET /patient/outcomes: the patient's weight since the start of treatment against the expected range (null: no plan). */
export const useMyOutcome = () =>
  useSWR(myOutcomeKey, async (url: string) => patientOutcomeReplySchema.parse((await apiClient.get(url)).data).data);

/** GET /doctors/patients/{id}/outcomes: the same for a doctor, with check-ins and past decisions. */
export const usePatientOutcome = (patientId: string) =>
  useSWR(patientOutcomeKey(patientId), async (url: string) => doctorPatientOutcomeReplySchema.parse((await apiClient.get(url)).data).data);

/** GET /doctors/outcomes/attention: the doctor's three lists. */
export const useOutcomeAttention = () =>
  useSWR(outcomeAttentionKey, async (url: string) => attentionReplySchema.parse((await apiClient.get(url)).data).data);

/** GET /gym-owner/outcomes: the partner's aggregates. */
export const usePartnerOutcomes = () =>
  useSWR(partnerOutcomesKey, async (url: string) => partnerOutcomesReplySchema.parse((await apiClient.get(url)).data).data);

/** GET /super-admin/outcomes?by=: the administrator's aggregates. */
export const useAdminOutcomes = (by: 'all' | 'partner' | 'doctor') =>
  useSWR(adminOutcomesKey(by), async (url: string) => adminOutcomesReplySchema.parse((await apiClient.get(url)).data).data);

/** POST /doctors/patients/{id}/outcomes/review: the doctor's decision; the patient's outcome and the lists are fetched again. */
export function useOutcomeReview(patientId: string) {
  const { mutate } = useSWRConfig();
  return async (body: OutcomeReviewBody) => {
    const reply = doctorPatientOutcomeReplySchema.parse((await apiClient.post(`${patientOutcomeKey(patientId)}/review`, body)).data);
    await Promise.all([mutate(patientOutcomeKey(patientId)), mutate(outcomeAttentionKey)]);
    return reply;
  };
}
