// Read-only joins: patients (the policy is decided on the patient's row), users (who reviewed a check-in: their name;
// whose check-in it is: the patient's name), orders (whether an approved renewal waits on a flagged check-in).
import { sql, type Insertable } from 'kysely';
import { policyFilter } from '#server/platform/access/policy';
import { auditedChange, inTransaction, noteListRead, noteRead, userOf, type Ctx } from '#server/platform/context';
import { listPage, type ListOptions } from '#server/platform/db/list';
import type { CheckInsTable } from '#server/platform/db/schema';
import { treatmentPlansPolicy } from './treatment-plans.policy';

/**
 * The check_ins table (migration 0035): a patient's refill check-ins. Reads and a doctor's review go through the
 * policy; each change records its audit row here, in its transaction, and each read its row (a list, a refused lookup).
 */

/** How long an answered check-in stands for the next refill. */
export const CHECK_IN_VALID_DAYS = 30;

const visible = (ctx: Ctx) =>
  ctx.db
    .selectFrom('check_ins as c')
    .innerJoin('patients as p', 'p.id', 'c.patient_id')
    .leftJoin('users as u', 'u.id', 'c.reviewed_by')
    .where(policyFilter(treatmentPlansPolicy, ctx.actor));

const columns = [
  'c.id',
  'c.plan_id',
  'c.patient_id',
  'c.order_id',
  'c.weight',
  'c.severity',
  'c.side_effects',
  'c.other_side_effect',
  'c.missed_doses',
  'c.notes',
  'c.flagged',
  'c.reviewed_at',
  'c.review_note',
  'c.created_at',
  'u.first_name as reviewer_first_name',
  'u.last_name as reviewer_last_name',
] as const;

/** A patient's check-ins, newest first (check_ins_patient_idx), at most `limit`. */
export const checkInsOfPatient = (ctx: Ctx, patientId: string, limit = 24) =>
  visible(ctx)
    .select(columns)
    .where('c.patient_id', '=', patientId)
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(limit)
    .execute();

export type CheckInRow = Awaited<ReturnType<typeof checkInsOfPatient>>[number];

/** Notes the read of the patient's own check-ins (one LIST row, how many were shown). */
export const noteOwnCheckInsRead = (ctx: Ctx, patientId: string, count: number) => noteListRead(ctx, 'check_in', { count }, { patientId });

/** A check-in the caller sees; when it is hidden (or does not exist), a DENIED row for `deniedAs`, when given. */
export async function findCheckIn(ctx: Ctx, id: string, deniedAs?: string) {
  const row = await visible(ctx).select(columns).where('c.id', '=', id).executeTakeFirst();
  if (!row && deniedAs)
    await noteRead(ctx, { action: deniedAs, resourceType: 'check_in', resourceId: id, patientId: null, outcome: 'DENIED' });
  return row;
}

/**
 * The check-in that stands for a renewal order's refill: one already used by it, else the patient's newest unused one
 * answered within `CHECK_IN_VALID_DAYS` (no scope: the send already read the order as the caller).
 */
export const checkInForRefill = (ctx: Ctx, patientId: string, orderId: string) =>
  ctx.db
    .selectFrom('check_ins as c')
    .select(['c.id', 'c.flagged', 'c.reviewed_at', 'c.order_id'])
    .where('c.patient_id', '=', patientId)
    .where((eb) =>
      eb.or([
        eb('c.order_id', '=', orderId),
        eb.and([eb('c.order_id', 'is', null), eb('c.created_at', '>=', sql<Date>`now() - make_interval(days => ${CHECK_IN_VALID_DAYS})`)]),
      ]),
    )
    .orderBy(sql`c.order_id IS NULL`)
    .orderBy('c.created_at', 'desc')
    .limit(1)
    .executeTakeFirst();

/** The patient's answer to a check-in, and its CREATE row. */
export const insertCheckIn = (
  ctx: Ctx,
  values: Omit<Insertable<CheckInsTable>, 'id' | 'created_at' | 'order_id' | 'reviewed_at' | 'reviewed_by' | 'review_note'>,
) =>
  auditedChange(
    ctx,
    (db) => db.insertInto('check_ins').values(values).returning('id').executeTakeFirstOrThrow(),
    ({ id }) => ({
      action: 'CREATE',
      resourceType: 'check_in',
      resourceId: id,
      patientId: values.patient_id,
      details: { planId: values.plan_id, flagged: values.flagged, severity: values.severity },
    }),
  );

