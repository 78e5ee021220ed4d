import { titratedMedication, titrationSchedule } from '#contracts/doses';
import type { DoseAction, PlanStatus, TreatmentPlan } from '#contracts/treatment-plans';
import { userOf, type Ctx } from '#server/platform/context';
import { AppError, conflict, notFound, unprocessable } from '#server/platform/errors';
import { openRenewalOfPatient } from '#server/modules/orders/order-lifecycle.service';
import { getPatient } from '#server/modules/patients/patients.service';
import * as checkIns from './check-ins.repository';
import * as repo from './treatment-plans.repository';
import { doseOf, planView } from './treatment-plans.views';

/**
 * A patient's dose-titration plan (README "Treatment plans and refill check-ins"): started with their first
 * prescription, moved a step at a time by their doctor (with a reason), paused, resumed or canceled by the patient.
 * Every read and change is audited as patient data; a refill waits for the plan to be active and its check-in answered.
 */

/** A check-in is due this many days after the last one (or the plan's start): a week before the monthly refill. */
export const CHECK_IN_DUE_AFTER_DAYS = 21;
const DAY_MS = 86_400_000;

export function ownPatientId(ctx: Ctx) {
  const patientId = userOf(ctx).patientId;
  if (!patientId) throw notFound('Patient record not found');
  return patientId;
}

/**
 * Whether the patient should answer a refill check-in now: their plan is active, no unused check-in stands for the
 * next refill, and either a renewal order waits for one or the last check-in (or the plan's start) is three weeks old.
 */
async function checkInDue(ctx: Ctx, plan: repo.PlanRow, rows: checkIns.CheckInRow[]) {
  if (plan.status !== 'ACTIVE') return false;
  const validSince = Date.now() - checkIns.CHECK_IN_VALID_DAYS * DAY_MS;
  if (rows.some((c) => c.order_id === null && c.created_at.getTime() >= validSince)) return false;
  const last = rows[0]?.created_at ?? plan.created_at;
  if (Date.now() - last.getTime() >= CHECK_IN_DUE_AFTER_DAYS * DAY_MS) return true;
  return Boolean(await openRenewalOfPatient(ctx, plan.patient_id));
}

/** The patient's current plan with its history and check-ins, as the caller sees it (null: none). */
export async function planOf(ctx: Ctx, patientId: string): Promise<{ plan: repo.PlanRow; view: TreatmentPlan } | null> {
  const plan = await repo.currentPlan(ctx, patientId);
  if (!plan) return null;
  const [events, rows] = await Promise.all([repo.planEvents(ctx, plan), checkIns.checkInsOfPatient(ctx, patientId)]);
  return { plan, view: planView(plan, events, rows, { checkInDue: await checkInDue(ctx, plan, rows) }) };
}

/** Whether a check-in is due for the patient (their current plan), and their check-ins. */
export async function checkInState(ctx: Ctx, patientId: string) {
  const plan = await repo.currentPlan(ctx, patientId);
  const rows = await checkIns.checkInsOfPatient(ctx, patientId);
  return { plan, rows, due: plan ? await checkInDue(ctx, plan, rows) : false };
}

/** GET /patient/treatment-plan. */
export async function ownPlan(ctx: Ctx): Promise<TreatmentPlan | null> {
  const patientId = ownPatientId(ctx);
  const found = await planOf(ctx, patientId);
  await repo.notePlanRead(ctx, patientId, found?.plan.id ?? null);
  return found?.view ?? null;
}

/** GET /doctors/patients/{id}/treatment-plan: for a doctor who sees the patient (404 and a DENIED row otherwise). */
export async function patientPlan(ctx: Ctx, patientId: string): Promise<TreatmentPlan | null> {
  await getPatient(ctx, patientId, { action: 'READ', resourceType: 'treatment_plan' });
  const found = await planOf(ctx, patientId);
  await repo.notePlanRead(ctx, patientId, found?.plan.id ?? null);
  return found?.view ?? null;
}

/**
 * The plan a first prescription starts, in the prescription's transaction: on the schedule step of the prescribed dose,
 * unless the patient already has an open plan or the medication or dose has no known schedule. The plan's id, or null.
 */
