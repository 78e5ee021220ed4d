import { type Kysely, sql } from 'kysely';

/**
 * Outcomes (README "Outcomes: is the treatment working?"):
 * - a doctor's review of a patient's response is a plan event, OUTCOME_REVIEWED, with its decision (continue, change
 *   the dose, stop, ask for a visit); it takes the patient off the doctor's lists until a newer weight arrives;
 * - the weights alone, by patient and date, with the weight in the index (`activities_weights_idx`): the starting
 *   weight, the weight near a week of treatment and the latest weight are each one index-only probe per plan;
 * - the active plans by patient (`treatment_plans_status_idx`), for the aggregates' "patients on treatment".
 */
export async function upOutcomes(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE treatment_plan_events DROP CONSTRAINT treatment_plan_events_type_check`.execute(db);
  await sql`ALTER TABLE treatment_plan_events ADD CONSTRAINT treatment_plan_events_type_check
    CHECK (type IN ('STARTED', 'STEPPED_UP', 'HELD', 'STEPPED_DOWN', 'PAUSED', 'RESUMED', 'CANCELED', 'OUTCOME_REVIEWED'))`.execute(db);
  await sql`ALTER TABLE treatment_plan_events ADD COLUMN decision text
    CHECK (decision IN ('CONTINUE', 'CHANGE_DOSE', 'STOP', 'VISIT'))`.execute(db);
  await sql`ALTER TABLE treatment_plan_events ADD CONSTRAINT treatment_plan_events_review_decision_check
    CHECK ((type = 'OUTCOME_REVIEWED') = (decision IS NOT NULL))`.execute(db);
  await sql`CREATE INDEX treatment_plan_events_review_idx ON treatment_plan_events (plan_id, created_at)
    WHERE type = 'OUTCOME_REVIEWED'`.execute(db);
  await sql`CREATE INDEX activities_weights_idx ON activities (patient_id, date, created_at) INCLUDE (weight)
    WHERE activity_type = 'WEIGHT'`.execute(db);
  await sql`CREATE INDEX treatment_plans_status_idx ON treatment_plans (status, patient_id)`.execute(db);
}

export async function downOutcomes(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX treatment_plans_status_idx`.execute(db);
  await sql`DROP INDEX activities_weights_idx`.execute(db);
  await sql`DROP INDEX treatment_plan_events_review_idx`.execute(db);
  await sql`DELETE FROM treatment_plan_events WHERE type = 'OUTCOME_REVIEWED'`.execute(db);
  await sql`ALTER TABLE treatment_plan_events DROP CONSTRAINT treatment_plan_events_review_decision_check`.execute(db);
  await sql`ALTER TABLE treatment_plan_events DROP COLUMN decision`.execute(db);
  await sql`ALTER TABLE treatment_plan_events DROP CONSTRAINT treatment_plan_events_type_check`.execute(db);
  await sql`ALTER TABLE treatment_plan_events ADD CONSTRAINT treatment_plan_events_type_check
    CHECK (type IN ('STARTED', 'STEPPED_UP', 'HELD', 'STEPPED_DOWN', 'PAUSED', 'RESUMED', 'CANCELED'))`.execute(db);
}
