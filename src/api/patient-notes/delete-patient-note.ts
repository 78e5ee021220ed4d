import { messageOnlySchema } from '@contracts/common';
import { apiClient } from '@/lib/api-client';
import { useRecordMutation } from '@/lib/swr-hooks';

/** DELETE /super-admin/patients/{id}/notes/{noteId}: 'Note deleted successfully'. */
export async function deletePatientNote(patientId: string, noteId: string) {
  const reply = await apiClient.delete(`/super-admin/patients/${encodeURIComponent(patientId)}/notes/${encodeURIComponent(noteId)}`);
  return messageOnlySchema.parse(reply.data);
}

export const useDeletePatientNote = (patientId: string) =>
  useRecordMutation('/super-admin/patients/:id/notes#delete', patientId, deletePatientNote);
