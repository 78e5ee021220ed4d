import type { PatientNote } from '@contracts/patients';
import { mockApi, type Answer } from './http';
import { PATIENT_ID } from './ids';

// An administrator's notes on a patient (GET/POST/PUT/DELETE /super-admin/patients/{id}/notes).

export const NOTE_ID = '44444444-4444-4444-8444-444444444401';

export function patientNote(overrides: Partial<PatientNote> = {}): PatientNote {
  return {
    id: NOTE_ID,
    patientId: PATIENT_ID,
    content: 'Prefers a call in the morning',
    authorId: '11111111-1111-4111-8111-111111111101',
    authorName: 'Avery Admin',
    createdAt: '2026-03-02T15:00:00.000Z',
    updatedAt: null,
    updatedByName: null,
    ...overrides,
  };
}

/** GET .../notes. */
export const mockPatientNotes = (answer: Answer<{ notes: PatientNote[] }> = { notes: [patientNote()] }) =>
  mockApi('get', '/super-admin/patients/:id/notes', answer);

/** POST .../notes: the new note, 'Note added successfully'. */
export const mockCreatePatientNote = (
  answer: Answer<PatientNote, { content: string }> = ({ body }) =>
    patientNote({ id: '44444444-4444-4444-8444-444444444402', content: body.content }),
) => mockApi('post', '/super-admin/patients/:id/notes', answer, { status: 201, message: 'Note added successfully' });

/** PUT .../notes/{noteId}: the note with its new text, 'Note updated successfully'. */
export const mockUpdatePatientNote = (
  answer: Answer<PatientNote, { content: string }> = ({ body }) =>
    patientNote({ content: body.content, updatedAt: '2026-03-03T09:00:00.000Z' }),
) => mockApi('put', '/super-admin/patients/:id/notes/:noteId', answer, { message: 'Note updated successfully' });

/** DELETE .../notes/{noteId}: 'Note deleted successfully'. */
export const mockDeletePatientNote = (answer: Answer<null> = null) =>
  mockApi('delete', '/super-admin/patients/:id/notes/:noteId', answer, { message: 'Note deleted successfully' });
