// Read-only joins: users (the names of a note's author and last editor: accounts).
import { sql } from 'kysely';
import type { Ctx } from '#server/platform/context';
import type { Db } from '#server/platform/db/client';

/**
 * An administrator's notes on a patient (patient_notes, migration 0021). A note is edited and deleted in place and
 * never removed: a deleted note keeps its text, when and by whom (deleted_at, deleted_by), beside the audit rows.
 */

const live = (db: Db) => db.selectFrom('patient_notes as n').where('n.deleted_at', 'is', null);

const withNames = (notes: ReturnType<typeof live>) =>
  notes
    .innerJoin('users as au', 'au.id', 'n.author_user_id')
    .leftJoin('users as eu', 'eu.id', 'n.updated_by')
    .select([
      'n.id',
      'n.patient_id',
      'n.content',
      'n.author_user_id',
      'au.first_name as author_first_name',
      'au.last_name as author_last_name',
      'n.created_at',
      'n.updated_at',
      'eu.first_name as editor_first_name',
      'eu.last_name as editor_last_name',
    ]);

export type NoteRow = Awaited<ReturnType<typeof findNote>> & object;

/** A patient's live notes, newest first (patient_notes_patient_idx). */
export const listNotes = (db: Db, patientId: string) =>
  withNames(live(db)).where('n.patient_id', '=', patientId).orderBy('n.created_at', 'desc').orderBy('n.id', 'desc').execute();

export const findNote = (db: Db, patientId: string, noteId: string) =>
  withNames(live(db)).where('n.patient_id', '=', patientId).where('n.id', '=', noteId).executeTakeFirst();

export const insertNote = (db: Db, values: { patientId: string; authorId: string; content: string }) =>
  db
    .insertInto('patient_notes')
    .values({ patient_id: values.patientId, author_user_id: values.authorId, content: values.content })
    .returning('id')
    .executeTakeFirstOrThrow();

/** Edits a live note; false when it was deleted in the meantime. */
export async function updateNote(db: Db, noteId: string, content: string, by: string) {
  const result = await db
    .updateTable('patient_notes')
    .set({ content, updated_at: new Date(), updated_by: by })
    .where('id', '=', noteId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Marks a live note deleted (kept for the trail); false when it already was. */
export async function deleteNote(db: Db, noteId: string, by: string) {
  const result = await db
    .updateTable('patient_notes')
    .set({ deleted_at: new Date(), deleted_by: by })
    .where('id', '=', noteId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** A patient's live notes as events of their history: who wrote each, and its first words. */
export const noteEvents = (ctx: Ctx, patientId: string) =>
  live(ctx.db)
    .innerJoin('users as au', 'au.id', 'n.author_user_id')
    .select([
      sql<string>`'NOTE'`.as('kind'),
      sql<string>`n.id::text`.as('id'),
      'n.created_at as at',
      sql<string>`'Note by ' || au.first_name || ' ' || au.last_name`.as('title'),
      sql<string | null>`left(n.content, 200)`.as('detail'),
      sql<string | null>`null::uuid`.as('order_id'),
    ])
    .where('n.patient_id', '=', patientId);
