import { type Kysely, sql } from 'kysely';

/**
 * The care team's tasks (README, "Care tasks"): follow-ups about a patient, opened by the system (a declined payment,
 * a renewal due) or by a care member by hand, assignable to a care user and closed with a note.
 * One OPEN task per (order, kind): the partial unique index makes the system's openings idempotent (ON CONFLICT DO
 * NOTHING). The other indexes serve the list's filters: status, kind, assignee, each ordered by due date or creation.
 */
export async function upCareTasks(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE care_tasks (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    kind text NOT NULL CHECK (kind IN ('PAYMENT_FAILED', 'RENEWAL_DUE', 'FOLLOW_UP')),
    status text NOT NULL DEFAULT 'OPEN' CHECK (status IN ('OPEN', 'DONE')),
    patient_id uuid NOT NULL REFERENCES patients(id) ON DELETE CASCADE,
    order_id uuid REFERENCES orders(id) ON DELETE CASCADE,
    title text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
    detail text NOT NULL DEFAULT '' CHECK (length(detail) <= 2000),
    due_at timestamptz NOT NULL,
    assignee_id uuid REFERENCES users(id),
    created_by uuid REFERENCES users(id),
    done_at timestamptz,
    done_by uuid REFERENCES users(id),
    done_note text CHECK (done_note IS NULL OR length(done_note) BETWEEN 1 AND 2000),
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    CHECK ((status = 'DONE') = (done_at IS NOT NULL)),
    CHECK (kind = 'FOLLOW_UP' OR order_id IS NOT NULL)
  )`.execute(db);
  await sql`CREATE UNIQUE INDEX care_tasks_one_open_idx ON care_tasks (order_id, kind) WHERE status = 'OPEN' AND order_id IS NOT NULL`.execute(
    db,
  );
  await sql`CREATE INDEX care_tasks_status_due_idx ON care_tasks (status, due_at, id)`.execute(db);
  await sql`CREATE INDEX care_tasks_status_created_idx ON care_tasks (status, created_at, id)`.execute(db);
  await sql`CREATE INDEX care_tasks_kind_status_due_idx ON care_tasks (kind, status, due_at, id)`.execute(db);
  await sql`CREATE INDEX care_tasks_assignee_status_due_idx ON care_tasks (assignee_id, status, due_at, id)`.execute(db);
  await sql`CREATE INDEX care_tasks_patient_idx ON care_tasks (patient_id, status)`.execute(db);
}

export async function downCareTasks(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE care_tasks`.execute(db);
}
