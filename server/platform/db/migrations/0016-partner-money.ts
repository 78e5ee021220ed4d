import { type Kysely, sql } from 'kysely';

/**
 * Partner money. `commission_rate_bps` is the share of each paid order of the partner's patients that the partner
 * earns, in basis points (1000 = 10%). The payout account is the partner's account at the payments processor
 * (a Stripe Connect account, or the sandbox's), with where its setup stands. The two partial indexes let the
 * partner's ledger (GET /gym-owner/transactions, /commission-earned) read only settled money, per order, by date.
 */
export async function upPartnerMoney(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE partners ADD COLUMN commission_rate_bps integer NOT NULL DEFAULT 1000
    CHECK (commission_rate_bps BETWEEN 0 AND 10000)`.execute(db);
  await sql`ALTER TABLE partners ADD COLUMN payout_account_ref text`.execute(db);
  await sql`ALTER TABLE partners ADD COLUMN payout_account_status text NOT NULL DEFAULT 'NOT_CONNECTED'
    CHECK (payout_account_status IN ('NOT_CONNECTED','ONBOARDING','ACTIVE'))`.execute(db);
  await sql`ALTER TABLE partners ADD COLUMN payout_connected_at timestamptz`.execute(db);
  await sql`CREATE INDEX payments_order_settled_idx ON payments (order_id, created_at, id) WHERE status = 'SUCCEEDED'`.execute(db);
  await sql`CREATE INDEX refunds_order_settled_idx ON refunds (order_id, settled_at, id) WHERE status = 'SUCCEEDED'`.execute(db);
}

export async function downPartnerMoney(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX refunds_order_settled_idx`.execute(db);
  await sql`DROP INDEX payments_order_settled_idx`.execute(db);
  await sql`ALTER TABLE partners DROP COLUMN payout_connected_at`.execute(db);
  await sql`ALTER TABLE partners DROP COLUMN payout_account_status`.execute(db);
  await sql`ALTER TABLE partners DROP COLUMN payout_account_ref`.execute(db);
  await sql`ALTER TABLE partners DROP COLUMN commission_rate_bps`.execute(db);
}
