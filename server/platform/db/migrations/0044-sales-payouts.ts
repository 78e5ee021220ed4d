import { type Kysely, sql } from 'kysely';

/**
 * Sales payouts: a payout is paid to a partner (`partner_id`, migration 0028) or to a sales person (`sales_person_id`,
 * the sales person as sales_people keys them, as orders name them), exactly one of the two. A sales person's payouts
 * are listed newest first on (sales_person_id, created_at, id), as a partner's are.
 */
export async function upSalesPayouts(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE payouts
    ALTER COLUMN partner_id DROP NOT NULL,
    ADD COLUMN sales_person_id uuid REFERENCES sales_people(id),
    ADD CONSTRAINT payouts_one_payee CHECK (num_nonnulls(partner_id, sales_person_id) = 1)`.execute(db);
  await sql`CREATE INDEX payouts_sales_person_created_idx ON payouts (sales_person_id, created_at DESC, id)
    WHERE sales_person_id IS NOT NULL`.execute(db);
}

export async function downSalesPayouts(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX payouts_sales_person_created_idx`.execute(db);
  await sql`DELETE FROM payouts WHERE sales_person_id IS NOT NULL`.execute(db);
  await sql`ALTER TABLE payouts DROP CONSTRAINT payouts_one_payee, DROP COLUMN sales_person_id,
    ALTER COLUMN partner_id SET NOT NULL`.execute(db);
}
