import {
  BAND_HALF_WIDTH,
  expectedLossPercent,
  hiddenMilestone,
  MIN_GROUP_SIZE,
  trialArmOf,
  type AttentionEntry,
  type MedicationOutcome,
  type PatientOutcome,
} from '#contracts/outcomes';
import type { TreatmentPlan } from '#contracts/treatment-plans';
import type { AttentionRow, MILESTONES, WeightRow } from '#server/modules/treatment-plans/plan-outcomes.service';
import { START_WINDOW } from '#server/modules/treatment-plans/plan-outcomes.service';

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;
/** Days after the last check-in (or the plan's start) that the next one is due (treatment-plans' rule). */
const CHECK_IN_EVERY_DAYS = 21;

const round1 = (n: number) => Math.round(n * 10) / 10;
const dayOf = (d: Date) => d.toISOString().slice(0, 10);
const daysBetween = (from: string, to: string) => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS;

/** The events that move the dose or the treatment, as marks on the chart's time axis. */
const MARK_LABELS: Partial<Record<TreatmentPlan['events'][number]['type'], (dose: string | null) => string>> = {
  STARTED: (d) => `Started ${d}`,
  STEPPED_UP: (d) => `Up to ${d}`,
  STEPPED_DOWN: (d) => `Down to ${d}`,
  HELD: (d) => `Held at ${d}`,
  PAUSED: () => 'Paused',
  RESUMED: () => 'Resumed',
};

/**
 * One patient's outcome from their plan and weights: the starting weight is the one logged closest to the start
 * (30 days before to 14 after; none: no starting weight, and no percent), the weight lost is the latest against it
 * (none until a later weight than the starting one), the band is the trial arm of the current dose, mean curve
 * +/- BAND_HALF_WIDTH points, from week 0 to four weeks past today (at least 12).
 */
export function patientOutcomeView(plan: TreatmentPlan, weights: WeightRow[], now = new Date()): PatientOutcome {
  const start = plan.startedAt.slice(0, 10);
  const week = Math.max(0, Math.floor((now.getTime() - Date.parse(plan.startedAt)) / WEEK_MS));
  // One weight a day: the day's last entry (rows come oldest first).
  const byDay = new Map<string, number>();
  for (const w of weights) byDay.set(w.date, w.weight!);
  const days = [...byDay.entries()].map(([date, weight]) => ({ date, weight, offset: daysBetween(start, date) }));
  const baseline = days
    .filter((d) => d.offset >= -START_WINDOW.before && d.offset <= START_WINDOW.after)
    .sort((a, b) => Math.abs(a.offset) - Math.abs(b.offset) || a.offset - b.offset)[0];
  const latest = days.at(-1) ?? null;
  const later = baseline && latest && latest.date > baseline.date ? latest : null;
  const lostPercentOf = (weight: number) => (baseline ? round1(((baseline.weight - weight) / baseline.weight) * 100) : null);
  const arm = trialArmOf(plan.medication, plan.currentDose);
  const lastWeek = Math.min(Math.max(12, week + 4), 80);
  const bandAt = (w: number) => {
    const mean = arm ? expectedLossPercent(arm, w) : 0;
    return { week: w, low: round1(Math.max(0, mean - BAND_HALF_WIDTH)), mean: round1(mean), high: round1(mean + BAND_HALF_WIDTH) };
  };
  const lastCheckIn = plan.checkIns[0]?.createdAt ?? plan.startedAt;
  return {
    patientId: plan.patientId,
    medication: plan.medication,
    currentDose: plan.currentDose,
    planStatus: plan.status,
    startDate: start,
    week,
    startWeight: baseline?.weight ?? null,
    latestWeight: latest?.weight ?? null,
    latestDate: latest?.date ?? null,
    lostLb: baseline && later ? round1(baseline.weight - later.weight) : null,
    lostPercent: later ? lostPercentOf(later.weight) : null,
    reference: arm
      ? { trial: arm.trial, arm: arm.arm, lossPercent: arm.lossPercent, week: arm.week, placeboPercent: arm.placeboPercent }
      : null,
    expectedNow: arm ? bandAt(week) : null,
    points: days
      .filter((d) => d.offset >= (baseline ? baseline.offset : 0))
      .map((d) => ({ date: d.date, week: round1(d.offset / 7), weight: d.weight, lostPercent: lostPercentOf(d.weight) })),
    band: arm ? Array.from({ length: lastWeek + 1 }, (_, w) => bandAt(w)) : [],
    doseMarks: plan.events
      .filter((e) => MARK_LABELS[e.type])
      .map((e) => ({
        date: e.createdAt.slice(0, 10),
        week: round1((Date.parse(e.createdAt) - Date.parse(plan.startedAt)) / WEEK_MS),
        dose: e.toDose,
        label: MARK_LABELS[e.type]!(e.toDose),
      }))
      .reverse(),
    nextCheckIn: {
      due: plan.checkInDue,
      date: plan.status === 'ACTIVE' ? dayOf(new Date(Date.parse(lastCheckIn) + CHECK_IN_EVERY_DAYS * DAY_MS)) : null,
    },
  };
}

const nameOf = (first: string | null, last: string | null) => (first ? `${first} ${last ?? ''}`.trim() : 'Unnamed patient');

export const attentionEntryView = (r: AttentionRow, dose: string, list: 'losingFast' | 'other', now = new Date()): AttentionEntry => ({
  patientId: r.patient_id,
  patientName: nameOf(r.first_name, r.last_name),
  medication: r.medication,
  currentDose: dose,
  week: Math.max(0, Math.floor((now.getTime() - r.started_at.getTime()) / WEEK_MS)),
  lostPercent:
    r.start_weight !== null && r.latest_weight !== null ? round1(((r.start_weight - r.latest_weight) / r.start_weight) * 100) : null,
  lbPerWeek:
    list === 'losingFast' && r.earlier_weight !== null && r.latest_weight !== null && r.earlier_days
      ? round1((r.earlier_weight - r.latest_weight) / (r.earlier_days / 7))
      : null,
  latestDate: r.latest_date,
});

type Figures = { patients: number; on_treatment: number } & Record<string, number | null>;

/** One medication's figures, each hidden when fewer than 11 patients stand behind it (and the whole group under 11). */
export function medicationOutcomeView(medication: string, r: Figures, weeks: typeof MILESTONES): MedicationOutcome {
  const groupHidden = r.patients < MIN_GROUP_SIZE;
  return {
    medication,
    onTreatment: groupHidden || r.on_treatment < MIN_GROUP_SIZE ? null : r.on_treatment,
    suppressed: groupHidden,
    milestones: weeks.map((week) => {
      const n = Number(r[`n${week}`] ?? 0);
      if (groupHidden || n < MIN_GROUP_SIZE) return hiddenMilestone(week);
      const median = r[`median${week}`];
      return {
        week,
        patients: n,
        medianLostPercent: median === null ? null : round1(Number(median)),
        lostAtLeast5: Number(r[`a5_${week}`]),
        lostAtLeast10: Number(r[`a10_${week}`]),
        suppressed: false,
      };
    }),
  };
}
