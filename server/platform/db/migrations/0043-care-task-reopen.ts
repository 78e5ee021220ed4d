import { type Kysely, sql } from 'kysely';

/**
 * A DONE care task may be reopened (README "Care tasks"): it goes back to OPEN with its done fields cleared, and keeps
 * the last reopening here: when, by whom and why (staff text about a patient, so on the task, never in the audit
 * details). The three are set together or not at all.
 */
export async function upCareTaskReopen(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE care_tasks
    ADD COLUMN reopened_at timestamptz,
    ADD COLUMN reopened_by uuid REFERENCES users(id),
    ADD COLUMN reopen_reason text CHECK (reopen_reason IS NULL OR length(reopen_reason) BETWEEN 1 AND 2000),
    ADD CONSTRAINT care_tasks_reopened_check CHECK (
      (reopened_at IS NULL AND reopened_by IS NULL AND reopen_reason IS NULL)
      OR (reopened_at IS NOT NULL AND reopened_by IS NOT NULL AND reopen_reason IS NOT NULL)
    )`.execute(db);
}

export async function downCareTaskReopen(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE care_tasks
    DROP CONSTRAINT care_tasks_reopened_check,
    DROP COLUMN reopen_reason,
    DROP COLUMN reopened_by,
    DROP COLUMN reopened_at`.execute(db);
}
