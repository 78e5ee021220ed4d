import { type Kysely, sql } from 'kysely';

/**
 * Care sessions (README, "Care sessions"): check-in calls a care team member (the host) schedules with a patient.
 * `ends_at` is kept with `starts_at` and the duration (a CHECK ties them) so that the host's SCHEDULED sessions can be
 * kept apart by an exclusion constraint over `tstzrange(starts_at, ends_at)` (btree_gist: `host_id WITH =`); the
 * service checks first for a clear message, the constraint holds against a race.
 * btree_gist is a trusted extension (PostgreSQL 13+); PGlite loads it in `createPGlite` (../client.ts).
 * Indexes: every session by time (the "any host" list), a host's by time, a status's by time, a patient's by time (the
 * patient's own list and the care list searched by patient name).
 */
export async function upCareSessions(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE EXTENSION IF NOT EXISTS btree_gist`.execute(db);
  await sql`CREATE TABLE care_sessions (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    patient_id uuid NOT NULL REFERENCES patients(id) ON DELETE CASCADE,
    host_id uuid NOT NULL REFERENCES users(id),
    kind text NOT NULL CHECK (kind IN ('ONBOARDING', 'CHECK_IN', 'SIDE_EFFECTS', 'NUTRITION')),
    starts_at timestamptz NOT NULL,
    duration_minutes integer NOT NULL CHECK (duration_minutes IN (15, 30, 45, 60)),
    ends_at timestamptz NOT NULL,
    status text NOT NULL DEFAULT 'SCHEDULED' CHECK (status IN ('SCHEDULED', 'COMPLETED', 'CANCELED', 'NO_SHOW')),
    notes text CHECK (notes IS NULL OR length(notes) <= 5000),
    cancel_reason text CHECK (cancel_reason IS NULL OR length(cancel_reason) <= 500),
    canceled_by uuid REFERENCES users(id),
    created_by uuid NOT NULL REFERENCES users(id),
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    CHECK (ends_at = starts_at + make_interval(mins => duration_minutes)),
    CHECK (status <> 'CANCELED' OR cancel_reason IS NOT NULL),
    CONSTRAINT care_sessions_host_no_overlap EXCLUDE USING gist (host_id WITH =, tstzrange(starts_at, ends_at) WITH &&)
      WHERE (status = 'SCHEDULED')
  )`.execute(db);
  await sql`CREATE INDEX care_sessions_starts_idx ON care_sessions (starts_at, id)`.execute(db);
  await sql`CREATE INDEX care_sessions_host_starts_idx ON care_sessions (host_id, starts_at, id)`.execute(db);
  await sql`CREATE INDEX care_sessions_status_starts_idx ON care_sessions (status, starts_at, id)`.execute(db);
  await sql`CREATE INDEX care_sessions_patient_starts_idx ON care_sessions (patient_id, starts_at, id)`.execute(db);
}

export async function downCareSessions(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE care_sessions`.execute(db);
}
