// Read-only joins: patients (the policy is decided on the patient's row), users (who made each change: their name).
import { sql, type ExpressionBuilder } from 'kysely';
import { policyFilter } from '#server/platform/access/policy';
import type { AuditEntry } from '#server/platform/audit/audit';
import { auditedChange, inTransaction, noteRead, userOf, type Ctx } from '#server/platform/context';
import type { Database, TreatmentPlanEventsTable } from '#server/platform/db/schema';
import { treatmentPlansPolicy } from './treatment-plans.policy';

/**
 * The treatment_plans and treatment_plan_events tables (migration 0035): reads and changes go through the policy, and
 * each change records its audit row here, in its transaction (a plan's start is named by the prescription's row).
 */

const columns = [
  'tp.id',
  'tp.patient_id',
  'tp.medication',
  'tp.step_index',
  'tp.status',
  'tp.started_order_id',
  'tp.step_started_at',
  'tp.created_at',
  'tp.updated_at',
] as const;

/** Whether the caller sees the patient of the plan `tp` (the policy on their row, a lookup by patients_pkey). */
const patientVisible = (ctx: Ctx) => (eb: ExpressionBuilder<Database & { tp: Database['treatment_plans'] }, 'tp'>) =>
  eb.exists(
    eb
      .selectFrom('patients as p')
      .select(sql<number>`1`.as('one'))
      .whereRef('p.id', '=', 'tp.patient_id')
      .where(policyFilter(treatmentPlansPolicy, ctx.actor)),
  );

/** The patient's open plan (ACTIVE or PAUSED), else their newest: null when the caller does not see the patient. */
export const currentPlan = (ctx: Ctx, patientId: string) =>
  ctx.db
    .selectFrom('treatment_plans as tp')
    .innerJoin('patients as p', 'p.id', 'tp.patient_id')
    .where(policyFilter(treatmentPlansPolicy, ctx.actor))
    .where('tp.patient_id', '=', patientId)
    .select(columns)
    .orderBy((eb) => eb.case().when('tp.status', '=', 'CANCELED').then(1).else(0).end())
    .orderBy('tp.created_at', 'desc')
    .limit(1)
    .executeTakeFirst();

export type PlanRow = NonNullable<Awaited<ReturnType<typeof currentPlan>>>;

/**
 * The plan's latest 50 events. It takes the plan's row, which only `currentPlan` gives (read through the policy): the
 * caller cannot name a plan it does not see.
 */
export const planEvents = (ctx: Ctx, plan: PlanRow) =>
  ctx.db
    .selectFrom('treatment_plan_events as e')
    .select(['e.id', 'e.type', 'e.decision', 'e.from_dose', 'e.to_dose', 'e.reason', 'e.actor_role', 'e.created_at'])
    // The actor's name, a lookup per event (users_pkey): a join would let the planner walk every user.
    .select((eb) => [
      eb.selectFrom('users as u').select('u.first_name').whereRef('u.id', '=', 'e.actor_user_id').as('first_name'),
      eb.selectFrom('users as u').select('u.last_name').whereRef('u.id', '=', 'e.actor_user_id').as('last_name'),
    ])
    .where('e.plan_id', '=', plan.id)
    .orderBy('e.created_at', 'desc')
    .orderBy('e.id', 'desc')
    .limit(50)
    .execute();

export type EventRow = Awaited<ReturnType<typeof planEvents>>[number];

/** Notes the read of a patient's plan as shown (its history and check-ins with it); `planId` null when they have none. */
export const notePlanRead = (ctx: Ctx, patientId: string, planId: string | null) =>
  noteRead(ctx, { action: 'READ', resourceType: 'treatment_plan', resourceId: planId, patientId });

type NewEvent = Pick<TreatmentPlanEventsTable, 'type' | 'from_dose' | 'to_dose' | 'reason'> & {
  decision?: 'CONTINUE' | 'CHANGE_DOSE' | 'STOP' | 'VISIT';
};

/** One event of the plan's history, made by the acting user. */
const insertEvent = (ctx: Ctx, planId: string, event: NewEvent) => {
  const actor = userOf(ctx);
  return ctx.db
    .insertInto('treatment_plan_events')
    .values({ plan_id: planId, ...event, actor_user_id: actor.actorId, actor_role: actor.role })
    .returning('id')
    .executeTakeFirstOrThrow();
};

