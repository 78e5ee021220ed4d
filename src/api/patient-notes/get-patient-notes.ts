import useSWR from 'swr';
import { patientNotesReplySchema } from '@contracts/patients';
import { apiClient } from '@/lib/api-client';

export const patientNotesKey = (patientId: string) => ['/super-admin/patients/:id/notes', patientId] as const;

/** GET /super-admin/patients/{id}/notes: the patient's notes, newest first, each with its author and time. */
export async function getPatientNotes(patientId: string) {
  const reply = await apiClient.get(`/super-admin/patients/${encodeURIComponent(patientId)}/notes`);
  return patientNotesReplySchema.parse(reply.data).data.notes;
}

export const usePatientNotes = (patientId: string) => useSWR(patientNotesKey(patientId), ([, id]) => getPatientNotes(id));
