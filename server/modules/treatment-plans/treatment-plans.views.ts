import { titrationSchedule } from '#contracts/doses';
import type { CheckIn, FlaggedCheckIn, PlanEvent, SideEffect, TreatmentPlan } from '#contracts/treatment-plans';
import type { CheckInRow, FlaggedCheckInRow } from './check-ins.repository';
import type { EventRow, PlanRow } from './treatment-plans.repository';

const WEEK_MS = 7 * 86_400_000;

const nameOf = (first: string | null, last: string | null) => (first ? `${first} ${last ?? ''}`.trim() : null);

export const checkInView = (r: CheckInRow): CheckIn => ({
  id: r.id,
  createdAt: r.created_at.toISOString(),
  weight: r.weight,
  severity: r.severity,
  sideEffects: r.side_effects as SideEffect[],
  otherSideEffect: r.other_side_effect,
  missedDoses: r.missed_doses,
  notes: r.notes,
  flagged: r.flagged,
  reviewedAt: r.reviewed_at?.toISOString() ?? null,
  reviewNote: r.review_note,
  reviewedBy: r.reviewed_at ? nameOf(r.reviewer_first_name, r.reviewer_last_name) : null,
  orderId: r.order_id,
});

export const flaggedCheckInView = (r: FlaggedCheckInRow): FlaggedCheckIn => ({
  id: r.id,
  patientId: r.patient_id,
  patientName: nameOf(r.patient_first_name, r.patient_last_name) ?? 'Unnamed patient',
  createdAt: r.created_at.toISOString(),
  severity: r.severity,
  sideEffects: r.side_effects as SideEffect[],
  otherSideEffect: r.other_side_effect,
  missedDoses: r.missed_doses,
  refillHeld: Boolean(r.refill_held),
});

export const eventView = (r: EventRow): PlanEvent => ({
  id: r.id,
  type: r.type,
  fromDose: r.from_dose,
  toDose: r.to_dose,
  reason: r.reason,
  decision: r.decision,
  actorName: nameOf(r.first_name, r.last_name),
  actorRole: r.actor_role,
  createdAt: r.created_at.toISOString(),
});

/** The dose of a plan's step (the schedule is reference data: contracts/doses.ts). */
export const doseOf = (medication: string, stepIndex: number) => titrationSchedule(medication)[stepIndex]?.dose ?? 'unknown';

export function planView(
  plan: PlanRow,
  events: EventRow[],
  checkIns: CheckInRow[],
  flags: { checkInDue: boolean },
  now = new Date(),
): TreatmentPlan {
  const steps = titrationSchedule(plan.medication);
  const step = steps[plan.step_index];
  const next = steps[plan.step_index + 1];
  const nextStepDue =
    next && step?.weeks ? new Date(plan.step_started_at.getTime() + step.weeks * WEEK_MS).toISOString().slice(0, 10) : null;
  return {
    id: plan.id,
    patientId: plan.patient_id,
    medication: plan.medication,
    status: plan.status,
    steps,
    currentStep: plan.step_index,
    currentDose: step?.dose ?? 'unknown',
    stepStartedAt: plan.step_started_at.toISOString(),
    weeksOnDose: Math.max(0, Math.floor((now.getTime() - plan.step_started_at.getTime()) / WEEK_MS)),
    nextDose: next?.dose ?? null,
    nextStepDue,
    startedAt: plan.created_at.toISOString(),
    checkInDue: flags.checkInDue,
    needsReview: checkIns.some((c) => c.flagged && !c.reviewed_at),
    events: events.map(eventView),
    checkIns: checkIns.map(checkInView),
  };
}
