import { type Kysely, sql } from 'kysely';

/**
 * Treatment over time (README, "Treatment plans and refill check-ins"): a patient's dose-titration plan (at most one
 * open, ACTIVE or PAUSED, per patient), the history of its dose and status changes, and the refill check-ins.
 * A doctor's dose change carries its reason. Indexes: the patient's plan and check-ins, newest first; a check-in is
 * used by at most one renewal order.
 */
export async function upTreatmentPlans(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE treatment_plans (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    patient_id uuid NOT NULL REFERENCES patients(id) ON DELETE CASCADE,
    medication text NOT NULL,
    step_index integer NOT NULL CHECK (step_index >= 0),
    status text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'PAUSED', 'CANCELED')),
    started_order_id uuid REFERENCES orders(id) ON DELETE SET NULL,
    step_started_at timestamptz NOT NULL DEFAULT now(),
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  await sql`CREATE UNIQUE INDEX treatment_plans_open_idx ON treatment_plans (patient_id) WHERE status <> 'CANCELED'`.execute(db);
  await sql`CREATE INDEX treatment_plans_patient_idx ON treatment_plans (patient_id, created_at)`.execute(db);
  await sql`CREATE TABLE treatment_plan_events (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    plan_id uuid NOT NULL REFERENCES treatment_plans(id) ON DELETE CASCADE,
    type text NOT NULL CHECK (type IN ('STARTED', 'STEPPED_UP', 'HELD', 'STEPPED_DOWN', 'PAUSED', 'RESUMED', 'CANCELED')),
    from_dose text,
    to_dose text,
    reason text CHECK (reason IS NULL OR length(reason) <= 500),
    actor_user_id uuid REFERENCES users(id) ON DELETE SET NULL,
    actor_role text,
    created_at timestamptz NOT NULL DEFAULT now(),
    CHECK (type NOT IN ('STEPPED_UP', 'HELD', 'STEPPED_DOWN') OR reason IS NOT NULL)
  )`.execute(db);
  await sql`CREATE INDEX treatment_plan_events_plan_idx ON treatment_plan_events (plan_id, created_at)`.execute(db);
  await sql`CREATE TABLE check_ins (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    plan_id uuid NOT NULL REFERENCES treatment_plans(id) ON DELETE CASCADE,
    patient_id uuid NOT NULL REFERENCES patients(id) ON DELETE CASCADE,
    order_id uuid REFERENCES orders(id) ON DELETE SET NULL,
    weight double precision NOT NULL CHECK (weight BETWEEN 50 AND 1000),
    severity text NOT NULL CHECK (severity IN ('NONE', 'MILD', 'MODERATE', 'SEVERE')),
    side_effects text[] NOT NULL DEFAULT '{}',
    other_side_effect text,
    missed_doses integer NOT NULL CHECK (missed_doses BETWEEN 0 AND 10),
    notes text,
    flagged boolean NOT NULL,
    reviewed_at timestamptz,
    reviewed_by uuid REFERENCES users(id) ON DELETE SET NULL,
    review_note text,
    created_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  await sql`CREATE INDEX check_ins_patient_idx ON check_ins (patient_id, created_at)`.execute(db);
  await sql`CREATE INDEX check_ins_plan_idx ON check_ins (plan_id, created_at)`.execute(db);
  await sql`CREATE UNIQUE INDEX check_ins_order_idx ON check_ins (order_id) WHERE order_id IS NOT NULL`.execute(db);
}

export async function downTreatmentPlans(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE check_ins`.execute(db);
  await sql`DROP TABLE treatment_plan_events`.execute(db);
  await sql`DROP TABLE treatment_plans`.execute(db);
}