export async function startOnPrescription(
  ctx: Ctx,
  rx: { patientId: string; orderId: string; medication: string; dose: string },
): Promise<string | null> {
  const medication = titratedMedication(rx.medication);
  const stepIndex = medication ? titrationSchedule(medication).findIndex((s) => s.dose === rx.dose) : -1;
  if (!medication || stepIndex < 0) return null;
  return repo.startPlan(ctx, { patientId: rx.patientId, medication, stepIndex, orderId: rx.orderId, dose: rx.dose });
}

/** Refuses a change with its audit row (FAILURE), nothing changed. */
async function refuse(ctx: Ctx, action: string, plan: { id: string; patient_id: string } | null, patientId: string, error: AppError) {
  await repo.recordRefusedChange(ctx, action, patientId, plan?.id ?? null, { reason: error.code, message: error.message });
  return error;
}

const EVENT_OF: Record<DoseAction, 'STEPPED_UP' | 'HELD' | 'STEPPED_DOWN'> = {
  STEP_UP: 'STEPPED_UP',
  HOLD: 'HELD',
  STEP_DOWN: 'STEPPED_DOWN',
};

/**
 * POST /doctors/patients/{id}/treatment-plan/dose: a doctor who sees the patient moves the dose up a step, holds it
 * (another full step at this dose) or steps it down, with a reason; never above the schedule's top or below its first
 * step (422). A canceled plan is not changed (409).
 */
export async function changeDose(ctx: Ctx, patientId: string, body: { action: DoseAction; reason: string }) {
  const action = 'DOSE_CHANGE';
  await getPatient(ctx, patientId, { action, resourceType: 'treatment_plan' });
  const plan = await repo.currentPlan(ctx, patientId);
  if (!plan) throw await refuse(ctx, action, null, patientId, notFound('This patient has no treatment plan'));
  if (plan.status === 'CANCELED')
    throw await refuse(ctx, action, plan, patientId, conflict('This treatment plan was canceled: its dose cannot change'));
  const steps = titrationSchedule(plan.medication);
  const to = plan.step_index + (body.action === 'STEP_UP' ? 1 : body.action === 'STEP_DOWN' ? -1 : 0);
  if (to >= steps.length)
    throw await refuse(
      ctx,
      action,
      plan,
      patientId,
      unprocessable(`The dose is already the top step (${steps[plan.step_index].dose}): it cannot move up`, 'TOP_STEP'),
    );
  if (to < 0)
    throw await refuse(
      ctx,
      action,
      plan,
      patientId,
      unprocessable(`The dose is already the first step (${steps[0].dose}): it cannot step down`, 'FIRST_STEP'),
    );
  const [fromDose, toDose] = [doseOf(plan.medication, plan.step_index), doseOf(plan.medication, to)];
  const done = await repo.changePlan(
    ctx,
    plan,
    { stepIndex: to, stepStartedAt: new Date() },
    { type: EVENT_OF[body.action], from_dose: fromDose, to_dose: toDose, reason: body.reason },
    { action, details: { action: body.action, fromDose, toDose } },
  );
  if (!done) throw conflict('This treatment plan changed in the meantime. Reload it.');
  return (await planOf(ctx, patientId))!.view;
}

/**
 * A doctor's decision on a patient's response to treatment (continue, change the dose, stop, ask for a visit), recorded
 * on the patient's plan as an OUTCOME_REVIEWED event with the note. It records the decision only: a dose change or a
 * stop is then made as usual. 404 when the caller does not see the patient or they have no plan.
 */
export async function recordOutcomeReview(
  ctx: Ctx,
  patientId: string,
  body: { decision: 'CONTINUE' | 'CHANGE_DOSE' | 'STOP' | 'VISIT'; note?: string },
) {
  const action = 'OUTCOME_REVIEW';
  await getPatient(ctx, patientId, { action, resourceType: 'treatment_plan' });
  const plan = await repo.currentPlan(ctx, patientId);
  if (!plan) throw await refuse(ctx, action, null, patientId, notFound('This patient has no treatment plan'));
  if (plan.status === 'CANCELED')
    throw await refuse(ctx, action, plan, patientId, conflict('This treatment plan was canceled: there is no treatment to review'));
  const review = { decision: body.decision, note: body.note || null, dose: doseOf(plan.medication, plan.step_index) };
  if (!(await repo.recordOutcomeReview(ctx, plan, review))) throw notFound('This patient has no treatment plan');
}

