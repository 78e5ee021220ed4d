// Read-only joins: activities (the WEIGHT entries a patient logs: activities module), patients and users (the caller's
// reach is decided on the patient's row; a doctor's list names the patient), partners, doctors and their users (an
// aggregate group's label).
import { sql } from 'kysely';
import type { Filter } from '#server/platform/access/policy';
import type { Ctx } from '#server/platform/context';
import type { Database, PatientsTable } from '#server/platform/db/schema';
import type { PlanRow } from './treatment-plans.repository';

/**
 * The plans' weights as the outcome views read them (README "Outcomes"): a plan's weights for its chart, the doctor's
 * lists, the aggregates. The rows a caller reaches are the `reach` filter on the patient's row (`patients as p`) that
 * the outcomes module's policy gives; every weight lookup names `activity_type = 'WEIGHT'` as a literal, so that the
 * partial index activities_weights_idx (migration 0051) serves it in a generic plan too.
 */

export type Reach = Filter<Database & { p: PatientsTable }, 'p'>;

/** The plan's first day (its start), as a UTC calendar date: the weeks of treatment count from it. */
const DAY0 = sql<string>`(tp.created_at AT TIME ZONE 'UTC')::date`;

/**
 * The starting weight: closest to the start, from 30 days before it to 14 days after (null: none logged then); and the
 * weight near a week of treatment (two weeks either side, the closest). The database keeps both on the plan's row from
 * the patient's WEIGHT entries (migration 0056, `plan_weight_near`), so a plan's figures are read, not searched for.
 */
export const START_WINDOW = { before: 30, after: 14 } as const;
const startWeight = sql<number | null>`tp.start_weight`;

/** The weight near week `week` of treatment, once the plan has reached that week. */
const weightAtWeek = (week: Week) =>
  sql<number | null>`CASE WHEN ${DAY0} + ${sql.lit(week * 7)} <= current_date THEN ${sql.ref(`tp.weight_week${week}`)} END`;

/**
 * A plan's weights since `since` (YYYY-MM-DD), oldest first. It takes the plan's row, which only `currentPlan` gives
 * (read through the plans policy): the caller cannot name a plan it does not see.
 */
export const planWeights = (ctx: Ctx, plan: PlanRow, since: string) =>
  ctx.db
    .selectFrom('treatment_plans as tp')
    .innerJoin('activities as a', 'a.patient_id', 'tp.patient_id')
    .where('tp.id', '=', plan.id)
    .where(sql<boolean>`a.activity_type = 'WEIGHT'`)
    .where('a.date', '>=', since)
    .select([sql<string>`a.date::text`.as('date'), 'a.weight', 'a.created_at'])
    .orderBy('a.date')
    .orderBy('a.created_at')
    .limit(2000)
    .execute();

export type WeightRow = Awaited<ReturnType<typeof planWeights>>[number];

export type AttentionSettings = {
  reviewWeeks: number;
  minLossPercent: number;
  fastLossLbPerWeek: number;
  fastLossWeeks: number;
  noWeightDays: number;
};

/**
 * The active plans of the patients in `reach` that belong on one of the doctor's lists (not responding, losing too
 * fast, no weight logged), unless a review of the plan is newer than its latest weight. One row per plan, with the
 * figures the lists show; at most 500 (the lists show 10 each, with the total).
 */
export async function attentionRows(ctx: Ctx, reach: Reach, s: AttentionSettings) {
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
    .where(reach)
    .where(sql<boolean>`tp.status = 'ACTIVE'`)
    .where('u.deleted_at', 'is', null)
    .select((eb) => [
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
      eb
        .selectFrom('treatment_plan_events as e')
        .select((e) => e.fn.max('e.created_at').as('at'))
        .whereRef('e.plan_id', '=', 'tp.id')
        .where(sql<boolean>`e.type = 'OUTCOME_REVIEWED'`)
        .as('reviewed_at'),
    ]);
  const flagged = ctx.db
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
    .where(sql<boolean>`m.reviewed_at IS NULL OR (m.latest_created_at IS NOT NULL AND m.reviewed_at < m.latest_created_at)`);
  // The flags decide in SQL which plans are listed, before the limit: a doctor with thousands of active plans has every
  // one considered (the limit bounds the flagged ones, and so the totals, at 500).
  return ctx.db
    .selectFrom(flagged.as('f'))
    .selectAll()
    .where(sql<boolean>`f.not_responding OR f.losing_fast OR f.no_weight`)
    .orderBy('f.started_at')
    .orderBy('f.plan_id')
    .limit(500)
    .execute();
}

export type AttentionRow = Awaited<ReturnType<typeof attentionRows>>[number];

export const MILESTONES = [12, 24, 52] as const;
type Week = (typeof MILESTONES)[number];

/** How the aggregate groups patients: all together, by partner, by doctor. */
export type GroupBy = 'all' | 'partner' | 'doctor';

export type AggregateRow = {
  grp: string | null;
  label: string | null;
  medication: string;
  patients: number;
  on_treatment: number;
} & Record<`n${Week}` | `a5_${Week}` | `a10_${Week}`, number> &
  Record<`median${Week}`, number | null>;

/**
 * Outcomes of the patients in `reach`, by group and medication: patients, those on treatment, and at weeks 12, 24 and
 * 52 how many have a starting weight and a weight near that week, the median percent lost (percentile_cont) and how
 * many lost 5% and 10% or more. Counts only, no patient: the caller hides the groups under 11.
 */
export async function aggregateRows(ctx: Ctx, reach: Reach, by: GroupBy, everyone: boolean): Promise<AggregateRow[]> {
  // The group's label only when grouping by it.
  const plans = ctx.db
    .selectFrom('treatment_plans as tp')
    .innerJoin('patients as p', (join) => join.onRef('p.id', '=', 'tp.patient_id'))
    .$if(by === 'partner', (q) => q.leftJoin('partners as pa', 'pa.id', 'p.partner_id'))
    .$if(by === 'doctor', (q) => q.leftJoin('doctors as d', 'd.id', 'p.doctor_id').leftJoin('users as du', 'du.id', 'd.user_id'))
    .where(reach)
    // A partner's patients first, as an array the plans' index is probed with (`everyone`: every plan is read anyway).
    .$if(!everyone, (q) =>
      q.where((eb) => sql<boolean>`tp.patient_id = ANY(ARRAY(${eb.selectFrom('patients as p').select('p.id').where(reach)}))`),
    )
    .select([
      'tp.patient_id',
      'tp.medication',
      'tp.status',
      (by === 'partner' ? sql<string | null>`p.partner_id` : by === 'doctor' ? sql<string | null>`p.doctor_id` : sql<null>`NULL::uuid`).as(
        'grp',
      ),
      (by === 'partner'
        ? sql<string | null>`pa.business_name`
        : by === 'doctor'
          ? sql<string | null>`du.first_name || ' ' || du.last_name`
          : sql<null>`NULL::text`
      ).as('label'),
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
  const result = await sql<AggregateRow>`
    SELECT m.grp, min(m.label) AS label, m.medication, count(DISTINCT m.patient_id)::int AS patients,
           count(*) FILTER (WHERE m.status = 'ACTIVE')::int AS on_treatment, ${sql.join(figures)}
    FROM (${plans}) m
    GROUP BY m.grp, m.medication
    ORDER BY m.grp NULLS LAST, m.medication`.execute(ctx.db);
  return result.rows.map((r) => ({
    ...r,
    ...Object.fromEntries(MILESTONES.map((w) => [`median${w}`, r[`median${w}`] === null ? null : Number(r[`median${w}`])])),
  }));
}
