import { sql } from 'kysely';
import type { TrainingKind } from '#contracts/training';
import type { AnyActor } from '#server/platform/access/actor';
import { policyFilter } from '#server/platform/access/policy';
import type { Db } from '#server/platform/db/client';
import type { Role } from '#contracts/common';
import { trainingPolicy } from './training.policy';

/** Training and resources: items an administrator writes for staff roles, ordered within their kind. */

export type TrainingValues = { title: string; summary: string; body: string; url: string | null; audience_roles: Role[] };

export const listItems = (db: Db, actor: AnyActor, kind: TrainingKind) =>
  db
    .selectFrom('training_items as ti')
    .selectAll('ti')
    .where('ti.kind', '=', kind)
    .where(policyFilter(trainingPolicy, actor))
    .orderBy('ti.position')
    .orderBy('ti.id')
    .execute();

export type TrainingRow = Awaited<ReturnType<typeof listItems>>[number];

export const findItem = (db: Db, id: string) =>
  db.selectFrom('training_items as ti').selectAll('ti').where('ti.id', '=', id).executeTakeFirst();

/** The ids of a kind's items, in order; locked, so that two reorders or additions do not interleave. */
export const lockKind = async (db: Db, kind: TrainingKind) =>
  (
    await db
      .selectFrom('training_items')
      .select(['id', 'position'])
      .where('kind', '=', kind)
      .orderBy('position')
      .orderBy('id')
      .forUpdate()
      .execute()
  ).map((row) => row.id);

export const insertItem = (db: Db, values: TrainingValues & { kind: TrainingKind; position: number; created_by: string }) =>
  db.insertInto('training_items').values(values).returningAll().executeTakeFirstOrThrow();

export const updateItem = (db: Db, id: string, values: TrainingValues & { kind: TrainingKind; position: number }) =>
  db
    .updateTable('training_items')
    .set({ ...values, updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();

export async function deleteItem(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('training_items').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows === 1n;
}

/** Positions 1..n in the order of `ids`, in one statement. */
export async function setOrder(db: Db, ids: string[]): Promise<void> {
  await sql`UPDATE training_items AS ti SET position = o.ord, updated_at = now()
    FROM unnest(${ids}::uuid[]) WITH ORDINALITY AS o(id, ord) WHERE ti.id = o.id`.execute(db);
}
