import type { PatientNote } from '#contracts/patients';
import { userOf, type Ctx, type DeniedAs } from '#server/platform/context';
import { conflict, notFound } from '#server/platform/errors';
import * as notes from './patient-notes.repository';
import * as repo from './patients.repository';

/**
 * An administrator's notes on a patient (GET/POST/PUT/DELETE /super-admin/patients/{id}/notes): the patient is read
 * through the patients policy first (404 otherwise); each change is one audited transaction naming the note, and a
 * deleted note is kept (deleted_at, deleted_by) so that the trail shows what was removed, when and by whom.
 */

const noteView = (r: NonNullable<Awaited<ReturnType<typeof notes.findNote>>>): PatientNote => ({
  id: r.id,
  patientId: r.patient_id,
  content: r.content,
  authorId: r.author_user_id,
  authorName: r.author_name,
  createdAt: r.created_at.toISOString(),
  updatedAt: r.updated_at?.toISOString() ?? null,
  updatedByName: r.editor_name,
});

async function patientOf(ctx: Ctx, patientId: string, readAs: DeniedAs) {
  const row = await repo.findPatient(ctx, patientId, { readAs: { resourceType: 'patient_note', ...readAs }, deniedAs: readAs });
  if (!row) throw notFound('Patient not found');
  return row;
}

/** GET .../notes: the patient's notes, newest first, each with its author and times. */
export async function listNotes(ctx: Ctx, patientId: string) {
  const patient = await patientOf(ctx, patientId, { action: 'LIST' });
  return { notes: (await notes.listNotes(ctx, patient.id)).map(noteView) };
}

async function liveNote(ctx: Ctx, patientId: string, noteId: string) {
  const note = await notes.findNote(ctx, patientId, noteId);
  if (!note) throw notFound('Note not found');
  return note;
}

/** POST .../notes: a note by the signed-in administrator. */
export async function addNote(ctx: Ctx, patientId: string, content: string) {
  const patient = await patientOf(ctx, patientId, { action: 'CREATE' });
  const { id } = await notes.insertNote(ctx, { patientId: patient.id, authorId: userOf(ctx).actorId, content });
  return noteView(await liveNote(ctx, patient.id, id));
}

/** PUT .../notes/{noteId}: new text; the note keeps its author and records who edited it last, and when. */
export async function editNote(ctx: Ctx, patientId: string, noteId: string, content: string) {
  const patient = await patientOf(ctx, patientId, { action: 'UPDATE', resourceId: noteId });
  const note = await liveNote(ctx, patient.id, noteId);
  if (note.content !== content) {
    if (!(await notes.updateNote(ctx, note, content, userOf(ctx).actorId))) throw conflict('This note was deleted in the meantime');
  }
  return noteView(await liveNote(ctx, patient.id, note.id));
}

/** DELETE .../notes/{noteId}: the note leaves the patient's notes and history; its row and the audit rows stay. */
export async function deleteNote(ctx: Ctx, patientId: string, noteId: string) {
  const patient = await patientOf(ctx, patientId, { action: 'DELETE', resourceId: noteId });
  const note = await liveNote(ctx, patient.id, noteId);
  if (!(await notes.deleteNote(ctx, note, userOf(ctx).actorId))) throw notFound('Note not found');
}
