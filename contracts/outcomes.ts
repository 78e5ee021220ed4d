import { z } from 'zod';
import { envelope } from './common';
import { outcomeDecisionSchema, severitySchema, sideEffectSchema } from './treatment-plans';

/**
 * Outcomes (README "Outcomes: is the treatment working?"): weight lost since the start of treatment against the
 * trials' published mean curves, the doctor's lists of patients to look at, and the partners' and administrators'
 * aggregates (never a name, never a group under 11 patients).
 */

/**
 * The published trial means the expected range is drawn from (mean body-weight change at the trial's last week):
 * STEP 1 (semaglutide 2.4 mg weekly, NEJM 2021): -14.9% at week 68, placebo -2.4%;
 * SURMOUNT-1 (tirzepatide weekly, NEJM 2022): -15.0% (5 mg), -19.5% (10 mg), -20.9% (15 mg) at week 72, placebo -3.1%.
 * `minDoseMg`: the arm stands for doses from this one up to the next arm's (a 7.5 mg week reads against the 5 mg arm).
 */
export const TRIAL_ARMS = [
  {
    medication: 'semaglutide',
    trial: 'STEP 1',
    arm: '2.4 mg',
    minDoseMg: 0,
    lossPercent: 14.9,
    week: 68,
    placeboPercent: 2.4,
    tauWeeks: 17,
  },
  {
    medication: 'tirzepatide',
    trial: 'SURMOUNT-1',
    arm: '5 mg',
    minDoseMg: 0,
    lossPercent: 15.0,
    week: 72,
    placeboPercent: 3.1,
    tauWeeks: 20,
  },
  {
    medication: 'tirzepatide',
    trial: 'SURMOUNT-1',
    arm: '10 mg',
    minDoseMg: 10,
    lossPercent: 19.5,
    week: 72,
    placeboPercent: 3.1,
    tauWeeks: 20,
  },
  {
    medication: 'tirzepatide',
    trial: 'SURMOUNT-1',
    arm: '15 mg',
    minDoseMg: 15,
    lossPercent: 20.9,
    week: 72,
    placeboPercent: 3.1,
    tauWeeks: 20,
  },
] as const;
export type TrialArm = (typeof TRIAL_ARMS)[number];

/** Half the width of the expected range, in percentage points either side of the trial's mean curve. */
export const BAND_HALF_WIDTH = 5;

/** The trial arm a plan's current dose reads against (null: a medication without a trial curve). */
export function trialArmOf(medication: string, dose: string | null): TrialArm | null {
  const arms = TRIAL_ARMS.filter((a) => medication.toLowerCase().includes(a.medication));
  const mg = Number(/(\d+(?:\.\d+)?)/.exec(dose ?? '')?.[1] ?? 0);
  return arms.filter((a) => a.minDoseMg <= mg).at(-1) ?? arms[0] ?? null;
}

/**
 * The trial's mean percent lost at `week`: the published figure at the trial's last week, reached along an
 * exponential approach (time constant `tauWeeks`, close to the published curves' shape: about 70% of the loss by week
 * 20 to 24), flat after the last week. An approximation of the curve for orientation, not a prediction.
 */
export function expectedLossPercent(arm: TrialArm, week: number): number {
  const w = Math.max(0, Math.min(week, arm.week));
  return (arm.lossPercent * (1 - Math.exp(-w / arm.tauWeeks))) / (1 - Math.exp(-arm.week / arm.tauWeeks));
}

/** The thresholds of the doctor's lists (server settings; defaults from the issue, README "Outcomes"). */
export const outcomeSettingsSchema = z.object({
  /** Weeks on the same (maintenance) dose before the response is reviewed. */
  reviewWeeks: z.number().int(),
  /** Below this percent lost after the review window: "Not responding as expected". */
  minLossPercent: z.number(),
  /** More than this many pounds a week... */
  fastLossLbPerWeek: z.number(),
  /** ...over this many weeks: "Losing too fast". */
  fastLossWeeks: z.number().int(),
  /** No weight logged in this many days: "No weight logged in 30 days". */
  noWeightDays: z.number().int(),
});
export type OutcomeSettings = z.infer<typeof outcomeSettingsSchema>;