type NewPlan = { patientId: string; medication: string; stepIndex: number; orderId: string; dose: string };

/**
 * A new plan and its STARTED event, unless the patient already has an open one (null then). No row of its own: it is
 * part of the prescription that starts it, whose CREATE row names it, in the prescription's transaction.
 */
export const startPlan = (ctx: Ctx, { patientId, medication, stepIndex, orderId, dose }: NewPlan): Promise<string | null> =>
  inTransaction(ctx, async (tx) => {
    const created = await tx.db
      .insertInto('treatment_plans')
      .values({ patient_id: patientId, medication, step_index: stepIndex, started_order_id: orderId })
      .onConflict((oc) => oc.column('patient_id').where('status', '<>', 'CANCELED').doNothing())
      .returning(['id'])
      .executeTakeFirst();
    if (!created) return null;
    await insertEvent(tx, created.id, { type: 'STARTED', from_dose: null, to_dose: dose, reason: null });
    return created.id;
  });

/**
 * Moves a plan the caller sees (the policy is part of the UPDATE's WHERE) to `values`, only from the status and step
 * it was read in, so that two racing changes cannot both apply; then its event and its audit row (`entry`, on the
 * plan), in one transaction. False when the plan changed in the meantime: nothing is written.
 */
export const changePlan = (
  ctx: Ctx,
  plan: PlanRow,
  values: { status?: 'ACTIVE' | 'PAUSED' | 'CANCELED'; stepIndex?: number; stepStartedAt?: Date },
  event: NewEvent,
  entry: Pick<AuditEntry, 'action' | 'details'>,
) =>
  inTransaction(ctx, async (tx) => {
    const moved = await tx.db
      .updateTable('treatment_plans as tp')
      .set({
        ...(values.status ? { status: values.status } : {}),
        ...(values.stepIndex !== undefined ? { step_index: values.stepIndex } : {}),
        ...(values.stepStartedAt ? { step_started_at: values.stepStartedAt } : {}),
        updated_at: new Date(),
      })
      .where('tp.id', '=', plan.id)
      .where('tp.status', '=', plan.status)
      .where('tp.step_index', '=', plan.step_index)
      .where(patientVisible(tx))
      .executeTakeFirst();
    if (moved.numUpdatedRows !== 1n) return false;
    await auditedChange(tx, (db) => insertEvent({ ...tx, db }, plan.id, event), {
      ...entry,
      resourceType: 'treatment_plan',
      resourceId: plan.id,
      patientId: plan.patient_id,
    });
    return true;
  });

/** A change of the patient's plan refused (none to change, or not in a state to), recorded as a FAILURE row. */
export const recordRefusedChange = (ctx: Ctx, action: string, patientId: string, planId: string | null, details: Record<string, unknown>) =>
  ctx.audit.record(ctx.db, { action, resourceType: 'treatment_plan', resourceId: planId, patientId, outcome: 'FAILURE', details });

/**
 * A doctor's decision on the patient's response (README "Outcomes"): an OUTCOME_REVIEWED event on a plan the caller
 * sees (the policy in the INSERT's SELECT), and its OUTCOME_REVIEW row, in one transaction. False: the plan is not seen.
 */
export const recordOutcomeReview = (
  ctx: Ctx,
  plan: PlanRow,
  review: { decision: NonNullable<NewEvent['decision']>; note: string | null; dose: string },
) =>
  inTransaction(ctx, async (tx) => {
    const seen = await tx.db
      .selectFrom('treatment_plans as tp')
      .select('tp.id')
      .where('tp.id', '=', plan.id)
      .where(patientVisible(tx))
      .executeTakeFirst();
    if (!seen) return false;
    await auditedChange(
      tx,
      (db) =>
        insertEvent({ ...tx, db }, plan.id, {
          type: 'OUTCOME_REVIEWED',
          decision: review.decision,
          from_dose: review.dose,
          to_dose: review.dose,
          reason: review.note,
        }),
      {
        action: 'OUTCOME_REVIEW',
        resourceType: 'treatment_plan',
        resourceId: plan.id,
        patientId: plan.patient_id,
        details: { decision: review.decision },
      },
    );
    return true;
  });
