// Read-only joins: activities (the WEIGHT entries a patient logs: activities module), patients and users (the caller's
// reach is decided on the patient's row; a doctor's list names the patient), partners, doctors and their users (an
// aggregate group's label).
import { sql, type ExpressionBuilder } from 'kysely';
import { doctorReachOf } from '#server/platform/access/doctor-reach';
import type { Filter } from '#server/platform/access/policy';
import { inTransaction, type Ctx } from '#server/platform/context';
import { forbidden } from '#server/platform/errors';
import type { Database, PatientsTable } from '#server/platform/db/schema';
import type { PlanAttentionTable, TreatmentPlansTable } from '#server/platform/db/schema-treatment-plans';
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
 * The weeks before the latest weight that the plan's row keeps the "losing too fast" comparison weight for
 * (`fast_loss_weight`, migration 0061: logged 4 weeks before the latest, up to two weeks earlier still). Another
 * OUTCOME_FAST_LOSS_WEEKS reads that weight from the patient's weights instead, one index probe per plan.
 */
export const STORED_FAST_LOSS_WEEKS = 4;

/** The weight logged `days` before the plan's latest one (up to two weeks earlier still): the latest such day. */
const weightBeforeLatest = (days: number) => (eb: ExpressionBuilder<Database & { tp: TreatmentPlansTable }, 'tp'>) =>
  eb
    .selectFrom('activities as a')
    .select(['a.weight', 'a.date'])
    .whereRef('a.patient_id', '=', 'tp.patient_id')
    .where(sql<boolean>`a.activity_type = 'WEIGHT'`)
    .where(sql<boolean>`a.date <= tp.latest_weight_date - ${sql.lit(days)} AND a.date >= tp.latest_weight_date - ${sql.lit(days + 14)}`)
    .orderBy('a.date', 'desc')
    .orderBy('a.created_at', 'desc')
    .limit(1)
    .as('earlier');

/** The rules of the doctor's lists with the server's settings, on a plan's row (`tp`), as SQL. */
function attentionRules(s: AttentionSettings) {
  const stored = s.fastLossWeeks === STORED_FAST_LOSS_WEEKS;
  const earlierWeight = stored ? sql<number | null>`tp.fast_loss_weight` : sql<number | null>`earlier.weight`;
  const earlierDays = stored
    ? sql<number | null>`(tp.latest_weight_date - tp.fast_loss_weight_date)`
    : sql<number | null>`(tp.latest_weight_date - earlier.date)`;
  const notResponding = sql<boolean>`(tp.step_started_at <= now() - ${sql.lit(s.reviewWeeks * 7)} * interval '1 day'
    AND tp.start_weight IS NOT NULL AND tp.latest_weight_date > ${DAY0} + ${sql.lit(START_WINDOW.after)}
    AND (tp.start_weight - tp.latest_weight) / tp.start_weight * 100 < ${s.minLossPercent})`;
  const losingFast = sql<boolean>`(${earlierWeight} IS NOT NULL AND ${earlierDays} > 0
    AND tp.latest_weight_date >= current_date - ${sql.lit(s.noWeightDays)}
    AND (${earlierWeight} - tp.latest_weight) / (${earlierDays} / 7.0) > ${s.fastLossLbPerWeek})`;
  const noWeight = sql<boolean>`(tp.created_at <= now() - ${sql.lit(s.noWeightDays)} * interval '1 day'
    AND (tp.latest_weight_date IS NULL OR tp.latest_weight_date < current_date - ${sql.lit(s.noWeightDays)}))`;
  return { stored, earlierWeight, earlierDays, notResponding, losingFast, noWeight };
}

/**
 * The active plans (of patients not deleted) that belong on one of the doctor's lists now, unless a review of the
 * plan is as new as its latest weight: `tp` joined to its patient (`p`) and their user (`u`), for a caller to narrow.
 */
