// Read-only joins: doctors and partners (whether the owner a caller names exists), the accounts module's tables.
import { sql, type ExpressionBuilder } from 'kysely';
import { policyFilter } from '#server/platform/access/policy';
import { auditedChange, inTransaction, noteLookup, noteRead, type Ctx, type DeniedAs } from '#server/platform/context';
import type { Db } from '#server/platform/db/client';
import type { WebhookOrdersTable } from '#server/platform/db/schema';
import { webhookOrdersPolicy, type Feeds } from './webhook-orders.policy';

/**
 * The webhook_orders table (migration 0003): every read and write goes through the policy, so that a doctor or a
 * partner reaches their own feed only, and each one notes or records its audit row here. A feed not made yet is
 * judged by the same policy, applied to the owner the caller names.
 */

/** A feed's owner: a doctor (doctors.id) or a partner (partners.id). */
export type FeedOwner = { doctorId: string } | { partnerId: string };

const RESOURCE = 'webhook_order';
const columns = ['w.id', 'w.source', 'w.doctor_id', 'w.partner_id', 'w.created_at', 'w.updated_at'] as const;

const policy = (ctx: Ctx) => policyFilter(webhookOrdersPolicy, ctx.actor);
const visible = (ctx: Ctx) => ctx.db.selectFrom('webhook_orders as w').where(policy(ctx));

/**
 * The owner a caller names, as a one-row table `w` with a feed's owner columns (only those: the policy reads no
 * other), so that the policy judges it as it would that owner's feed.
 */
const named = (db: Db, owner: FeedOwner) =>
  db.selectFrom(
    sql<WebhookOrdersTable>`(select ${'doctorId' in owner ? owner.doctorId : null}::uuid as doctor_id, ${
      'partnerId' in owner ? owner.partnerId : null
    }::uuid as partner_id)`.as('w'),
  );

/** Whether the owner in `w` is a doctor or a partner that exists. */
const ownerExists = (eb: ExpressionBuilder<Feeds, 'w'>) =>
  eb.or([
    eb.exists(eb.selectFrom('doctors as d').select('d.id').whereRef('d.id', '=', 'w.doctor_id')),
    eb.exists(eb.selectFrom('partners as pa').select('pa.id').whereRef('pa.id', '=', 'w.partner_id')),
  ]);

/** The caller's feed of this owner (a super admin's: anyone's), if it has one. */
export const findFeedOf = (ctx: Ctx, owner: FeedOwner) =>
  visible(ctx)
    .select(columns)
    .where((eb) => ('doctorId' in owner ? eb('w.doctor_id', '=', owner.doctorId) : eb('w.partner_id', '=', owner.partnerId)))
    .executeTakeFirst();

export type FeedRow = NonNullable<Awaited<ReturnType<typeof findFeedOf>>>;

/**
 * The feed of a doctor the caller names: DENIED (noted) when the policy does not give them that doctor's feed, UNKNOWN
 * (noted as a FAILURE) when a caller who may name any doctor names one that does not exist; else the feed, or null
 * when the doctor has none yet (noted by nothing here: the feed's orders note their own read).
 */
export async function feedOfDoctor(ctx: Ctx, doctorId: string): Promise<FeedRow | null | 'DENIED' | 'UNKNOWN'> {
  const judged = await named(ctx.db, { doctorId })
    .select((eb) => [eb.and([policy(ctx)(eb)]).as('allowed'), ownerExists(eb).as('known')])
    .executeTakeFirstOrThrow();
  const verdict = !judged.allowed ? 'DENIED' : !judged.known ? 'UNKNOWN' : null;
  if (verdict) {
    const outcome = verdict === 'DENIED' ? 'DENIED' : 'FAILURE';
    await noteRead(ctx, { action: 'READ', resourceType: RESOURCE, resourceId: doctorId, outcome });
    return verdict;
  }
  return (await findFeedOf(ctx, { doctorId })) ?? null;
}

/** One feed the caller reaches; noted as DENIED (`deniedAs`) when it is not theirs or does not exist. */
export async function findFeed(ctx: Ctx, id: string, deniedAs: DeniedAs = {}) {
  const row = await visible(ctx).select(columns).where('w.id', '=', id).executeTakeFirst();
  if (!row) await noteLookup(ctx, { action: 'READ', resourceType: RESOURCE, resourceId: id }, false, deniedAs);
  return row;
}

/**
 * A new feed of `owner` and its CREATE row: inserted from the owner named, through the policy and only when that
 * doctor or partner exists. Undefined, noted as a DENIED CREATE, when refused; a second feed of one owner throws a
 * unique violation (webhook_orders_doctor_key, _partner_key).
 */
export async function insertFeed(ctx: Ctx, owner: FeedOwner, createdBy: string) {
  const source = 'doctorId' in owner ? 'DOCTOR' : 'PARTNER';
  const created = await inTransaction(ctx, async (tx) => {
    const row = await tx.db
      .insertInto('webhook_orders')
      .columns(['source', 'doctor_id', 'partner_id', 'created_by'])
      .expression(
        named(tx.db, owner)
          .select([sql<string>`${source}`.as('source'), 'w.doctor_id', 'w.partner_id', sql<string>`${createdBy}::uuid`.as('created_by')])
          .where(policy(tx))
          .where(ownerExists),
      )
      .returning(['id', 'source', 'doctor_id', 'partner_id', 'created_at', 'updated_at'])
      .executeTakeFirst();
    if (row) await tx.audit.record(tx.db, { action: 'CREATE', resourceType: RESOURCE, resourceId: row.id, details: { source } });
    return row;
  });
  if (!created) await noteRead(ctx, { action: 'CREATE', resourceType: RESOURCE, outcome: 'DENIED', details: { source } });
  return created;
}

/** Moves one of the caller's feeds on to `updatedAt` (the policy is part of the UPDATE's WHERE), and its UPDATE row. */
export const moveFeed = (ctx: Ctx, feed: FeedRow, updatedAt: Date) =>
  auditedChange(
    ctx,
    (db) =>
      db
        .updateTable('webhook_orders as w')
        .set({ updated_at: updatedAt })
        .where('w.id', '=', feed.id)
        .where(policyFilter(webhookOrdersPolicy, ctx.actor))
        .returning(columns)
        .executeTakeFirstOrThrow(),
    (moved) => ({ action: 'UPDATE', resourceType: RESOURCE, resourceId: feed.id, details: { updatedAt: moved.updated_at.toISOString() } }),
  );