/** The smallest group whose figures are shown (small-cell suppression): smaller groups read "Fewer than 11 patients". */
export const MIN_GROUP_SIZE = 11;
export const SUPPRESSED_TEXT = 'Fewer than 11 patients';

export const weightPointSchema = z.object({
  date: z.string(),
  /** Weeks since the start of treatment (a fraction). */
  week: z.number(),
  weight: z.number(),
  /** Percent of the starting weight lost (negative: gained); null without a starting weight. */
  lostPercent: z.number().nullable(),
});
export const bandPointSchema = z.object({ week: z.number().int(), low: z.number(), mean: z.number(), high: z.number() });
export const doseMarkSchema = z.object({ date: z.string(), week: z.number(), dose: z.string().nullable(), label: z.string() });

export const patientOutcomeSchema = z.object({
  patientId: z.uuid(),
  medication: z.string(),
  currentDose: z.string(),
  planStatus: z.enum(['ACTIVE', 'PAUSED', 'CANCELED']),
  startDate: z.string(),
  /** Whole weeks since the start of treatment. */
  week: z.number().int(),
  /** The weight logged closest to the start (30 days before to 14 days after), or null: no starting weight. */
  startWeight: z.number().nullable(),
  latestWeight: z.number().nullable(),
  latestDate: z.string().nullable(),
  /** Pounds lost since the start (negative: gained); null without a starting weight and a later one. */
  lostLb: z.number().nullable(),
  lostPercent: z.number().nullable(),
  /** The trial arm the band is drawn from (null: no trial curve for this medication). */
  reference: z
    .object({ trial: z.string(), arm: z.string(), lossPercent: z.number(), week: z.number().int(), placeboPercent: z.number() })
    .nullable(),
  /** The expected range this week (percent lost), or null. */
  expectedNow: bandPointSchema.nullable(),
  points: z.array(weightPointSchema),
  band: z.array(bandPointSchema),
  doseMarks: z.array(doseMarkSchema),
  nextCheckIn: z.object({ due: z.boolean(), date: z.string().nullable() }),
});
export type PatientOutcome = z.infer<typeof patientOutcomeSchema>;

export { OUTCOME_DECISIONS, OUTCOME_DECISION_LABELS, outcomeDecisionSchema, type OutcomeDecision } from './treatment-plans';

/** The doctor's view of one patient: the patient's chart, with the check-in answers and past decisions. */
export const doctorPatientOutcomeSchema = patientOutcomeSchema.extend({
  checkIns: z.array(
    z.object({
      date: z.string(),
      weight: z.number(),
      severity: severitySchema,
      sideEffects: z.array(sideEffectSchema),
      otherSideEffect: z.string().nullable(),
      missedDoses: z.number().int(),
      notes: z.string().nullable(),
    }),
  ),
  reviews: z.array(z.object({ date: z.string(), decision: outcomeDecisionSchema, note: z.string().nullable(), by: z.string().nullable() })),
});
export type DoctorPatientOutcome = z.infer<typeof doctorPatientOutcomeSchema>;

export const patientOutcomeReplySchema = envelope(patientOutcomeSchema.nullable());
export const doctorPatientOutcomeReplySchema = envelope(doctorPatientOutcomeSchema.nullable());

export const ATTENTION_LISTS = ['notResponding', 'losingFast', 'noWeight'] as const;
export type AttentionList = (typeof ATTENTION_LISTS)[number];
export const ATTENTION_TITLES: Record<AttentionList, string> = {
  notResponding: 'Not responding as expected',
  losingFast: 'Losing too fast',
  noWeight: 'No weight logged in 30 days',
};

