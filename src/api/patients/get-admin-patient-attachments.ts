import useSWR from 'swr';
import { attachmentsReplySchema } from '@contracts/patients';
import { apiClient } from '@/lib/api-client';

/** GET /super-admin/patients/{id}/attachments: the patient's files, each with a signed link that works for a few minutes. */
export async function getAdminPatientAttachments(id: string) {
  const reply = await apiClient.get(`/super-admin/patients/${encodeURIComponent(id)}/attachments`);
  return attachmentsReplySchema.parse(reply.data).data.attachments;
}

export const useAdminPatientAttachments = (id: string) =>
  useSWR(['/super-admin/patients/:id/attachments', id] as const, ([, patientId]) => getAdminPatientAttachments(patientId));
