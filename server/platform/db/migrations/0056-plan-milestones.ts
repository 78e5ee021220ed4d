import { type Kysely, sql } from 'kysely';

/**
 * The weights the outcome aggregates read, kept on each treatment plan (README "Outcomes"): the starting weight (closest
 * to the plan's first day, from 30 days before to 14 after) and the weight near weeks 12, 24 and 52 of treatment (two
 * weeks either side), the closest logged, as `plan-outcomes.repository.ts` defines them. The database keeps them equal
 * to the patient's weights whatever code writes either table: a statement that adds plans computes theirs, and every
 * statement that adds, changes or removes WEIGHT entries recomputes the plans of the patients it touched (statement
 * triggers with transition tables: one set-based update per statement, also for the volume seed's millions of rows).
 * An aggregate over every plan is then one pass over `treatment_plans`, instead of four index probes a plan.
 */
export async function upPlanMilestones(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE treatment_plans
    ADD COLUMN start_weight double precision,
    ADD COLUMN weight_week12 double precision,
    ADD COLUMN weight_week24 double precision,
    ADD COLUMN weight_week52 double precision`.execute(db);
  // The weight logged closest to a day, within `before` days before and `after` days after it (ties: the earlier day,
  // then the latest entry of that day): the same ordering as the repository's weightNear.
  await sql`CREATE FUNCTION plan_weight_near(p_patient uuid, p_day date, p_before int, p_after int)
    RETURNS double precision LANGUAGE sql STABLE AS $$
      SELECT a.weight FROM activities a
      WHERE a.patient_id = p_patient AND a.activity_type = 'WEIGHT' AND a.date BETWEEN p_day - p_before AND p_day + p_after
      ORDER BY abs(a.date - p_day), a.date, a.created_at DESC
      LIMIT 1
    $$`.execute(db);
  // Recomputes the plans of these patients (also the plans that exist already, below).
  await sql`CREATE FUNCTION refresh_plan_milestones(p_patients uuid[]) RETURNS void LANGUAGE sql AS $$
      UPDATE treatment_plans tp SET
        start_weight = plan_weight_near(tp.patient_id, (tp.created_at AT TIME ZONE 'UTC')::date, 30, 14),
        weight_week12 = plan_weight_near(tp.patient_id, (tp.created_at AT TIME ZONE 'UTC')::date + 84, 14, 14),
        weight_week24 = plan_weight_near(tp.patient_id, (tp.created_at AT TIME ZONE 'UTC')::date + 168, 14, 14),
        weight_week52 = plan_weight_near(tp.patient_id, (tp.created_at AT TIME ZONE 'UTC')::date + 364, 14, 14)
      WHERE tp.patient_id = ANY(p_patients)
    $$`.execute(db);
  // New plans: their patients' plans are computed once the statement has added them.
  await sql`CREATE FUNCTION plan_milestones_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM refresh_plan_milestones(ARRAY(SELECT DISTINCT patient_id FROM new_plans));
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE TRIGGER treatment_plans_milestones AFTER INSERT ON treatment_plans
    REFERENCING NEW TABLE AS new_plans FOR EACH STATEMENT EXECUTE FUNCTION plan_milestones_on_insert()`.execute(db);
  // The patients whose weights a statement touched, from its transition tables (an update: before and after).
  const touched = {
    insert: `SELECT patient_id FROM new_rows WHERE activity_type = 'WEIGHT'`,
    delete: `SELECT patient_id FROM old_rows WHERE activity_type = 'WEIGHT'`,
    update: `SELECT patient_id FROM old_rows WHERE activity_type = 'WEIGHT' UNION SELECT patient_id FROM new_rows WHERE activity_type = 'WEIGHT'`,
  };
  const referencing = {
    insert: 'NEW TABLE AS new_rows',
    delete: 'OLD TABLE AS old_rows',
    update: 'OLD TABLE AS old_rows NEW TABLE AS new_rows',
  };
  for (const event of ['insert', 'delete', 'update'] as const) {
    const name = sql.raw(`activities_plan_milestones_${event}`);
    await sql`CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM refresh_plan_milestones(ARRAY(SELECT DISTINCT patient_id FROM (${sql.raw(touched[event])}) t));
        RETURN NULL;
      END $$`.execute(db);
    await sql`CREATE TRIGGER ${name} AFTER ${sql.raw(event.toUpperCase())} ON activities
      REFERENCING ${sql.raw(referencing[event])} FOR EACH STATEMENT EXECUTE FUNCTION ${name}()`.execute(db);
  }
  await sql`SELECT refresh_plan_milestones(ARRAY(SELECT DISTINCT patient_id FROM treatment_plans))`.execute(db);
}

export async function downPlanMilestones(db: Kysely<unknown>): Promise<void> {
  for (const name of ['insert', 'delete', 'update']) {
    await sql`DROP TRIGGER activities_plan_milestones_${sql.raw(name)} ON activities`.execute(db);
    await sql`DROP FUNCTION activities_plan_milestones_${sql.raw(name)}()`.execute(db);
  }
  await sql`DROP TRIGGER treatment_plans_milestones ON treatment_plans`.execute(db);
  await sql`DROP FUNCTION plan_milestones_on_insert()`.execute(db);
  await sql`DROP FUNCTION refresh_plan_milestones(uuid[])`.execute(db);
  await sql`DROP FUNCTION plan_weight_near(uuid, date, int, int)`.execute(db);
  await sql`ALTER TABLE treatment_plans DROP COLUMN start_weight, DROP COLUMN weight_week12, DROP COLUMN weight_week24,
    DROP COLUMN weight_week52`.execute(db);
}
