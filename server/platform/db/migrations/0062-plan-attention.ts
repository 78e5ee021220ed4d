import { type Kysely, sql } from 'kysely';

/**
 * The doctor's outcome lists within the bench's budgets at 1,000,000 orders (README "Outcomes"). The lists decided
 * every active plan of the patients a doctor reaches at each read (14,369 patients for the demo doctor there: 42 ms
 * of database time). `plan_attention` names the plans that may belong on a list, by the patient's doctor and partner,
 * so that a read decides only those (the same rules, on the plan's current row, in plan-outcomes.repository.ts):
 * - the database adds a plan whenever something that can put it on a list changes: the plan is added or resumed, its
 *   weights change (the latest weight and the fast-loss comparison weight, which `refresh_plan_milestones` keeps);
 * - the outcome summary job's pass (hourly) replaces the rows with the plans its rules flag now, which adds the plans
 *   that time alone puts on a list (no weight for 30 days, 12 weeks on a dose reached) and drops the others;
 * - a patient given to another doctor or partner carries their rows along (their ids are the read's index).
 * A row that no longer belongs (a weight logged, a decision recorded) is dropped at read time by the rules, so a list
 * is never stale in what it shows; only an entry that time alone adds waits for the next pass.
 */
export async function upPlanAttention(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE plan_attention (
    plan_id uuid PRIMARY KEY REFERENCES treatment_plans(id) ON DELETE CASCADE,
    patient_id uuid NOT NULL,
    doctor_id uuid,
    partner_id uuid,
    marked_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  await sql`CREATE INDEX plan_attention_doctor_idx ON plan_attention (doctor_id, plan_id)`.execute(db);
  await sql`CREATE INDEX plan_attention_partner_idx ON plan_attention (partner_id, plan_id)`.execute(db);
  await sql`CREATE INDEX plan_attention_patient_idx ON plan_attention (patient_id)`.execute(db);

  // Marks the active plans of a statement's new rows (their patient's doctor and partner as they are now).
  const mark = (changed: string) => `
    INSERT INTO plan_attention (plan_id, patient_id, doctor_id, partner_id)
    SELECT n.id, n.patient_id, p.doctor_id, p.partner_id
    FROM new_plans n JOIN patients p ON p.id = n.patient_id
    WHERE n.status = 'ACTIVE' ${changed}
    ON CONFLICT (plan_id) DO UPDATE SET marked_at = now()`;
  await sql`CREATE FUNCTION plan_attention_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      ${sql.raw(mark(''))};
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE TRIGGER treatment_plans_attention_insert AFTER INSERT ON treatment_plans
    REFERENCING NEW TABLE AS new_plans FOR EACH STATEMENT EXECUTE FUNCTION plan_attention_on_insert()`.execute(db);
  // An update: only the plans whose status or weights changed (a transition table cannot name columns).
  const watched = 'status, latest_weight, latest_weight_date, latest_weight_at, fast_loss_weight, fast_loss_weight_date';
  const was = watched
    .split(', ')
    .map((c) => `o.${c}`)
    .join(', ');
  const now = watched
    .split(', ')
    .map((c) => `n.${c}`)
    .join(', ');
  await sql`CREATE FUNCTION plan_attention_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      ${sql.raw(mark(`AND EXISTS (SELECT 1 FROM old_plans o WHERE o.id = n.id AND (${was}) IS DISTINCT FROM (${now}))`))};
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE TRIGGER treatment_plans_attention_update AFTER UPDATE ON treatment_plans
    REFERENCING OLD TABLE AS old_plans NEW TABLE AS new_plans FOR EACH STATEMENT EXECUTE FUNCTION plan_attention_on_update()`.execute(db);
  // A patient given to another doctor or partner: their rows follow.
  await sql`CREATE FUNCTION plan_attention_on_patient_update() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE plan_attention pa SET doctor_id = n.doctor_id, partner_id = n.partner_id
      FROM new_patients n JOIN old_patients o ON o.id = n.id
      WHERE pa.patient_id = n.id AND (o.doctor_id, o.partner_id) IS DISTINCT FROM (n.doctor_id, n.partner_id);
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE TRIGGER patients_plan_attention AFTER UPDATE ON patients
    REFERENCING OLD TABLE AS old_patients NEW TABLE AS new_patients FOR EACH STATEMENT
    EXECUTE FUNCTION plan_attention_on_patient_update()`.execute(db);
  // Until the first pass, every active plan may belong on a list.
  await sql`INSERT INTO plan_attention (plan_id, patient_id, doctor_id, partner_id)
    SELECT tp.id, tp.patient_id, p.doctor_id, p.partner_id
    FROM treatment_plans tp JOIN patients p ON p.id = tp.patient_id WHERE tp.status = 'ACTIVE'`.execute(db);
}

export async function downPlanAttention(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TRIGGER patients_plan_attention ON patients`.execute(db);
  await sql`DROP TRIGGER treatment_plans_attention_update ON treatment_plans`.execute(db);
  await sql`DROP TRIGGER treatment_plans_attention_insert ON treatment_plans`.execute(db);
  await sql`DROP FUNCTION plan_attention_on_patient_update()`.execute(db);
  await sql`DROP FUNCTION plan_attention_on_update()`.execute(db);
  await sql`DROP FUNCTION plan_attention_on_insert()`.execute(db);
  await sql`DROP TABLE plan_attention`.execute(db);
}
