import { sql, type Kysely } from 'kysely';
import { postExistingMoney } from './migrations/0046-ledger';
import type { Database } from './schema';

/**
 * The demo's money in the ledger and in the sandbox processor's record: what the processor captured and refunded for
 * the demo's sandbox payments (as the sandbox writes it for a live charge), then the ledger transactions that the
 * demo's payments, refunds, payouts and invoices imply (the same function migration 0046 runs on existing rows).
 */
export async function seedDemoLedger(trx: Kysely<Database>) {
  await sql`INSERT INTO sandbox_processor_records (kind, provider_ref, charge_ref, amount_cents, created_at)
    SELECT 'CHARGE', provider_ref, NULL, amount_cents, created_at FROM payments
    WHERE status = 'SUCCEEDED' AND provider = 'sandbox' AND provider_ref IS NOT NULL
    ON CONFLICT (provider_ref) DO NOTHING`.execute(trx);
  await sql`INSERT INTO sandbox_processor_records (kind, provider_ref, charge_ref, amount_cents, created_at)
    SELECT 'REFUND', r.provider_ref, p.provider_ref, r.amount_cents, coalesce(r.settled_at, r.created_at)
    FROM refunds r JOIN payments p ON p.id = r.payment_id
    WHERE r.status = 'SUCCEEDED' AND r.provider = 'sandbox' AND r.provider_ref IS NOT NULL
    ON CONFLICT (provider_ref) DO NOTHING`.execute(trx);
  await postExistingMoney(trx as unknown as Kysely<unknown>);
}
