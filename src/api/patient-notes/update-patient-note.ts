import { patientNoteReplySchema } from '@contracts/patients';
import { apiClient } from '@/lib/api-client';
import { useRecordMutation } from '@/lib/swr-hooks';

/** PUT /super-admin/patients/{id}/notes/{noteId}: 'Note updated successfully'. */
export async function updatePatientNote(patientId: string, { noteId, content }: { noteId: string; content: string }) {
  const reply = await apiClient.put(`/super-admin/patients/${encodeURIComponent(patientId)}/notes/${encodeURIComponent(noteId)}`, {
    content,
  });
  return patientNoteReplySchema.parse(reply.data);
}

export const useUpdatePatientNote = (patientId: string) =>
  useRecordMutation('/super-admin/patients/:id/notes#update', patientId, updatePatientNote);
