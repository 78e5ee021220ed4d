// Read-only joins: activities (the WEIGHT entries: activities module), treatment_plans and treatment_plan_events (the
// plan, its start and its OUTCOME_REVIEWED events: treatment-plans module), patients and users (the policy is decided
// on the patient's row; a doctor's list names the patient), partners and doctors (an aggregate group's label).
import { sql, type RawBuilder } from 'kysely';
import type { OutcomeSettings } from '#contracts/outcomes';
import { policyFilter } from '#server/platform/access/policy';
import { noteListRead, noteRead, type Ctx } from '#server/platform/context';
import { outcomeAggregatesPolicy, outcomesPolicy } from './outcomes.policy';

/**
 * Outcomes read weights and plans that other modules own and write nothing: a patient's weights for their chart, the
 * doctor's three lists, the partners' and administrators' aggregates. The policies decide on the patient's row; every
 * weight lookup names `activity_type = 'WEIGHT'` as a literal so that the partial index activities_weights_idx
 * (migration 0051) serves it in a generic plan too.
 */

/** The plan's first day (its start), as a UTC calendar date: the weeks of treatment count from it. */
const DAY0 = sql<string>`(tp.created_at AT TIME ZONE 'UTC')::date`;

/** The weight logged closest to `day` (a date expression) within `before` days before and `after` days after it. */
const weightNear = (day: RawBuilder<unknown>, before: number, after: number) => sql<number | null>`(
  SELECT a.weight FROM activities a
  WHERE a.patient_id = tp.patient_id AND a.activity_type = 'WEIGHT'
    AND a.date BETWEEN ${day} - ${sql.lit(before)} AND ${day} + ${sql.lit(after)}
  ORDER BY abs(a.date - ${day}), a.date, a.created_at DESC LIMIT 1)`;

/** The starting weight: closest to the start, from 30 days before it to 14 days after (null: none logged then). */
export const START_WINDOW = { before: 30, after: 14 } as const;
const startWeight = weightNear(DAY0, START_WINDOW.before, START_WINDOW.after);

/** The weight near week `week` of treatment (two weeks either side), once the plan has reached that week. */
const weightAtWeek = (week: number) =>
  sql<number | null>`CASE WHEN ${DAY0} + ${sql.lit(week * 7)} <= current_date
    THEN ${weightNear(sql`(${DAY0} + ${sql.lit(week * 7)})`, 14, 14)} END`;

/** The patient's weights since `since` (YYYY-MM-DD), oldest first, when the caller sees the patient. */
export const weightsOf = (ctx: Ctx, patientId: string, since: string) =>
  ctx.db
    .selectFrom('activities as a')
    .innerJoin('patients as p', 'p.id', 'a.patient_id')
    .where(policyFilter(outcomesPolicy, ctx.actor))
    .where('a.patient_id', '=', patientId)
    .where(sql<boolean>`a.activity_type = 'WEIGHT'`)
    .where('a.date', '>=', since)
    .select([sql<string>`a.date::text`.as('date'), 'a.weight', 'a.created_at'])
    .orderBy('a.date')
    .orderBy('a.created_at')
    .limit(2000)
    .execute();

export type WeightRow = Awaited<ReturnType<typeof weightsOf>>[number];

/** Notes the read of one patient's outcome (their chart), on their plan. */
export const noteOutcomeRead = (ctx: Ctx, patientId: string, planId: string | null) =>
  noteRead(ctx, { action: 'READ', resourceType: 'outcome', resourceId: planId, patientId });

/**
 * The active plans of the patients the caller reaches that belong on one of the doctor's lists (not responding, losing
 * too fast, no weight logged), unless a review of the plan is newer than its latest weight. One row per plan, with
 * the figures the lists show; at most 500 (the lists show 10 each, with the total).
 */
