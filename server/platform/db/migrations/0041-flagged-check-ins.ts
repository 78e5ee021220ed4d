import { type Kysely, sql } from 'kysely';

/**
 * The doctors' list of check-ins to review (README "Treatment plans and refill check-ins"): the flagged check-ins no
 * doctor has reviewed yet, oldest first. A partial index holds only those (few) rows, in the list's order, so that
 * the list reads them in order and stops at its page, whichever patients' rows the policy keeps.
 */
export async function upFlaggedCheckIns(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX check_ins_flagged_idx ON check_ins (created_at, id) WHERE flagged AND reviewed_at IS NULL`.execute(db);
}

export async function downFlaggedCheckIns(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX check_ins_flagged_idx`.execute(db);
}
