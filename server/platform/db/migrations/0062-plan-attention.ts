import { type Kysely, sql } from 'kysely';

/**
 * The doctor's outcome lists within the bench's budgets at 1,000,000 orders (README "Outcomes"). The lists decided
 * every active plan of the patients a doctor reaches at each read (14,369 patients for the demo doctor there: 42 to
 * 60 ms of database time). `plan_attention` keeps, by the patient's doctor and partner, the plans that belong on a
 * list and on which (`not_responding`, `losing_fast`, `no_weight`), so that a read counts and orders these rows:
 * - the outcome summary job's pass (hourly) replaces the rows with the plans the rules flag now, their lists decided
 *   (this is how time alone puts a plan on a list or takes it off: 30 days without a weight, 12 weeks on a dose);
 * - the database marks a plan as undecided (its lists null) whenever something that can change them happens: the plan
 *   is added, resumed or stepped to another dose, its weights change, a decision is recorded on it, its patient's
 *   account is deleted. A read decides the undecided plans by the rules on their current rows, and the shown ones
 *   again, so that no list shows an entry its data no longer supports;
 * - a patient given to another doctor or partner carries their rows along (their ids are the read's index).
 */
export async function upPlanAttention(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE plan_attention (
    plan_id uuid PRIMARY KEY REFERENCES treatment_plans(id) ON DELETE CASCADE,
    patient_id uuid NOT NULL,
    doctor_id uuid,
    partner_id uuid,
    started_at timestamptz NOT NULL,
    not_responding boolean,
    losing_fast boolean,
    no_weight boolean,
    marked_at timestamptz NOT NULL DEFAULT now(),
    CHECK ((not_responding IS NULL) = (losing_fast IS NULL) AND (losing_fast IS NULL) = (no_weight IS NULL))
  )`.execute(db);
  // A doctor's and their partners' rows with their lists, read from the index alone.
  const carried = 'started_at, plan_id, not_responding, losing_fast, no_weight';
  await sql`CREATE INDEX plan_attention_doctor_idx ON plan_attention (doctor_id) INCLUDE (partner_id, ${sql.raw(carried)})`.execute(db);
  await sql`CREATE INDEX plan_attention_partner_idx ON plan_attention (partner_id) INCLUDE (doctor_id, ${sql.raw(carried)})`.execute(db);
  // The plans changed since the pass, which a read decides: few, found without reading the decided ones.
  await sql`CREATE INDEX plan_attention_undecided_doctor_idx ON plan_attention (doctor_id) WHERE not_responding IS NULL`.execute(db);
  await sql`CREATE INDEX plan_attention_undecided_partner_idx ON plan_attention (partner_id) WHERE not_responding IS NULL`.execute(db);
  await sql`CREATE INDEX plan_attention_patient_idx ON plan_attention (patient_id)`.execute(db);

  // Marks the active plans of a statement's new rows as undecided (their patient's doctor and partner as they are now).
  const undecided = 'not_responding = NULL, losing_fast = NULL, no_weight = NULL, marked_at = now()';
  const mark = (changed: string) => `
    INSERT INTO plan_attention (plan_id, patient_id, doctor_id, partner_id, started_at)
    SELECT n.id, n.patient_id, p.doctor_id, p.partner_id, n.created_at
    FROM new_plans n JOIN patients p ON p.id = n.patient_id
    WHERE ${changed}
    ON CONFLICT (plan_id) DO UPDATE SET ${undecided}`;
  await sql`CREATE FUNCTION plan_attention_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      ${sql.raw(mark(`n.status = 'ACTIVE'`))};
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE TRIGGER treatment_plans_attention_insert AFTER INSERT ON treatment_plans
    REFERENCING NEW TABLE AS new_plans FOR EACH STATEMENT EXECUTE FUNCTION plan_attention_on_insert()`.execute(db);
  // An update: only the plans whose status, dose step or weights changed (a transition table cannot name columns).
  const watched =
    'status, step_index, step_started_at, latest_weight, latest_weight_date, latest_weight_at, fast_loss_weight, fast_loss_weight_date';
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
      ${sql.raw(
        // An active plan that changed; also one that stopped being active (paused, canceled), off the lists once decided.
        mark(`(n.status = 'ACTIVE' OR EXISTS (SELECT 1 FROM plan_attention pa WHERE pa.plan_id = n.id))
          AND EXISTS (SELECT 1 FROM old_plans o WHERE o.id = n.id AND (${was}) IS DISTINCT FROM (${now}))`),
      )};
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE TRIGGER treatment_plans_attention_update AFTER UPDATE ON treatment_plans
    REFERENCING OLD TABLE AS old_plans NEW TABLE AS new_plans FOR EACH STATEMENT EXECUTE FUNCTION plan_attention_on_update()`.execute(db);
  // A decision recorded on a plan: undecided (it takes the plan off the lists until a newer weight).
  await sql`CREATE FUNCTION plan_attention_on_review() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE plan_attention SET ${sql.raw(undecided)}
      WHERE plan_id IN (SELECT plan_id FROM new_events WHERE type = 'OUTCOME_REVIEWED');
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE TRIGGER treatment_plan_events_attention AFTER INSERT ON treatment_plan_events
    REFERENCING NEW TABLE AS new_events FOR EACH STATEMENT EXECUTE FUNCTION plan_attention_on_review()`.execute(db);
  // A patient given to another doctor or partner: their rows follow. An account deleted or restored: undecided.
  await sql`CREATE FUNCTION plan_attention_on_patient_update() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE plan_attention pa SET doctor_id = n.doctor_id, partner_id = n.partner_id
      FROM new_patients n JOIN old_patients o ON o.id = n.id
      WHERE pa.patient_id = n.id AND (o.doctor_id, o.partner_id) IS DISTINCT FROM (n.doctor_id, n.partner_id);
      UPDATE plan_attention pa SET ${sql.raw(undecided)}
      FROM new_patients n JOIN old_patients o ON o.id = n.id
      WHERE pa.patient_id = n.id AND o.account_deleted_at IS DISTINCT FROM n.account_deleted_at;
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE TRIGGER patients_plan_attention AFTER UPDATE ON patients
    REFERENCING OLD TABLE AS old_patients NEW TABLE AS new_patients FOR EACH STATEMENT
    EXECUTE FUNCTION plan_attention_on_patient_update()`.execute(db);
  // Until the first pass, every active plan may belong on a list, undecided.
  await sql`INSERT INTO plan_attention (plan_id, patient_id, doctor_id, partner_id, started_at)
    SELECT tp.id, tp.patient_id, p.doctor_id, p.partner_id, tp.created_at
    FROM treatment_plans tp JOIN patients p ON p.id = tp.patient_id WHERE tp.status = 'ACTIVE'`.execute(db);
}

export async function downPlanAttention(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TRIGGER patients_plan_attention ON patients`.execute(db);
  await sql`DROP TRIGGER treatment_plan_events_attention ON treatment_plan_events`.execute(db);
  await sql`DROP FUNCTION plan_attention_on_review()`.execute(db);
  await sql`DROP TRIGGER treatment_plans_attention_update ON treatment_plans`.execute(db);
  await sql`DROP TRIGGER treatment_plans_attention_insert ON treatment_plans`.execute(db);
  await sql`DROP FUNCTION plan_attention_on_patient_update()`.execute(db);
  await sql`DROP FUNCTION plan_attention_on_update()`.execute(db);
  await sql`DROP FUNCTION plan_attention_on_insert()`.execute(db);
  await sql`DROP TABLE plan_attention`.execute(db);
}