const PATIENT_CHANGES = {
  pause: { from: ['ACTIVE'], to: 'PAUSED', event: 'PAUSED', action: 'PAUSE_PLAN' },
  resume: { from: ['PAUSED'], to: 'ACTIVE', event: 'RESUMED', action: 'RESUME_PLAN' },
  cancel: { from: ['ACTIVE', 'PAUSED'], to: 'CANCELED', event: 'CANCELED', action: 'CANCEL_PLAN' },
} as const;

const WRONG_STATE: Record<keyof typeof PATIENT_CHANGES, Partial<Record<PlanStatus, string>>> = {
  pause: { PAUSED: 'Your treatment plan is already paused', CANCELED: 'Your treatment plan was canceled' },
  resume: { ACTIVE: 'Your treatment plan is not paused', CANCELED: 'Your treatment plan was canceled: it cannot be resumed' },
  cancel: { CANCELED: 'Your treatment plan was already canceled' },
};

/** POST /patient/treatment-plan/pause|resume|cancel, with the patient's reason. No refill is sent unless it is active. */
export async function changeOwnPlan(ctx: Ctx, change: keyof typeof PATIENT_CHANGES, reason: string): Promise<TreatmentPlan> {
  const patientId = ownPatientId(ctx);
  const rule = PATIENT_CHANGES[change];
  const plan = await repo.currentPlan(ctx, patientId);
  if (!plan) throw await refuse(ctx, rule.action, null, patientId, notFound('You have no treatment plan'));
  if (!(rule.from as readonly string[]).includes(plan.status))
    throw await refuse(ctx, rule.action, plan, patientId, conflict(WRONG_STATE[change][plan.status] ?? 'Your treatment plan changed'));
  const dose = doseOf(plan.medication, plan.step_index);
  const done = await repo.changePlan(
    ctx,
    plan,
    { status: rule.to },
    { type: rule.event, from_dose: dose, to_dose: dose, reason },
    { action: rule.action, details: { from: plan.status, to: rule.to } },
  );
  if (!done) throw conflict('Your treatment plan changed in the meantime. Reload it.');
  return (await planOf(ctx, patientId))!.view;
}

export const REFILL_HOLDS = {
  PLAN_PAUSED: 'The patient paused their treatment plan: no refill is sent while it is paused',
  PLAN_CANCELED: 'The patient canceled their treatment plan: no refill is sent',
  CHECK_IN_MISSING: 'The patient has not answered the refill check-in yet: it is needed before this refill is sent to a pharmacy',
  CHECK_IN_NEEDS_REVIEW: 'Severe side effects reported at check-in: a doctor must review the check-in before this refill is sent',
} as const;

/**
 * Whether a renewal order may go to a pharmacy now (the prescription send asks before it claims anything): not while
 * the patient's plan is paused or canceled, nor without a check-in answered for this refill, nor while that check-in's
 * flag waits for a doctor. A first order, and a patient without a plan, are never held. Null: it may go, with the
 * check-in to mark used when it does.
 */
export async function refillHold(
  ctx: Ctx,
  order: { id: string; patient_id: string; kind: string },
): Promise<{ hold: keyof typeof REFILL_HOLDS } | { hold: null; checkInId: string | null }> {
  if (order.kind !== 'RENEWAL') return { hold: null, checkInId: null };
  const plan = await repo.currentPlan(ctx, order.patient_id);
  if (!plan) return { hold: null, checkInId: null };
  if (plan.status === 'PAUSED') return { hold: 'PLAN_PAUSED' };
  if (plan.status === 'CANCELED') return { hold: 'PLAN_CANCELED' };
  const checkIn = await checkIns.checkInForRefill(ctx, order.patient_id, order.id);
  if (!checkIn) return { hold: 'CHECK_IN_MISSING' };
  if (checkIn.flagged && !checkIn.reviewed_at) return { hold: 'CHECK_IN_NEEDS_REVIEW' };
  return { hold: null, checkInId: checkIn.id };
}

/** The refill went out: its check-in is used by this order. In the send's transaction. */
export const markCheckInUsed = (ctx: Ctx, checkInId: string, orderId: string) => checkIns.useForOrder(ctx, checkInId, orderId);