/**
 * A doctor's review of a flagged check-in the caller sees (the policy is part of the UPDATE's WHERE), once, and its
 * REVIEW row. False when there was nothing left to review: nothing is written.
 */
export const markReviewed = (ctx: Ctx, row: CheckInRow, note: string) =>
  inTransaction(ctx, async (tx) => {
    const marked = await tx.db
      .updateTable('check_ins as c')
      .set({ reviewed_at: new Date(), reviewed_by: userOf(tx).actorId, review_note: note })
      .where('c.id', '=', row.id)
      .where('c.flagged', '=', true)
      .where('c.reviewed_at', 'is', null)
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('patients as p')
            .select(sql<number>`1`.as('one'))
            .whereRef('p.id', '=', 'c.patient_id')
            .where(policyFilter(treatmentPlansPolicy, tx.actor)),
        ),
      )
      .executeTakeFirst();
    if (marked.numUpdatedRows !== 1n) return false;
    await tx.audit.record(tx.db, { action: 'REVIEW', resourceType: 'check_in', resourceId: row.id, patientId: row.patient_id });
    return true;
  });

/** A review refused (nothing to review), recorded as a FAILURE row. */
export const recordRefusedReview = (ctx: Ctx, row: CheckInRow, message: string) =>
  ctx.audit.record(ctx.db, {
    action: 'REVIEW',
    resourceType: 'check_in',
    resourceId: row.id,
    patientId: row.patient_id,
    outcome: 'FAILURE',
    details: { message },
  });

/**
 * The refill went out with this check-in: it is used (by this order only). No row of its own: part of the send, whose
 * row records it, in the send's transaction (no scope: the send already read the order as the caller).
 */
export const useForOrder = (ctx: Ctx, id: string, orderId: string) =>
  ctx.db.updateTable('check_ins').set({ order_id: orderId }).where('id', '=', id).where('order_id', 'is', null).executeTakeFirst();

/**
 * The flagged check-ins no doctor has reviewed yet, of the patients the caller sees, in `paging` order (created_at, id:
 * check_ins_flagged_idx, migration 0041, holds only these rows). `refill_held`: an approved renewal of the patient
 * waits on it, as `checkInForRefill` would pick it (unused, answered within `CHECK_IN_VALID_DAYS`, none newer unused).
 */
export async function flaggedCheckIns(ctx: Ctx, paging: ListOptions, status: string) {
  const page = await listPage(
    ctx.db,
    ctx.db
      .selectFrom('check_ins as c')
      .innerJoin('patients as p', 'p.id', 'c.patient_id')
      .where(policyFilter(treatmentPlansPolicy, ctx.actor))
      .where(sql<boolean>`c.flagged`)
      .where('c.reviewed_at', 'is', null),
    (q) =>
      q
        .innerJoin('users as pu', 'pu.id', 'p.user_id')
        .select([
          'c.id',
          'c.patient_id',
          'c.created_at',
          'c.severity',
          'c.side_effects',
          'c.other_side_effect',
          'c.missed_doses',
          'pu.first_name as patient_first_name',
          'pu.last_name as patient_last_name',
        ])
        .select((eb) =>
          eb
            .and([
              eb('c.order_id', 'is', null),
              eb('c.created_at', '>=', sql<Date>`now() - make_interval(days => ${CHECK_IN_VALID_DAYS})`),
              eb.exists(
                eb
                  .selectFrom('orders as o')
                  .select(sql<number>`1`.as('one'))
                  .whereRef('o.patient_id', '=', 'c.patient_id')
                  .where('o.kind', '=', 'RENEWAL')
                  .where('o.status', '=', 'APPROVED'),
              ),
              eb.not(
                eb.exists(
                  eb
                    .selectFrom('check_ins as n')
                    .select(sql<number>`1`.as('one'))
                    .whereRef('n.patient_id', '=', 'c.patient_id')
                    .where('n.order_id', 'is', null)
                    .whereRef('n.created_at', '>', 'c.created_at'),
                ),
              ),
            ])
            .as('refill_held'),
        ),
    paging,
  );
  await noteListRead(ctx, 'check_in', { page: paging.page, count: page.rows.length }, { details: { status } });
  return page;
}

export type FlaggedCheckInRow = Awaited<ReturnType<typeof flaggedCheckIns>>['rows'][number];
