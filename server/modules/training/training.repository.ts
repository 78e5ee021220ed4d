import { sql } from 'kysely';
import type { Role } from '#contracts/common';
import type { TrainingKind } from '#contracts/training';
import { policyFilter } from '#server/platform/access/policy';
import { auditedChange, type Ctx } from '#server/platform/context';
import { trainingPolicy } from './training.policy';

/**
 * Training and resources: items an administrator writes for staff roles, ordered within their kind. Reads go through
 * the policy and are not audited (no patient data, nothing personal); each change records its audit row here.
 */

export type TrainingValues = { title: string; summary: string; body: string; url: string | null; audience_roles: Role[] };

const visible = (ctx: Ctx) => ctx.db.selectFrom('training_items as ti').where(policyFilter(trainingPolicy, ctx.actor));

export const listItems = (ctx: Ctx, kind: TrainingKind) =>
  visible(ctx).selectAll('ti').where('ti.kind', '=', kind).orderBy('ti.position').orderBy('ti.id').execute();

export type TrainingRow = Awaited<ReturnType<typeof listItems>>[number];

/** One item the caller may change; when there is none, a DENIED row for the `action` attempted. */
export async function findItem(ctx: Ctx, id: string, action: string) {
  const row = await visible(ctx).selectAll('ti').where('ti.id', '=', id).executeTakeFirst();
  if (!row) await ctx.audit.record(ctx.db, { action, resourceType: 'training_item', resourceId: id, outcome: 'DENIED' });
  return row;
}

/** The ids of a kind's items, in order; locked, so that two reorders or additions do not interleave. */
export const lockKind = async (ctx: Ctx, kind: TrainingKind) =>
  (
    await ctx.db
      .selectFrom('training_items')
      .select(['id', 'position'])
      .where('kind', '=', kind)
      .orderBy('position')
      .orderBy('id')
      .forUpdate()
      .execute()
  ).map((row) => row.id);

const detailsOf = (row: { kind: TrainingKind; title: string; audience_roles: Role[] }) => ({
  kind: row.kind,
  title: row.title,
  audienceRoles: row.audience_roles,
});

/** A new item, and its CREATE row. */
export const insertItem = (ctx: Ctx, values: TrainingValues & { kind: TrainingKind; position: number; created_by: string }) =>
  auditedChange(
    ctx,
    (db) => db.insertInto('training_items').values(values).returningAll().executeTakeFirstOrThrow(),
    (row) => ({ action: 'CREATE', resourceType: 'training_item', resourceId: row.id, details: detailsOf(values) }),
  );

/** Changes an item the caller may change (the policy is part of the UPDATE's WHERE), and its UPDATE row. */
export const updateItem = (ctx: Ctx, id: string, values: TrainingValues & { kind: TrainingKind; position: number }) =>
  auditedChange(
    ctx,
    (db) =>
      db
        .updateTable('training_items as ti')
        .set({ ...values, updated_at: new Date() })
        .where('ti.id', '=', id)
        .where(policyFilter(trainingPolicy, ctx.actor))
        .returningAll()
        .executeTakeFirst(),
    { action: 'UPDATE', resourceType: 'training_item', resourceId: id, details: detailsOf(values) },
  );

/** Deletes an item the caller may change (the policy is part of the DELETE's WHERE), and its DELETE row. */
export const deleteItem = async (ctx: Ctx, current: TrainingRow) =>
  (
    await auditedChange(
      ctx,
      (db) =>
        db
          .deleteFrom('training_items as ti')
          .where('ti.id', '=', current.id)
          .where(policyFilter(trainingPolicy, ctx.actor))
          .executeTakeFirst(),
      { action: 'DELETE', resourceType: 'training_item', resourceId: current.id, details: { kind: current.kind, title: current.title } },
    )
  ).numDeletedRows === 1n;

/** Positions 1..n in the order of `ids`, in one statement (part of the change that asks for it). */
export async function setOrder(ctx: Ctx, ids: string[]): Promise<void> {
  await sql`UPDATE training_items AS ti SET position = o.ord, updated_at = now()
    FROM unnest(${ids}::uuid[]) WITH ORDINALITY AS o(id, ord) WHERE ti.id = o.id`.execute(ctx.db);
}

/** A kind's items put in the order of `ids`, and its REORDER row. */
export const reorderKind = (ctx: Ctx, kind: TrainingKind, ids: string[]) =>
  auditedChange(ctx, (db) => setOrder({ ...ctx, db }, ids), { action: 'REORDER', resourceType: 'training_item', details: { kind, ids } });
