// Read-only joins: patients (the policy is decided on the patient's row), users (who made each change: their name).
import { policyFilter } from '#server/platform/access/policy';
import type { Ctx } from '#server/platform/context';
import type { Db } from '#server/platform/db/client';
import type { TreatmentPlanEventsTable } from '#server/platform/db/schema';
import { treatmentPlansPolicy } from './treatment-plans.policy';

/** The treatment_plans and treatment_plan_events tables (migration 0035); reads go through the policy. */

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

/** The patient's open plan, with no scope (the caller has already shown they see the patient): for a lock. */
export const openPlanForUpdate = (db: Db, patientId: string) =>
  db
    .selectFrom('treatment_plans as tp')
    .select(columns)
    .where('tp.patient_id', '=', patientId)
    .where('tp.status', '<>', 'CANCELED')
    .forUpdate()
    .executeTakeFirst();

export const planEvents = (ctx: Ctx, planId: string) =>
  ctx.db
    .selectFrom('treatment_plan_events as e')
    .select(['e.id', 'e.type', 'e.from_dose', 'e.to_dose', 'e.reason', 'e.actor_role', 'e.created_at'])
    // The actor's name, a lookup per event (users_pkey): a join would let the planner walk every user.
    .select((eb) => [
      eb.selectFrom('users as u').select('u.first_name').whereRef('u.id', '=', 'e.actor_user_id').as('first_name'),
      eb.selectFrom('users as u').select('u.last_name').whereRef('u.id', '=', 'e.actor_user_id').as('last_name'),
    ])
    .where('e.plan_id', '=', planId)
    .orderBy('e.created_at', 'desc')
    .orderBy('e.id', 'desc')
    .limit(50)
    .execute();

export type EventRow = Awaited<ReturnType<typeof planEvents>>[number];

export const insertPlan = (db: Db, values: { patientId: string; medication: string; stepIndex: number; orderId: string | null }) =>
  db
    .insertInto('treatment_plans')
    .values({ patient_id: values.patientId, medication: values.medication, step_index: values.stepIndex, started_order_id: values.orderId })
    .onConflict((oc) => oc.column('patient_id').where('status', '<>', 'CANCELED').doNothing())
    .returning(['id'])
    .executeTakeFirst();

/** Moves the plan to `values`, only from the status it was read in (two racing changes cannot both apply). */
export const updatePlan = (
  db: Db,
  planId: string,
  from: { status: string; stepIndex: number },
  values: { status?: 'ACTIVE' | 'PAUSED' | 'CANCELED'; stepIndex?: number; stepStartedAt?: Date },
) =>
  db
    .updateTable('treatment_plans')
    .set({
      ...(values.status ? { status: values.status } : {}),
      ...(values.stepIndex !== undefined ? { step_index: values.stepIndex } : {}),
      ...(values.stepStartedAt ? { step_started_at: values.stepStartedAt } : {}),
      updated_at: new Date(),
    })
    .where('id', '=', planId)
    .where('status', '=', from.status as 'ACTIVE')
    .where('step_index', '=', from.stepIndex)
    .executeTakeFirst();

export const insertEvent = (db: Db, values: Omit<TreatmentPlanEventsTable, 'id' | 'created_at'> & { created_at?: Date }) =>
  db.insertInto('treatment_plan_events').values(values).returning('id').executeTakeFirstOrThrow();