function flaggedPlans(ctx: Ctx, s: AttentionSettings) {
  const rules = attentionRules(s);
  const query = ctx.db
    .selectFrom('treatment_plans as tp')
    .innerJoin('patients as p', 'p.id', 'tp.patient_id')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    // Only for another OUTCOME_FAST_LOSS_WEEKS than the stored one: the weight that many weeks before the latest.
    .$if(!rules.stored, (q) => q.leftJoinLateral(weightBeforeLatest(s.fastLossWeeks * 7), (join) => join.onTrue()))
    .where(sql<boolean>`tp.status = 'ACTIVE'`)
    .where('u.deleted_at', 'is', null)
    .where(sql<boolean>`(${rules.notResponding} OR ${rules.losingFast} OR ${rules.noWeight})`)
    // A decision takes the patient off until a newer weight: probed only for the flagged plans (a cheaper condition
    // is evaluated first), through treatment_plan_events_review_idx.
    .where(
      sql<boolean>`NOT EXISTS (SELECT 1 FROM treatment_plan_events e WHERE e.plan_id = tp.id AND e.type = 'OUTCOME_REVIEWED'
        AND (tp.latest_weight_at IS NULL OR e.created_at >= tp.latest_weight_at))`,
    );
  return { query, rules };
}

/** Marked plans (`plan_attention as pa`, migration 0062) in the caller's reach: by the patient's doctor and partner. */
export type MarkedReach = Filter<Database & { pa: PlanAttentionTable }, 'pa'>;

/** The doctor's three lists, as `plan_attention`'s columns. */
export const ATTENTION_LISTS = ['not_responding', 'losing_fast', 'no_weight'] as const;
export type AttentionListColumn = (typeof ATTENTION_LISTS)[number];

/**
 * The plans in the caller's reach (`marked`) whose lists the outcome summary job's pass decided and nothing has
 * changed since (`plan_attention`, migration 0062): how many are on each list, and each list's first `shown` plans in
 * the lists' order (the plan's start), from one read of those rows alone. A doctor's rows are read as two index
 * branches, their own patients' and their partners' (`doctor = $1 OR partner = ANY($2)` filtered every row), each
 * from an index that carries the lists, so that no row of the table is read.
 */
export async function decidedAttention(ctx: Ctx, marked: MarkedReach, shown: number) {
  const decided = (q = ctx.db.selectFrom('plan_attention as pa')) =>
    q
      .where(marked)
      .where('pa.not_responding', 'is not', null)
      .select(['pa.plan_id', 'pa.started_at', 'pa.not_responding', 'pa.losing_fast', 'pa.no_weight']);
  const reach = doctorReachOf(ctx.actor);
  const rows = reach
    ? decided()
        .where('pa.doctor_id', '=', reach.doctorId ?? NO_ID)
        .unionAll(
          decided()
            .where('pa.partner_id', '=', sql<string>`ANY(${sql.val(reach.partnerIds)}::uuid[])`)
            // Not twice: a row of the doctor's own patient at one of their partners is the first branch's.
            .$if(reach.doctorId !== null, (q) => q.where(sql<boolean>`pa.doctor_id IS DISTINCT FROM ${reach.doctorId}::uuid`)),
        )
    : decided();
  // Counted and ordered in the statement: a few values back, not a row (and a date to parse) per plan.
  const { rows: found } = await sql<Record<AttentionListColumn, number> & Record<`first_${AttentionListColumn}`, string[]>>`
    WITH d AS MATERIALIZED (${rows})
    SELECT ${sql.join(
      ATTENTION_LISTS.map(
        (l) => sql`(SELECT count(*) FROM d WHERE ${sql.ref(`d.${l}`)})::int AS ${sql.ref(l)},
          ARRAY(SELECT d.plan_id FROM d WHERE ${sql.ref(`d.${l}`)} ORDER BY d.started_at, d.plan_id LIMIT ${shown}) AS ${sql.ref(`first_${l}`)}`,
      ),
    )}`.execute(ctx.db);
  const [r] = found;
  return {
    counts: Object.fromEntries(ATTENTION_LISTS.map((l) => [l, r[l]])) as Record<AttentionListColumn, number>,
    firsts: Object.fromEntries(ATTENTION_LISTS.map((l) => [l, r[`first_${l}`]])) as Record<AttentionListColumn, string[]>,
  };
}

