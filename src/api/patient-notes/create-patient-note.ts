import { patientNoteReplySchema } from '@contracts/patients';
import { apiClient } from '@/lib/api-client';
import { useRecordMutation } from '@/lib/swr-hooks';

/** POST /super-admin/patients/{id}/notes: 'Note added successfully'. */
export async function createPatientNote(patientId: string, content: string) {
  const reply = await apiClient.post(`/super-admin/patients/${encodeURIComponent(patientId)}/notes`, { content });
  return patientNoteReplySchema.parse(reply.data);
}

export const useCreatePatientNote = (patientId: string) =>
  useRecordMutation('/super-admin/patients/:id/notes#create', patientId, createPatientNote);