export const attentionEntrySchema = z.object({
  patientId: z.uuid(),
  patientName: z.string(),
  medication: z.string(),
  currentDose: z.string(),
  week: z.number().int(),
  lostPercent: z.number().nullable(),
  /** Pounds a week over the last weeks (losingFast), else null. */
  lbPerWeek: z.number().nullable(),
  latestDate: z.string().nullable(),
});
export type AttentionEntry = z.infer<typeof attentionEntrySchema>;
const attentionListSchema = z.object({ total: z.number().int(), items: z.array(attentionEntrySchema) });

/** GET /doctors/outcomes/attention: the three lists (at most 10 each, the total beside), and the thresholds used. */
export const attentionReplySchema = envelope(
  z.object({
    settings: outcomeSettingsSchema,
    notResponding: attentionListSchema,
    losingFast: attentionListSchema,
    noWeight: attentionListSchema,
  }),
);
export type Attention = z.infer<typeof attentionReplySchema>['data'];

/** POST /doctors/patients/{id}/outcomes/review: the doctor's decision, recorded on the treatment plan. */
export const outcomeReviewBodySchema = z.object({
  decision: outcomeDecisionSchema,
  note: z.string().trim().max(500, 'The note is at most 500 characters').optional(),
});
export type OutcomeReviewBody = z.infer<typeof outcomeReviewBodySchema>;

/** One figure of an aggregate: null when the group behind it has fewer than 11 patients. */
const milestoneSchema = z.object({
  week: z.number().int(),
  /** Patients with a starting weight and a weight near this week: the count behind the figures. */
  patients: z.number().int().nullable(),
  medianLostPercent: z.number().nullable(),
  /** How many of them lost 5% or more of their starting weight (the share is this over `patients`). */
  lostAtLeast5: z.number().int().nullable(),
  lostAtLeast10: z.number().int().nullable(),
  suppressed: z.boolean(),
});
export type Milestone = z.infer<typeof milestoneSchema>;

/** A milestone hidden because fewer than 11 patients stand behind it: no figure, only that it is hidden. */
export const hiddenMilestone = (week: number): Milestone => ({
  week,
  patients: null,
  medianLostPercent: null,
  lostAtLeast5: null,
  lostAtLeast10: null,
  suppressed: true,
});

export const medicationOutcomeSchema = z.object({
  medication: z.string(),
  /** Patients with an active plan (null when suppressed). */
  onTreatment: z.number().int().nullable(),
  suppressed: z.boolean(),
  milestones: z.array(milestoneSchema),
});
export type MedicationOutcome = z.infer<typeof medicationOutcomeSchema>;
export const outcomeGroupSchema = z.object({ label: z.string(), medications: z.array(medicationOutcomeSchema) });
export type OutcomeGroup = z.infer<typeof outcomeGroupSchema>;

export const MILESTONE_WEEKS = [12, 24, 52] as const;

/** GET /gym-owner/outcomes: the partner's patients, by medication. */
/** `asOf`: when the outcome summary job computed the figures (absent while none has run: read live). */
export const partnerOutcomesReplySchema = envelope(
  z.object({ asOf: z.iso.datetime().optional(), medications: z.array(medicationOutcomeSchema) }),
);
export type PartnerOutcomes = z.infer<typeof partnerOutcomesReplySchema>['data'];

/**
 * GET /super-admin/outcomes?by=all|partner|doctor: every patient, or per partner or per doctor (the 50 largest), as
 * the outcome summary job last computed them: `asOf` is when (ISO time).
 */
export const adminOutcomesQuerySchema = z.object({ by: z.enum(['all', 'partner', 'doctor']).default('all') });
export type AdminOutcomesQuery = z.infer<typeof adminOutcomesQuerySchema>;
export const adminOutcomesReplySchema = envelope(
  z.object({ by: z.enum(['all', 'partner', 'doctor']), asOf: z.iso.datetime(), groups: z.array(outcomeGroupSchema) }),
);
export type AdminOutcomes = z.infer<typeof adminOutcomesReplySchema>['data'];
