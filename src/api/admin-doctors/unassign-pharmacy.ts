import { messageOnlySchema } from '@contracts/common';
import { apiClient } from '@/lib/api-client';

/** DELETE /super-admin/pharmacy-assignments/{id}. */
export async function unassignPharmacy(assignmentId: string) {
  const reply = await apiClient.delete(`/super-admin/pharmacy-assignments/${encodeURIComponent(assignmentId)}`);
  return messageOnlySchema.parse(reply.data);
}
