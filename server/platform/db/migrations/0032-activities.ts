import { type Kysely, sql } from 'kysely';

/**
 * Patient activity tracking (README, "Activity tracking"): workouts, walks, cardio and weight entries a patient logs.
 * A WEIGHT entry carries a weight in pounds; every entry is dated (a calendar date) and at most a day long.
 * Indexes: the patient's list by date, and by type and date (the type filter and the per-type stats).
 */
export async function upActivities(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE activities (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    patient_id uuid NOT NULL REFERENCES patients(id) ON DELETE CASCADE,
    activity_type text NOT NULL CHECK (activity_type IN ('WORKOUT', 'WALKING', 'CARDIO', 'WEIGHT')),
    name text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
    duration integer NOT NULL DEFAULT 0 CHECK (duration BETWEEN 0 AND 1440),
    date date NOT NULL,
    weight double precision CHECK (weight IS NULL OR weight BETWEEN 50 AND 1000),
    intensity text CHECK (intensity IN ('EASY', 'MEDIUM', 'HARD')),
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    CHECK (activity_type <> 'WEIGHT' OR weight IS NOT NULL)
  )`.execute(db);
  await sql`CREATE INDEX activities_patient_date_idx ON activities (patient_id, date, id)`.execute(db);
  await sql`CREATE INDEX activities_patient_type_date_idx ON activities (patient_id, activity_type, date)`.execute(db);
}

export async function downActivities(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE activities`.execute(db);
}
