import { WEIGHT_ENTRY_NAME } from '#contracts/activities';
import { needsDoctorReview, type CheckIn, type CheckInBody, type CheckInQueueQuery } from '#contracts/treatment-plans';
import { inTransaction, type Ctx } from '#server/platform/context';
import { pageInfo, pagingOf } from '#server/platform/db/list';
import { conflict, notFound } from '#server/platform/errors';
import * as activities from '#server/modules/activities/activities.service';
import * as repo from './check-ins.repository';
import { checkInState, ownPatientId } from './treatment-plans.service';
import { checkInView, flaggedCheckInView } from './treatment-plans.views';

/**
 * The monthly refill check-in (README "Treatment plans and refill check-ins"): the patient's weight, side effects,
 * missed doses and notes, answered before a renewal is sent to a pharmacy. Severe side effects (or vomiting or
 * abdominal pain, moderate or worse) flag it: the refill waits until a doctor reviews it.
 */

/** GET /patient/check-ins: whether one is due, and the patient's check-ins, newest first. */
export async function ownCheckIns(ctx: Ctx) {
  const patientId = ownPatientId(ctx);
  const { rows, due } = await checkInState(ctx, patientId);
  await repo.noteOwnCheckInsRead(ctx, patientId, rows.length);
  return { due, items: rows.map(checkInView) };
}

const today = () => new Date().toISOString().slice(0, 10);

/**
 * POST /patient/check-ins: answers the check-in for the next refill, only while the plan is active. The weight is
 * also logged as the patient's WEIGHT activity (through the activities module), in the same transaction.
 */
export async function submitCheckIn(ctx: Ctx, input: CheckInBody): Promise<CheckIn> {
  const body = { ...input, sideEffects: input.sideEffects ?? [] };
  const patientId = ownPatientId(ctx);
  const { plan } = await checkInState(ctx, patientId);
  if (!plan) throw notFound('You have no treatment plan to check in for');
  if (plan.status !== 'ACTIVE')
    throw conflict(
      plan.status === 'PAUSED'
        ? 'Your treatment plan is paused: resume it before checking in for a refill'
        : 'Your treatment plan was canceled: there is no refill to check in for',
    );
  const flagged = needsDoctorReview(body.severity, body.sideEffects);
  const id = await inTransaction(ctx, async (tx) => {
    const { id } = await repo.insertCheckIn(tx, {
      plan_id: plan.id,
      patient_id: patientId,
      weight: body.weight,
      severity: body.severity,
      side_effects: [...new Set(body.sideEffects)],
      other_side_effect: body.sideEffects.includes('OTHER') ? (body.otherSideEffect ?? null) : null,
      missed_doses: body.missedDoses,
      notes: body.notes || null,
      flagged,
    });
    await activities.create(tx, { activityType: 'WEIGHT', name: WEIGHT_ENTRY_NAME, duration: 0, date: today(), weight: body.weight });
    return id;
  });
  return checkInView((await repo.findCheckIn(ctx, id))!);
}

/**
 * POST /doctors/check-ins/{id}/review: a doctor who sees the patient acknowledges a flagged check-in with a note; the
 * refill it held may then be sent. 404 (and a DENIED row) for another doctor's patient; 409 when there is nothing to review.
 */
export async function reviewCheckIn(ctx: Ctx, id: string, note: string): Promise<CheckIn> {
  const row = await repo.findCheckIn(ctx, id, 'REVIEW');
  if (!row) throw notFound('Check-in not found');
  const refuse = async (message: string) => {
    await repo.recordRefusedReview(ctx, row, message);
    return conflict(message);
  };
  if (!row.flagged) throw await refuse('This check-in raised no flag: there is nothing to review');
  if (row.reviewed_at) throw await refuse('This check-in was already reviewed');
  const done = await repo.markReviewed(ctx, row, note);
  if (!done) throw conflict('This check-in was already reviewed');
  return checkInView((await repo.findCheckIn(ctx, id))!);
}

/**
 * GET /doctors/check-ins?status=flagged: the flagged check-ins waiting for a doctor's review, of the patients the caller
 * sees (never another doctor's), oldest first by default, one page and how many in all (the dashboard's count).
 */
export async function flaggedCheckInList(ctx: Ctx, query: CheckInQueueQuery) {
  const { rows, total } = await repo.flaggedCheckIns(ctx, pagingOf(query, { createdAt: 'c.created_at' } as const, 'c.id'), query.status);
  return { items: rows.map(flaggedCheckInView), ...pageInfo(total, query) };
}
