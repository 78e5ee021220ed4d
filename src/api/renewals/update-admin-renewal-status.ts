import { renewalReplySchema, type RenewalStatus } from '@contracts/renewals';
import { apiClient } from '@/lib/api-client';
import { useRecordMutation } from '@/lib/swr-hooks';

/** PUT /super-admin/renewals/{patientId}/renewal-status: the follow-up of the patient's treatment that renews first. */
export async function updateAdminRenewalStatus(patientId: string, status: RenewalStatus) {
  const reply = await apiClient.put(`/super-admin/renewals/${encodeURIComponent(patientId)}/renewal-status`, { status });
  return renewalReplySchema.parse(reply.data);
}

export const useUpdateAdminRenewalStatus = (patientId: string) =>
  useRecordMutation('/super-admin/renewals/:patientId/renewal-status', patientId, updateAdminRenewalStatus);
