import { type Kysely, sql } from 'kysely';

/**
 * The consent signed on an intake's Consent step (the typed name and the text versions, with when), kept with the
 * intake so that a reload on Payment resumes there with the signature instead of asking for it again. The order's
 * consents are still written at checkout, from what the payment sends.
 */
export async function upIntakeConsent(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE intakes ADD COLUMN consent jsonb`.execute(db);
}

export async function downIntakeConsent(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE intakes DROP COLUMN consent`.execute(db);
}
