// Read-only joins: users (the names of a note's author and last editor: accounts).
import { sql, type ExpressionBuilder } from 'kysely';
import { policyFilter } from '#server/platform/access/policy';
import { auditedChange, inTransaction, type Ctx } from '#server/platform/context';
import type { Database } from '#server/platform/db/schema';
import { patientsPolicy } from './patients.policy';
import { fullName } from '#server/platform/db/names';

/**
 * An administrator's notes on a patient (patient_notes, migration 0021). A note is edited and deleted in place and
 * never removed: a deleted note keeps its text, when and by whom (deleted_at, deleted_by), beside the audit rows,
 * which each change records here in its transaction.
 */

/** Whether the caller sees the patient of the note `n` (the patients policy on their row): every read and change checks it. */
const patientSeen = (ctx: Ctx) => (eb: ExpressionBuilder<Database & { n: Database['patient_notes'] }, 'n'>) =>
  eb.exists(
    eb
      .selectFrom('patients')
      .select('patients.id')
      .whereRef('patients.id', '=', 'n.patient_id')
      .where(policyFilter(patientsPolicy, ctx.actor)),
  );

/** The live notes of the patients the caller sees. */
const live = (ctx: Ctx) => ctx.db.selectFrom('patient_notes as n').where('n.deleted_at', 'is', null).where(patientSeen(ctx));

/** The notes with their author's users row (`au`). */
const withAuthor = (notes: ReturnType<typeof live>) => notes.innerJoin('users as au', 'au.id', 'n.author_user_id');

const withNames = (notes: ReturnType<typeof live>) =>
  withAuthor(notes)
    .leftJoin('users as eu', 'eu.id', 'n.updated_by')
    .select([
      'n.id',
      'n.patient_id',
      'n.content',
      'n.author_user_id',
      fullName('au').as('author_name'),
      'n.created_at',
      'n.updated_at',
      // Null while the note was never edited (the left join found no editor).
      sql<string | null>`${fullName('eu')}`.as('editor_name'),
    ]);

export type NoteRow = Awaited<ReturnType<typeof findNote>> & object;

/** A patient's live notes, newest first (patient_notes_patient_idx). */
export const listNotes = (ctx: Ctx, patientId: string) =>
  withNames(live(ctx)).where('n.patient_id', '=', patientId).orderBy('n.created_at', 'desc').orderBy('n.id', 'desc').execute();

export const findNote = (ctx: Ctx, patientId: string, noteId: string) =>
  withNames(live(ctx)).where('n.patient_id', '=', patientId).where('n.id', '=', noteId).executeTakeFirst();

/** A new note on the patient, and its CREATE row. */
export const insertNote = (ctx: Ctx, values: { patientId: string; authorId: string; content: string }) =>
  auditedChange(
    ctx,
    (db) =>
      db
        .insertInto('patient_notes')
        .values({ patient_id: values.patientId, author_user_id: values.authorId, content: values.content })
        .returning('id')
        .executeTakeFirstOrThrow(),
    ({ id }) => ({ action: 'CREATE', resourceType: 'patient_note', resourceId: id, patientId: values.patientId }),
  );

/** A change of a live note (`set`), and its row (`action`) only when it applied; false when the note was deleted meanwhile. */
const changeLiveNote = (
  ctx: Ctx,
  note: { id: string; patient_id: string },
  action: 'UPDATE' | 'DELETE',
  set: { content: string; updated_at: Date; updated_by: string } | { deleted_at: Date; deleted_by: string },
): Promise<boolean> =>
  inTransaction(ctx, async (tx) => {
    const result = await tx.db
      .updateTable('patient_notes as n')
      .set(set)
      .where('n.id', '=', note.id)
      .where('n.deleted_at', 'is', null)
      .where(patientSeen(tx))
      .executeTakeFirst();
    if (result.numUpdatedRows !== 1n) return false;
    await tx.audit.record(tx.db, { action, resourceType: 'patient_note', resourceId: note.id, patientId: note.patient_id });
    return true;
  });

/** Edits a live note, and its UPDATE row; false when it was deleted in the meantime. */
export const updateNote = (ctx: Ctx, note: { id: string; patient_id: string }, content: string, by: string) =>
  changeLiveNote(ctx, note, 'UPDATE', { content, updated_at: new Date(), updated_by: by });

/** Marks a live note deleted (kept for the trail), and its DELETE row; false when it already was. */
export const deleteNote = (ctx: Ctx, note: { id: string; patient_id: string }, by: string) =>
  changeLiveNote(ctx, note, 'DELETE', { deleted_at: new Date(), deleted_by: by });

/** A patient's live notes as events of their history: who wrote each, and its first words. */
export const noteEvents = (ctx: Ctx, patientId: string) =>
  withAuthor(live(ctx))
    .select([
      sql<string>`'NOTE'`.as('kind'),
      sql<string>`n.id::text`.as('id'),
      'n.created_at as at',
      sql<string>`'Note by ' || ${fullName('au')}`.as('title'),
      sql<string | null>`left(n.content, 200)`.as('detail'),
      sql<string | null>`null::uuid`.as('order_id'),
    ])
    .where('n.patient_id', '=', patientId);