export async function attentionRows(ctx: Ctx, s: OutcomeSettings) {
  const fastDays = s.fastLossWeeks * 7;
  const base = ctx.db
    .selectFrom('treatment_plans as tp')
    .innerJoin('patients as p', 'p.id', 'tp.patient_id')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('activities as a')
          .select(['a.weight', 'a.date', 'a.created_at'])
          .whereRef('a.patient_id', '=', 'tp.patient_id')
          .where(sql<boolean>`a.activity_type = 'WEIGHT'`)
          .orderBy('a.date', 'desc')
          .orderBy('a.created_at', 'desc')
          .limit(1)
          .as('latest'),
      (join) => join.onTrue(),
    )
    // The weight logged `fastLossWeeks` weeks before the latest one (up to two weeks earlier still).
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('activities as a')
          .select(['a.weight', 'a.date'])
          .whereRef('a.patient_id', '=', 'tp.patient_id')
          .where(sql<boolean>`a.activity_type = 'WEIGHT'`)
          .where(sql<boolean>`a.date <= latest.date - ${sql.lit(fastDays)} AND a.date >= latest.date - ${sql.lit(fastDays + 14)}`)
          .orderBy('a.date', 'desc')
          .orderBy('a.created_at', 'desc')
          .limit(1)
          .as('earlier'),
      (join) => join.onTrue(),
    )
    .where(policyFilter(outcomesPolicy, ctx.actor))
    .where(sql<boolean>`tp.status = 'ACTIVE'`)
    .where('u.deleted_at', 'is', null)
    .select([
      'tp.id as plan_id',
      'tp.patient_id',
      'tp.medication',
      'tp.step_index',
      'tp.created_at as started_at',
      'tp.step_started_at',
      'u.first_name',
      'u.last_name',
      startWeight.as('start_weight'),
      'latest.weight as latest_weight',
      sql<string | null>`latest.date::text`.as('latest_date'),
      'latest.created_at as latest_created_at',
      'earlier.weight as earlier_weight',
      sql<number | null>`latest.date - earlier.date`.as('earlier_days'),
      sql<Date | null>`(SELECT max(e.created_at) FROM treatment_plan_events e
        WHERE e.plan_id = tp.id AND e.type = 'OUTCOME_REVIEWED')`.as('reviewed_at'),
    ]);
  const rows = await ctx.db
    .selectFrom(base.as('m'))
    .selectAll()
    .select([
      sql<boolean>`m.step_started_at <= now() - ${sql.lit(s.reviewWeeks * 7)} * interval '1 day'
        AND m.start_weight IS NOT NULL AND m.latest_date::date > (m.started_at AT TIME ZONE 'UTC')::date + ${sql.lit(START_WINDOW.after)}
        AND (m.start_weight - m.latest_weight) / m.start_weight * 100 < ${s.minLossPercent}`.as('not_responding'),
      sql<boolean>`m.earlier_weight IS NOT NULL AND m.earlier_days > 0
        AND m.latest_date::date >= current_date - ${sql.lit(s.noWeightDays)}
        AND (m.earlier_weight - m.latest_weight) / (m.earlier_days / 7.0) > ${s.fastLossLbPerWeek}`.as('losing_fast'),
      sql<boolean>`m.started_at <= now() - ${sql.lit(s.noWeightDays)} * interval '1 day'
        AND (m.latest_date IS NULL OR m.latest_date::date < current_date - ${sql.lit(s.noWeightDays)})`.as('no_weight'),
    ])
    .where(sql<boolean>`m.reviewed_at IS NULL OR (m.latest_created_at IS NOT NULL AND m.reviewed_at < m.latest_created_at)`)
    .orderBy('m.started_at')
    .orderBy('m.plan_id')
    .limit(500)
    .execute();
  return rows.filter((r) => r.not_responding || r.losing_fast || r.no_weight);
}

export type AttentionRow = Awaited<ReturnType<typeof attentionRows>>[number];