/** An id no row has: a doctor's branch when the caller acts for no doctor record. */
const NO_ID = '00000000-0000-0000-0000-000000000000';

/**
 * Plans of the patients in `reach` that belong on one of the doctor's lists now, decided by the rules on their current
 * rows with the settings and today's date (one row per plan, with the figures the lists show; at most 500, in the
 * lists' order): the marked plans nothing has decided since they changed (`undecided`), and the `shown` ones (the
 * decided plans a list shows, checked again), in one statement. `reach` decides on the patient's row as it is now.
 */
export async function attentionRows(ctx: Ctx, reach: Reach, marked: MarkedReach, s: AttentionSettings, shown: string[]) {
  const { query, rules } = flaggedPlans(ctx, s);
  return (
    query
      .where(reach)
      // The marked plans first (their doctor and partner indexes), each plan then read by its key.
      .innerJoin('plan_attention as pa', 'pa.plan_id', 'tp.id')
      .where(marked)
      .where(sql<boolean>`(pa.not_responding IS NULL OR pa.plan_id = ANY(${sql.val(shown)}::uuid[]))`)
      .select([
        sql<boolean>`pa.not_responding IS NULL`.as('undecided'),
        'tp.id as plan_id',
        'tp.patient_id',
        'tp.medication',
        'tp.step_index',
        'tp.created_at as started_at',
        'tp.step_started_at',
        'u.first_name',
        'u.last_name',
        startWeight.as('start_weight'),
        'tp.latest_weight',
        sql<string | null>`tp.latest_weight_date::text`.as('latest_date'),
        'tp.latest_weight_at as latest_created_at',
        rules.earlierWeight.as('earlier_weight'),
        rules.earlierDays.as('earlier_days'),
        rules.notResponding.as('not_responding'),
        rules.losingFast.as('losing_fast'),
        rules.noWeight.as('no_weight'),
      ])
      .orderBy('tp.created_at')
      .orderBy('tp.id')
      .limit(500)
      .execute()
  );
}

/**
 * The outcome summary job's pass over the doctors' lists (system work: every plan): the rows become the plans the
 * rules flag now, their lists decided, in one transaction. Rows older than the pass go; a plan the database marks
 * while the pass runs stays, undecided. Returns how many plans are on a list. No audit row: it names plans to a
 * later read, which is audited.
 */
export async function remarkAttention(ctx: Ctx, s: AttentionSettings) {
  if (ctx.actor.kind !== 'system') throw forbidden();
  const marked = await inTransaction(ctx, async (tx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtext('plan_attention'))`.execute(tx.db);
    await tx.db
      .deleteFrom('plan_attention')
      .where('marked_at', '<=', sql<Date>`now()`)
      .execute();
    const { query, rules } = flaggedPlans(tx, s);
    const flagged = query.select([
      'tp.id',
      'tp.patient_id',
      'p.doctor_id',
      'p.partner_id',
      'tp.created_at',
      rules.notResponding.as('not_responding'),
      rules.losingFast.as('losing_fast'),
      rules.noWeight.as('no_weight'),
    ]);
    const added = await tx.db
      .insertInto('plan_attention')
      .columns(['plan_id', 'patient_id', 'doctor_id', 'partner_id', 'started_at', 'not_responding', 'losing_fast', 'no_weight'])
      .expression(flagged)
      .onConflict((oc) => oc.column('plan_id').doNothing())
      .executeTakeFirst();
    return Number(added.numInsertedOrUpdatedRows ?? 0);
  });
  // The table was rewritten: its statistics and visibility map anew, for the reads' plans and index-only scans.
  await sql`VACUUM (ANALYZE) plan_attention`.execute(ctx.db);
  return marked;
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
