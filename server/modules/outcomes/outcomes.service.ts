import { titratedMedication } from '#contracts/doses';
import type {
  AdminOutcomes,
  Attention,
  DoctorPatientOutcome,
  OutcomeGroup,
  OutcomeReviewBody,
  OutcomeSettings,
  PartnerOutcomes,
  PatientOutcome,
} from '#contracts/outcomes';
import type { SideEffect } from '#contracts/treatment-plans';
import type { Ctx } from '#server/platform/context';
import { getPatient } from '#server/modules/patients/patients.service';
import { doseOf } from '#server/modules/treatment-plans/treatment-plans.views';
import * as planOutcomes from '#server/modules/treatment-plans/plan-outcomes.service';
import { MILESTONES, START_WINDOW } from '#server/modules/treatment-plans/plan-outcomes.service';
import * as plans from '#server/modules/treatment-plans/treatment-plans.service';
import { policyFilter, policySeesAll } from '#server/platform/access/policy';
import { forbidden } from '#server/platform/errors';
import { markedPlansPolicy, outcomeAggregatesPolicy, outcomesPolicy } from './outcomes.policy';
import * as repo from './outcomes.repository';
import { attentionEntryView, medicationOutcomeView, patientOutcomeView } from './outcomes.views';

/**
 * Is the treatment working? (README "Outcomes"). A patient's weight against the trial curve of their medication, for
 * them and their doctor; the doctor's lists of patients to look at, with the decision they record; and the partners'
 * and administrators' aggregates, which never show a group under 11 patients.
 */

/** The thresholds of the doctor's lists, from the server's settings (defaults: the issue's). */
export const settingsOf = (ctx: Ctx): OutcomeSettings => ({
  reviewWeeks: ctx.deps.config.OUTCOME_REVIEW_WEEKS,
  minLossPercent: ctx.deps.config.OUTCOME_MIN_LOSS_PERCENT,
  fastLossLbPerWeek: ctx.deps.config.OUTCOME_FAST_LOSS_LB_PER_WEEK,
  fastLossWeeks: ctx.deps.config.OUTCOME_FAST_LOSS_WEEKS,
  noWeightDays: ctx.deps.config.OUTCOME_NO_WEIGHT_DAYS,
});

const sinceStart = (startedAt: string) => new Date(Date.parse(startedAt) - START_WINDOW.before * 86_400_000).toISOString().slice(0, 10);

/** The outcome of a patient the caller sees, with their plan (null: no plan), and the plan read as shown. */
async function outcomeOf(ctx: Ctx, patientId: string) {
  const found = await plans.planOf(ctx, patientId);
  if (!found) return null;
  const weights = await planOutcomes.planWeights(ctx, found.plan, sinceStart(found.view.startedAt));
  return { plan: found.view, outcome: patientOutcomeView(found.view, weights) };
}

/** GET /patient/outcomes: the patient's own (null without a treatment plan). */
export async function ownOutcome(ctx: Ctx): Promise<PatientOutcome | null> {
  const patientId = plans.ownPatientId(ctx);
  const found = await outcomeOf(ctx, patientId);
  await repo.noteOutcomeRead(ctx, patientId, found?.plan.id ?? null);
  return found?.outcome ?? null;
}

/** GET /doctors/patients/{id}/outcomes: for a doctor who sees the patient (404 and a DENIED row otherwise). */
export async function patientOutcome(ctx: Ctx, patientId: string): Promise<DoctorPatientOutcome | null> {
  await getPatient(ctx, patientId, { action: 'READ', resourceType: 'outcome' });
  const found = await outcomeOf(ctx, patientId);
  await repo.noteOutcomeRead(ctx, patientId, found?.plan.id ?? null);
  if (!found) return null;
  const { plan, outcome } = found;
  return {
    ...outcome,
    checkIns: plan.checkIns.map((c) => ({
      date: c.createdAt.slice(0, 10),
      weight: c.weight,
      severity: c.severity,
      sideEffects: c.sideEffects as SideEffect[],
      otherSideEffect: c.otherSideEffect,
      missedDoses: c.missedDoses,
      notes: c.notes,
    })),
    reviews: plan.events
      .filter((e) => e.type === 'OUTCOME_REVIEWED' && e.decision)
      .map((e) => ({ date: e.createdAt.slice(0, 10), decision: e.decision!, note: e.reason, by: e.actorName })),
  };
}

