import { careTaskReplySchema, type ReopenCareTaskBody } from '@contracts/care-tasks';
import { apiClient } from '@/lib/api-client';

/** POST /care/tasks/{id}/reopen: a done task back to open, with the reason (required). */
export async function reopenCareTask(id: string, body: ReopenCareTaskBody) {
  return careTaskReplySchema.parse((await apiClient.post(`/care/tasks/${encodeURIComponent(id)}/reopen`, body)).data);
}
