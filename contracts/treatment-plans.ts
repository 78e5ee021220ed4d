import { z } from 'zod';
import { envelope, listQuerySchema, pageOf } from './common';

/**
 * Treatment over time (README "Treatment plans and refill check-ins"): a patient's dose-titration plan, the history of
 * its dose changes, and the monthly check-in answered before each refill is sent to a pharmacy.
 */

export const PLAN_STATUSES = ['ACTIVE', 'PAUSED', 'CANCELED'] as const;
/** OUTCOME_REVIEWED: a doctor's decision on the patient's response (README "Outcomes"), with its note as the reason. */
export const PLAN_EVENT_TYPES = [
  'STARTED',
  'STEPPED_UP',
  'HELD',
  'STEPPED_DOWN',
  'PAUSED',
  'RESUMED',
  'CANCELED',
  'OUTCOME_REVIEWED',
] as const;
/** What a doctor may do with the dose: move up a step, hold the current one, step down one. */
export const DOSE_ACTIONS = ['STEP_UP', 'HOLD', 'STEP_DOWN'] as const;
export const SIDE_EFFECT_SEVERITIES = ['NONE', 'MILD', 'MODERATE', 'SEVERE'] as const;
export const SIDE_EFFECTS = ['NAUSEA', 'VOMITING', 'CONSTIPATION', 'DIARRHEA', 'ABDOMINAL_PAIN', 'OTHER'] as const;

/** A doctor's decision on the patient's response to treatment (an OUTCOME_REVIEWED event; README "Outcomes"). */
export const OUTCOME_DECISIONS = ['CONTINUE', 'CHANGE_DOSE', 'STOP', 'VISIT'] as const;
export const outcomeDecisionSchema = z.enum(OUTCOME_DECISIONS);
export type OutcomeDecision = z.infer<typeof outcomeDecisionSchema>;
export const OUTCOME_DECISION_LABELS: Record<OutcomeDecision, string> = {
  CONTINUE: 'Continue treatment',
  CHANGE_DOSE: 'Change the dose',
  STOP: 'Stop treatment',
  VISIT: 'Ask for a visit',
};

export const planStatusSchema = z.enum(PLAN_STATUSES);
export const planEventTypeSchema = z.enum(PLAN_EVENT_TYPES);
export const doseActionSchema = z.enum(DOSE_ACTIONS);
export const severitySchema = z.enum(SIDE_EFFECT_SEVERITIES);
export const sideEffectSchema = z.enum(SIDE_EFFECTS);
export type PlanStatus = z.infer<typeof planStatusSchema>;
export type PlanEventType = z.infer<typeof planEventTypeSchema>;
export type DoseAction = z.infer<typeof doseActionSchema>;
export type Severity = z.infer<typeof severitySchema>;
export type SideEffect = z.infer<typeof sideEffectSchema>;

export const SIDE_EFFECT_LABELS: Record<SideEffect, string> = {
  NAUSEA: 'Nausea',
  VOMITING: 'Vomiting',
  CONSTIPATION: 'Constipation',
  DIARRHEA: 'Diarrhea',
  ABDOMINAL_PAIN: 'Abdominal pain',
  OTHER: 'Other',
};
export const SEVERITY_LABELS: Record<Severity, string> = { NONE: 'None', MILD: 'Mild', MODERATE: 'Moderate', SEVERE: 'Severe' };

/** The flag a check-in raises for the doctor; the refill waits for a doctor's review. */
export const SEVERE_FLAG_TEXT = 'Severe side effects reported at check-in';

/**
 * Whether a check-in's side effects need a doctor before the refill goes out: severe ones, or vomiting or abdominal
 * pain at moderate or worse (dehydration, pancreatitis).
 */
export const needsDoctorReview = (severity: Severity, sideEffects: readonly SideEffect[]) =>
  severity === 'SEVERE' || (severity === 'MODERATE' && sideEffects.some((s) => s === 'VOMITING' || s === 'ABDOMINAL_PAIN'));

/** A reason for a change: required, a few words at least. */
export const reasonSchema = z
  .string({ error: 'Give a reason' })
  .trim()
  .min(3, 'Give a reason (at least 3 characters)')
  .max(500, 'The reason is at most 500 characters');

export const planReasonBodySchema = z.object({ reason: reasonSchema });
export type PlanReasonBody = z.infer<typeof planReasonBodySchema>;
/** POST /doctors/patients/{id}/treatment-plan/dose. */
export const doseChangeBodySchema = z.object({ action: doseActionSchema, reason: reasonSchema });
export type DoseChangeBody = z.infer<typeof doseChangeBodySchema>;
/** POST /doctors/check-ins/{id}/review: the doctor acknowledges a flagged check-in with a note. */
export const checkInReviewBodySchema = z.object({ note: reasonSchema });
export type CheckInReviewBody = z.infer<typeof checkInReviewBodySchema>;