const SHOWN_PER_LIST = 10;

/**
 * GET /doctors/outcomes/attention: the three lists of the caller's patients on active treatment, 10 each with totals.
 * The plans whose lists the outcome summary job's pass decided, unchanged since, are counted and ordered from their
 * `plan_attention` rows; the plans changed since are decided here by the rules; every plan shown is checked by the
 * rules again (a decided plan that time took off a list since the pass is left out, and counted until the next pass).
 */
export async function attention(ctx: Ctx): Promise<Attention> {
  const settings = settingsOf(ctx);
  const reach = policyFilter(outcomesPolicy, ctx.actor);
  const marked = policyFilter(markedPlansPolicy, ctx.actor);
  const decided = await planOutcomes.decidedAttention(ctx, marked, SHOWN_PER_LIST);
  const rows = await planOutcomes.attentionRows(ctx, reach, marked, settings, [...new Set(Object.values(decided.firsts).flat())]);
  const undecided = rows.filter((r) => r.undecided);
  const decidedRows = rows.filter((r) => !r.undecided);
  const list = (flag: (typeof planOutcomes.ATTENTION_LISTS)[number]) => {
    const changed = undecided.filter((r) => r[flag]);
    const shown = [...decidedRows.filter((r) => r[flag] && decided.firsts[flag].includes(r.plan_id)), ...changed]
      .sort((a, b) => a.started_at.getTime() - b.started_at.getTime() || (a.plan_id < b.plan_id ? -1 : 1))
      .slice(0, SHOWN_PER_LIST);
    const kind = flag === 'losing_fast' ? 'losingFast' : 'other';
    return {
      total: decided.counts[flag] + changed.length,
      items: shown.map((r) => attentionEntryView(r, doseOf(r.medication, r.step_index), kind)),
    };
  };
  const reply = {
    settings,
    notResponding: list('not_responding'),
    losingFast: list('losing_fast'),
    noWeight: list('no_weight'),
  };
  const shown = [reply.notResponding, reply.losingFast, reply.noWeight].flatMap((l) => l.items.map((i) => i.patientId));
  await repo.noteAttentionRead(ctx, {
    patientIds: [...new Set(shown)],
    totals: { notResponding: reply.notResponding.total, losingFast: reply.losingFast.total, noWeight: reply.noWeight.total },
  });
  return reply;
}

/** POST /doctors/patients/{id}/outcomes/review: the doctor's decision, on the patient's plan (off the lists until new data). */
export const review = (ctx: Ctx, patientId: string, body: OutcomeReviewBody) => plans.recordOutcomeReview(ctx, patientId, body);

/** The medications in a fixed order (every known one, even with no patient: it then reads "Fewer than 11 patients"). */
const MEDICATIONS = ['semaglutide', 'tirzepatide'];

type Figures = Parameters<typeof medicationOutcomeView>[1];
type Counted = { medication: string; figures: Figures };

/** A medication's counts, from a live aggregate row or a summary row (the same columns). */
const figuresOf = (r: Omit<planOutcomes.AggregateRow, 'grp' | 'label'>): Counted => ({
  medication: r.medication,
  figures: {
    patients: r.patients,
    on_treatment: r.on_treatment,
    ...Object.fromEntries(MILESTONES.flatMap((w) => [`n${w}`, `median${w}`, `a5_${w}`, `a10_${w}`] as const).map((k) => [k, r[k]])),
  },
});

function groupView(label: string, rows: Counted[]): OutcomeGroup {
  const empty = { patients: 0, on_treatment: 0 };
  const names = [...new Set([...MEDICATIONS, ...rows.map((r) => titratedMedication(r.medication) ?? r.medication)])];
  return {
    label,
    medications: names.map((m) => medicationOutcomeView(m, rows.find((r) => r.medication === m)?.figures ?? empty, MILESTONES)),
  };
}

