import { type Kysely, sql } from 'kysely';
import { LEDGER_KINDS } from './0046-ledger';

/**
 * Processor fees (README, "The ledger"): what the payment processor keeps of a charge (Stripe's card pricing; the
 * sandbox charges the same) and of a dispute it lost, recorded where known and posted to PROCESSOR_FEES in the
 * capture's (or the chargeback's) transaction, so that the clearing account holds what the processor will pay out.
 *
 * - `payments.processor_fee_cents`: the processor's fee on the charge; null while it is not known (Stripe has not
 *   settled the charge's balance transaction yet).
 * - `chargebacks.processor_fee_cents`: the processor's dispute fee; null where the processor names none.
 * - `sandbox_processor_records.fee_cents`: the sandbox processor's own record of the fee it took on a charge or a
 *   dispute (the processor's side of the reconciliation).
 * - `ledger_transactions.kind` takes PROCESSOR_FEE.
 */
const list = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

export async function upProcessorFees(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE payments ADD COLUMN processor_fee_cents integer CHECK (processor_fee_cents >= 0)`.execute(db);
  await sql`ALTER TABLE chargebacks ADD COLUMN processor_fee_cents integer CHECK (processor_fee_cents >= 0)`.execute(db);
  await sql`ALTER TABLE sandbox_processor_records ADD COLUMN fee_cents bigint NOT NULL DEFAULT 0 CHECK (fee_cents >= 0)`.execute(db);
  await sql`ALTER TABLE ledger_transactions DROP CONSTRAINT ledger_transactions_kind_check`.execute(db);
  await sql`ALTER TABLE ledger_transactions ADD CONSTRAINT ledger_transactions_kind_check
    CHECK (kind IN (${list([...LEDGER_KINDS, 'PROCESSOR_FEE'])}))`.execute(db);
}

export async function downProcessorFees(db: Kysely<unknown>): Promise<void> {
  // The ledger is append-only: fee transactions posted meanwhile stay (they balance), so the old list of kinds
  // comes back for new rows only (NOT VALID: the rows already there are not checked against it).
  await sql`ALTER TABLE ledger_transactions DROP CONSTRAINT ledger_transactions_kind_check`.execute(db);
  await sql`ALTER TABLE ledger_transactions ADD CONSTRAINT ledger_transactions_kind_check
    CHECK (kind IN (${list(LEDGER_KINDS)})) NOT VALID`.execute(db);
  await sql`ALTER TABLE sandbox_processor_records DROP COLUMN fee_cents`.execute(db);
  await sql`ALTER TABLE chargebacks DROP COLUMN processor_fee_cents`.execute(db);
  await sql`ALTER TABLE payments DROP COLUMN processor_fee_cents`.execute(db);
}
