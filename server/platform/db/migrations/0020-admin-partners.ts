import { type Kysely, sql } from 'kysely';

/**
 * What the administrator's partner screens read:
 *
 * - The partners list, sorted by date joined or business name (each then by id, so pages never overlap).
 * - Renewals across every partner (the admin's renewals list): active treatments by renewal day, as
 *   `orders_partner_renews_idx` serves one partner's.
 * - The leaderboard and the at-risk list: each partner's paid orders in a date range, with their amounts in the index
 *   (one range read per partner, no visit to the table).
 */
const UP = [
  `CREATE INDEX partners_created_idx ON partners (created_at, id)`,
  `CREATE INDEX partners_business_name_idx ON partners (business_name, id)`,
  `CREATE INDEX orders_renews_idx ON orders (renews_on, id)
     WHERE renews_on IS NOT NULL AND status IN ('APPROVED','SENT_TO_PHARMACY','SHIPPED','DELIVERED')`,
  `CREATE INDEX orders_partner_paid_idx ON orders (partner_id, created_at) INCLUDE (amount_cents) WHERE payment_status = 'PAID'`,
];

const DOWN = [
  `DROP INDEX orders_partner_paid_idx`,
  `DROP INDEX orders_renews_idx`,
  `DROP INDEX partners_business_name_idx`,
  `DROP INDEX partners_created_idx`,
];

export async function upAdminPartners(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await sql.raw(statement).execute(db);
}

export async function downAdminPartners(db: Kysely<unknown>): Promise<void> {
  for (const statement of DOWN) await sql.raw(statement).execute(db);
}