/** Notes the doctor's lists as read: each patient shown is named in the row (the lists are patient data). */
export const noteAttentionRead = (ctx: Ctx, shown: { patientIds: string[]; totals: Record<string, number> }) =>
  noteListRead(ctx, 'outcome_attention', { count: shown.patientIds.length }, { details: shown });

export const MILESTONES = [12, 24, 52] as const;

/** How the aggregate groups patients: all together, by partner, by doctor. */
export type GroupBy = 'all' | 'partner' | 'doctor';

type AggregateRow = {
  grp: string | null;
  label: string | null;
  medication: string;
  patients: number;
  on_treatment: number;
} & Record<`n${(typeof MILESTONES)[number]}` | `a5_${(typeof MILESTONES)[number]}` | `a10_${(typeof MILESTONES)[number]}`, number> &
  Record<`median${(typeof MILESTONES)[number]}`, number | null>;

/**
 * Outcomes of the caller's patients (a partner's, or every patient for an administrator), by group and medication:
 * patients, those on treatment, and at weeks 12, 24 and 52 how many have a starting weight and a weight near that week,
 * the median percent lost (percentile_cont) and how many lost 5% and 10% or more. Counts only: the service hides the
 * groups under 11. Noted as one READ row, with no patient named.
 */
export async function aggregateRows(ctx: Ctx, by: GroupBy): Promise<AggregateRow[]> {
  const group = by === 'partner' ? sql`p.partner_id` : by === 'doctor' ? sql`p.doctor_id` : sql`NULL::uuid`;
  const plans = ctx.db
    .selectFrom('treatment_plans as tp')
    .innerJoin('patients as p', 'p.id', 'tp.patient_id')
    .where(policyFilter(outcomeAggregatesPolicy, ctx.actor))
    .select([
      'tp.patient_id',
      'tp.medication',
      'tp.status',
      group.as('grp'),
      startWeight.as('w0'),
      ...MILESTONES.map((w) => weightAtWeek(w).as(`w${w}`)),
    ]);
  const lost = (w: number) => sql.raw(`(m.w0 - m.w${w}) / m.w0 * 100`);
  const has = (w: number) => sql.raw(`m.w0 IS NOT NULL AND m.w${w} IS NOT NULL`);
  const figures = MILESTONES.map(
    (w) => sql`count(*) FILTER (WHERE ${has(w)})::int AS ${sql.raw(`n${w}`)},
      percentile_cont(0.5) WITHIN GROUP (ORDER BY ${lost(w)}) FILTER (WHERE ${has(w)}) AS ${sql.raw(`median${w}`)},
      count(*) FILTER (WHERE ${has(w)} AND ${lost(w)} >= 5)::int AS ${sql.raw(`a5_${w}`)},
      count(*) FILTER (WHERE ${has(w)} AND ${lost(w)} >= 10)::int AS ${sql.raw(`a10_${w}`)}`,
  );
  const label =
    by === 'partner'
      ? sql`(SELECT pa.business_name FROM partners pa WHERE pa.id = g.grp)`
      : by === 'doctor'
        ? sql`(SELECT du.first_name || ' ' || du.last_name FROM doctors d JOIN users du ON du.id = d.user_id WHERE d.id = g.grp)`
        : sql`NULL::text`;
  const result = await sql<AggregateRow>`
    WITH g AS (
      SELECT m.grp, m.medication, count(DISTINCT m.patient_id)::int AS patients,
             count(*) FILTER (WHERE m.status = 'ACTIVE')::int AS on_treatment, ${sql.join(figures)}
      FROM (${plans}) m
      GROUP BY m.grp, m.medication
    )
    SELECT g.*, ${label} AS label FROM g ORDER BY g.grp NULLS LAST, g.medication`.execute(ctx.db);
  await noteRead(ctx, { action: 'READ', resourceType: 'outcome_summary', details: { by } });
  return result.rows.map((r) => ({
    ...r,
    ...Object.fromEntries(MILESTONES.map((w) => [`median${w}`, r[`median${w}`] === null ? null : Number(r[`median${w}`])])),
  }));
}