/**
 * GET /gym-owner/outcomes: the partner's patients, by medication, from their group's summary rows of the job's last pass
 * (`asOf`), as the administrator reads them; read live (one pass over their own plans) while no pass has run yet.
 */
export async function partnerOutcomes(ctx: Ctx): Promise<PartnerOutcomes> {
  const partnerId = ctx.actor.kind === 'user' ? ctx.actor.partnerId : undefined;
  const found = partnerId ? await repo.readSummaries(ctx, 'partner', { groupId: partnerId }) : null;
  await repo.noteSummaryRead(ctx, found ? 'partner' : 'all');
  if (found) return { asOf: found.computedAt.toISOString(), medications: groupView('All patients', found.rows.map(figuresOf)).medications };
  const rows = await planOutcomes.aggregateRows(ctx, policyFilter(outcomeAggregatesPolicy, ctx.actor), 'all', false);
  return { medications: groupView('All patients', rows.map(figuresOf)).medications };
}

const LARGEST_GROUPS = 50;
const GROUPINGS = ['all', 'partner', 'doctor'] as const;

/**
 * Computes one grouping of the administrator's aggregate over every plan and replaces its summary rows: the groups
 * ranked by their patients (most first; ties in the order of their ids, no group last), counts only. Every patient,
 * whoever asks: only system work and an administrator (the aggregates policy's 'ALL') may write it.
 */
async function computeSummary(ctx: Ctx, by: repo.Grouping, now = new Date()) {
  if (!policySeesAll(outcomeAggregatesPolicy, ctx.actor)) throw forbidden();
  const rows = await planOutcomes.aggregateRows(ctx, policyFilter(outcomeAggregatesPolicy, ctx.actor), by, true);
  const groups = new Map<string | null, planOutcomes.AggregateRow[]>();
  for (const r of rows) groups.set(r.grp, [...(groups.get(r.grp) ?? []), r]);
  const size = (g: planOutcomes.AggregateRow[]) => g.reduce((n, r) => n + r.patients, 0);
  const ranked = [...groups.values()]
    .sort((a, b) => size(b) - size(a))
    .flatMap((g, i) => g.map(({ grp, label, ...r }) => ({ ...r, group_rank: i + 1, group_id: grp, label, group_patients: size(g) })));
  return repo.replaceSummaries(ctx, by, ranked, now);
}

/**
 * The outcome summary job's pass: every grouping recomputed, each in its own transaction, then the plans marked for
 * the doctors' lists replaced by those the rules flag now (system work only). Returns the groups of each grouping and
 * the plans marked.
 */
export async function refreshSummaries(ctx: Ctx): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const by of GROUPINGS) counts[by] = await computeSummary(ctx, by);
  counts.markedPlans = await planOutcomes.remarkAttention(ctx, settingsOf(ctx));
  return counts;
}

/**
 * GET /super-admin/outcomes?by=: every patient, or per partner or per doctor (the 50 with the most patients), from the
 * summary rows of the last pass of the job (`asOf`). A grouping never computed (a new database) is computed first.
 */
export async function adminOutcomes(ctx: Ctx, by: repo.Grouping): Promise<AdminOutcomes> {
  let found = await repo.readSummaries(ctx, by, { largest: LARGEST_GROUPS });
  if (!found) {
    await computeSummary(ctx, by);
    found = (await repo.readSummaries(ctx, by, { largest: LARGEST_GROUPS }))!;
  }
  await repo.noteSummaryRead(ctx, by);
  const asOf = found.computedAt.toISOString();
  if (by === 'all') return { by, asOf, groups: [groupView('All patients', found.rows.map(figuresOf))] };
  const groups = new Map<number, repo.SummaryRow[]>();
  for (const r of found.rows) groups.set(r.group_rank, [...(groups.get(r.group_rank) ?? []), r]);
  const none = by === 'partner' ? 'No partner' : 'No doctor assigned';
  return { by, asOf, groups: [...groups.values()].map((g) => groupView(g[0].label ?? none, g.map(figuresOf))) };
}