/** POST /patient/check-ins: the monthly refill check-in. */
export const checkInBodySchema = z
  .object({
    weight: z.number({ error: 'Enter your weight in pounds' }).min(50, 'Weight is at least 50 lb').max(1000, 'Weight is at most 1000 lb'),
    severity: severitySchema,
    sideEffects: z.array(sideEffectSchema).max(SIDE_EFFECTS.length).default([]),
    otherSideEffect: z.string().trim().max(200, 'At most 200 characters').optional(),
    missedDoses: z
      .number({ error: 'Enter how many doses you missed (0 if none)' })
      .int('Missed doses is a whole number')
      .min(0, 'Missed doses cannot be negative')
      .max(10, 'At most 10 missed doses'),
    notes: z.string().trim().max(1000, 'At most 1000 characters').optional(),
  })
  .superRefine((v, ctx) => {
    if (v.severity !== 'NONE' && v.sideEffects.length === 0)
      ctx.addIssue({ code: 'custom', path: ['sideEffects'], message: 'Choose which side effects you had' });
    if (v.severity === 'NONE' && v.sideEffects.length > 0)
      ctx.addIssue({ code: 'custom', path: ['severity'], message: 'Choose how bad the side effects were' });
    if (v.sideEffects.includes('OTHER') && !v.otherSideEffect)
      ctx.addIssue({ code: 'custom', path: ['otherSideEffect'], message: 'Say which other side effect you had' });
  });
export type CheckInBody = z.input<typeof checkInBodySchema>;

export const checkInSchema = z.object({
  id: z.uuid(),
  createdAt: z.string(),
  weight: z.number(),
  severity: severitySchema,
  sideEffects: z.array(sideEffectSchema),
  otherSideEffect: z.string().nullable(),
  missedDoses: z.number().int(),
  notes: z.string().nullable(),
  /** Needs a doctor's review before the refill is sent (`needsDoctorReview`). */
  flagged: z.boolean(),
  reviewedAt: z.string().nullable(),
  reviewNote: z.string().nullable(),
  reviewedBy: z.string().nullable(),
  /** The renewal order it was sent with, once a refill went out with it. */
  orderId: z.uuid().nullable(),
});
export type CheckIn = z.infer<typeof checkInSchema>;

export const planEventSchema = z.object({
  id: z.uuid(),
  type: planEventTypeSchema,
  fromDose: z.string().nullable(),
  toDose: z.string().nullable(),
  reason: z.string().nullable(),
  /** An OUTCOME_REVIEWED event's decision. */
  decision: outcomeDecisionSchema.nullable().optional(),
  actorName: z.string().nullable(),
  actorRole: z.string().nullable(),
  createdAt: z.string(),
});
export type PlanEvent = z.infer<typeof planEventSchema>;

export const treatmentPlanSchema = z.object({
  id: z.uuid(),
  patientId: z.uuid(),
  medication: z.string(),
  status: planStatusSchema,
  steps: z.array(z.object({ dose: z.string(), weeks: z.number().int().nullable() })),
  /** 0-based index into `steps`. */
  currentStep: z.number().int(),
  currentDose: z.string(),
  stepStartedAt: z.string(),
  weeksOnDose: z.number().int(),
  /** The next step's dose, or null on the top step. */
  nextDose: z.string().nullable(),
  /** When the current step's weeks are up (the next step may be considered), or null on maintenance. */
  nextStepDue: z.string().nullable(),
  startedAt: z.string(),
  /** A refill check-in is due (README: the rules). */
  checkInDue: z.boolean(),
  /** A flagged check-in no doctor has reviewed yet. */
  needsReview: z.boolean(),
  events: z.array(planEventSchema),
  checkIns: z.array(checkInSchema),
});
export type TreatmentPlan = z.infer<typeof treatmentPlanSchema>;

/** GET /patient/treatment-plan, GET /doctors/patients/{id}/treatment-plan: the patient's current plan, or null. */
export const treatmentPlanReplySchema = envelope(treatmentPlanSchema.nullable());

/** GET /patient/check-ins: whether one is due, and the patient's check-ins, newest first (at most 24). */
export const checkInsReplySchema = envelope(z.object({ due: z.boolean(), items: z.array(checkInSchema) }));
export const checkInReplySchema = envelope(checkInSchema);

/**
 * GET /doctors/check-ins?status=flagged: the flagged check-ins no doctor has reviewed yet, of the patients the caller
 * sees, oldest first (the reply's total is the dashboard's count).
 */
export const CHECK_IN_QUEUE_STATUSES = ['flagged'] as const;
export const CHECK_IN_QUEUE_SORTS = ['createdAt:asc', 'createdAt:desc'] as const;
export const checkInQueueQuerySchema = listQuerySchema(CHECK_IN_QUEUE_SORTS, 'createdAt:asc')
  .omit({ search: true })
  .extend({ status: z.enum(CHECK_IN_QUEUE_STATUSES).default('flagged') });
export type CheckInQueueQuery = z.infer<typeof checkInQueueQuerySchema>;

export const flaggedCheckInSchema = z.object({
  id: z.uuid(),
  patientId: z.uuid(),
  patientName: z.string(),
  createdAt: z.string(),
  severity: severitySchema,
  sideEffects: z.array(sideEffectSchema),
  otherSideEffect: z.string().nullable(),
  missedDoses: z.number().int(),
  /** An approved renewal of the patient waits on this check-in's review before it can be sent to a pharmacy. */
  refillHeld: z.boolean(),
});
export type FlaggedCheckIn = z.infer<typeof flaggedCheckInSchema>;
export const checkInQueueReplySchema = envelope(pageOf(flaggedCheckInSchema));
