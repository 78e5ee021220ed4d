import { type Kysely, sql } from 'kysely';

/**
 * Outcomes within the bench's budgets at 1,000,000 orders (README "Outcomes"):
 * - the administrator's aggregate reads summary rows (`outcome_summaries`, owned by the outcomes module), written by
 *   a scheduled job: one row per grouping (all, partner, doctor), group and medication, with the counts behind every
 *   figure (suppression stays at read time), the groups ranked by size so that the 50 largest are an index range;
 *   `outcome_summary_runs` says when each grouping was computed (also when it had no row at all);
 * - the doctor's lists read each plan's latest weight (value, day, when it was logged) and the weight the "losing too
 *   fast" rule compares it with (logged 4 weeks before the latest, up to two weeks earlier still) from the plan's row:
 *   `refresh_plan_milestones` (migration 0056, called by its triggers on every statement that touches WEIGHT entries
 *   or adds plans) now keeps them too. The lists probe the active plans of the doctor's patients through
 *   `treatment_plans_status_idx` (status, patient_id; migration 0051). No index carries the weights: an index on a
 *   column the triggers update would make every weight logged a non-HOT update of the plan and of each index.
 */
export async function upOutcomeSummaries(db: Kysely<unknown>): Promise<void> {
  const figures = [12, 24, 52]
    .map((w) => `n${w} integer NOT NULL, median${w} double precision, a5_${w} integer NOT NULL, a10_${w} integer NOT NULL`)
    .join(', ');
  await sql`CREATE TABLE outcome_summaries (
    grouping text NOT NULL CHECK (grouping IN ('all', 'partner', 'doctor')),
    group_rank integer NOT NULL CHECK (group_rank >= 1),
    group_id uuid,
    label text,
    group_patients integer NOT NULL,
    medication text NOT NULL,
    patients integer NOT NULL,
    on_treatment integer NOT NULL,
    ${sql.raw(figures)},
    computed_at timestamptz NOT NULL,
    PRIMARY KEY (grouping, group_rank, medication)
  )`.execute(db);
  // A partner reads their own group's rows (the partner grouping, by the partner's id).
  await sql`CREATE INDEX outcome_summaries_group_idx ON outcome_summaries (grouping, group_id)`.execute(db);
  await sql`CREATE TABLE outcome_summary_runs (
    grouping text PRIMARY KEY CHECK (grouping IN ('all', 'partner', 'doctor')),
    computed_at timestamptz NOT NULL,
    groups integer NOT NULL
  )`.execute(db);

  await sql`ALTER TABLE treatment_plans
    ADD COLUMN latest_weight double precision,
    ADD COLUMN latest_weight_date date,
    ADD COLUMN latest_weight_at timestamptz,
    ADD COLUMN fast_loss_weight double precision,
    ADD COLUMN fast_loss_weight_date date`.execute(db);
  await replaceRefresh(db, true);
  await sql`SELECT refresh_plan_milestones(ARRAY(SELECT DISTINCT patient_id FROM treatment_plans))`.execute(db);
}

/** The milestones of migration 0056, and with `latest` the latest weight and the fast-loss comparison weight. */
async function replaceRefresh(db: Kysely<unknown>, latest: boolean) {
  const milestones = `
    start_weight = plan_weight_near(tp.patient_id, (tp.created_at AT TIME ZONE 'UTC')::date, 30, 14),
    weight_week12 = plan_weight_near(tp.patient_id, (tp.created_at AT TIME ZONE 'UTC')::date + 84, 14, 14),
    weight_week24 = plan_weight_near(tp.patient_id, (tp.created_at AT TIME ZONE 'UTC')::date + 168, 14, 14),
    weight_week52 = plan_weight_near(tp.patient_id, (tp.created_at AT TIME ZONE 'UTC')::date + 364, 14, 14)`;
  // The latest weight (the latest day, then the latest entry of that day) and the one logged 28 to 42 days before
  // it (the latest such day): the ordering of plan-outcomes.repository.ts's lateral reads, which the lists keep for
  // another OUTCOME_FAST_LOSS_WEEKS than 4.
  const body = latest
    ? `UPDATE treatment_plans tp SET ${milestones},
        latest_weight = w.latest_weight, latest_weight_date = w.latest_date, latest_weight_at = w.latest_at,
        fast_loss_weight = w.earlier_weight, fast_loss_weight_date = w.earlier_date
      FROM (
        SELECT pt.patient_id, l.weight AS latest_weight, l.date AS latest_date, l.created_at AS latest_at,
               e.weight AS earlier_weight, e.date AS earlier_date
        FROM unnest(p_patients) AS pt(patient_id)
        LEFT JOIN LATERAL (
          SELECT a.weight, a.date, a.created_at FROM activities a
          WHERE a.patient_id = pt.patient_id AND a.activity_type = 'WEIGHT'
          ORDER BY a.date DESC, a.created_at DESC LIMIT 1
        ) l ON true
        LEFT JOIN LATERAL (
          SELECT a.weight, a.date FROM activities a
          WHERE a.patient_id = pt.patient_id AND a.activity_type = 'WEIGHT' AND a.date BETWEEN l.date - 42 AND l.date - 28
          ORDER BY a.date DESC, a.created_at DESC LIMIT 1
        ) e ON true
      ) w
      WHERE tp.patient_id = w.patient_id`
    : `UPDATE treatment_plans tp SET ${milestones} WHERE tp.patient_id = ANY(p_patients)`;
  await sql`CREATE OR REPLACE FUNCTION refresh_plan_milestones(p_patients uuid[]) RETURNS void LANGUAGE sql AS $$
    ${sql.raw(body)}
  $$`.execute(db);
}

export async function downOutcomeSummaries(db: Kysely<unknown>): Promise<void> {
  await replaceRefresh(db, false);
  await sql`ALTER TABLE treatment_plans DROP COLUMN latest_weight, DROP COLUMN latest_weight_date,
    DROP COLUMN latest_weight_at, DROP COLUMN fast_loss_weight, DROP COLUMN fast_loss_weight_date`.execute(db);
  await sql`DROP TABLE outcome_summary_runs`.execute(db);
  await sql`DROP TABLE outcome_summaries`.execute(db);
}
