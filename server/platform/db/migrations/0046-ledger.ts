import { type Kysely, sql } from 'kysely';

/**
 * The money ledger (README, "The ledger"): double entry, append-only, integer cents, one currency.
 *
 * - `ledger_transactions`: one money event each (a charge captured, a refund, a commission earned or reversed, an
 *   invoice issued, a payout), with what it came from (order, payment, refund, payout, invoice) and a `source_key`
 *   unique per event, so that an event cannot post twice (a retry finds its key taken and posts nothing).
 * - `ledger_entries`: the legs of a transaction, each on one account (and party: a partner, a sales person), signed:
 *   a credit is positive, a debit negative. What the platform owes a party (commission payable) is positive; what a
 *   party owes the platform (an invoice receivable) negative. A transaction's entries sum to zero, checked at commit
 *   by a deferred constraint trigger (the posting function checks it too, before writing).
 * - Neither table takes an UPDATE or a DELETE (a trigger refuses them): a mistake is corrected by a new transaction.
 * - `ledger_balances`: each (account, party)'s running sum, kept by a trigger on every entry; the nightly check
 *   compares it with the sum of the entries.
 * - `admin_alerts`: what the nightly check (and any later check) finds for an administrator.
 * - `sandbox_processor_records`: the sandbox payment processor's own record of what it captured, refunded and paid
 *   out (the processor's side of the reconciliation; Stripe keeps its own).
 */
export const LEDGER_ACCOUNTS = [
  'PLATFORM_REVENUE',
  'PROCESSOR_CLEARING',
  'PROCESSOR_FEES',
  'REFUNDS_PAYABLE',
  'PARTNER_COMMISSION_PAYABLE',
  'SALES_COMMISSION_PAYABLE',
  'PARTNER_RECEIVABLE',
  'PAYOUTS_IN_TRANSIT',
] as const;

export const LEDGER_KINDS = [
  'CHARGE_CAPTURED',
  'COMMISSION_EARNED',
  'COMMISSION_REVERSED',
  'REFUND_QUEUED',
  'REFUND_SETTLED',
  'CHARGEBACK',
  'INVOICE_ISSUED',
  'INVOICE_ADJUSTED',
  'PAYOUT_RESERVED',
  'PAYOUT_SENT',
  'PAYOUT_FAILED',
] as const;

const list = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

export async function upLedger(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE ledger_transactions (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    kind text NOT NULL CHECK (kind IN (${list(LEDGER_KINDS)})),
    source_key text NOT NULL UNIQUE CHECK (length(source_key) BETWEEN 1 AND 200),
    occurred_at timestamptz NOT NULL DEFAULT now(),
    order_id uuid REFERENCES orders(id),
    payment_id uuid REFERENCES payments(id),
    refund_id uuid REFERENCES refunds(id),
    payout_id uuid REFERENCES payouts(id),
    invoice_id uuid REFERENCES invoices(id),
    memo text NOT NULL CHECK (length(memo) BETWEEN 1 AND 500),
    created_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  await sql`CREATE INDEX ledger_transactions_order_idx ON ledger_transactions (order_id) WHERE order_id IS NOT NULL`.execute(db);
  await sql`CREATE INDEX ledger_transactions_payment_idx ON ledger_transactions (payment_id) WHERE payment_id IS NOT NULL`.execute(db);
  await sql`CREATE INDEX ledger_transactions_invoice_idx ON ledger_transactions (invoice_id) WHERE invoice_id IS NOT NULL`.execute(db);
  await sql`CREATE TABLE ledger_entries (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    transaction_id uuid NOT NULL REFERENCES ledger_transactions(id),
    account text NOT NULL CHECK (account IN (${list(LEDGER_ACCOUNTS)})),
    party_id uuid,
    amount_cents bigint NOT NULL CHECK (amount_cents <> 0),
    currency text NOT NULL DEFAULT 'usd' CHECK (currency = 'usd'),
    occurred_at timestamptz NOT NULL,
    CONSTRAINT ledger_entries_party CHECK (
      (account IN ('PARTNER_COMMISSION_PAYABLE', 'SALES_COMMISSION_PAYABLE', 'PARTNER_RECEIVABLE', 'PAYOUTS_IN_TRANSIT')) = (party_id IS NOT NULL)
    )
  )`.execute(db);
  // A party's entries by time, newest first, keyset-paged on (occurred_at, id).
  await sql`CREATE INDEX ledger_entries_party_time_idx ON ledger_entries (account, party_id, occurred_at DESC, id DESC)`.execute(db);
  await sql`CREATE INDEX ledger_entries_transaction_idx ON ledger_entries (transaction_id)`.execute(db);
  await sql`CREATE TABLE ledger_balances (
    account text NOT NULL,
    party_id uuid,
    balance_cents bigint NOT NULL DEFAULT 0,
    updated_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  await sql`CREATE UNIQUE INDEX ledger_balances_key ON ledger_balances
    (account, coalesce(party_id, '00000000-0000-0000-0000-000000000000'::uuid))`.execute(db);

  await sql`CREATE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION 'the ledger is append-only: % on % refused', TG_OP, TG_TABLE_NAME USING ERRCODE = 'P0001';
    END $$`.execute(db);
  for (const table of ['ledger_transactions', 'ledger_entries'])
    await sql`CREATE TRIGGER ${sql.raw(`${table}_append_only`)} BEFORE UPDATE OR DELETE ON ${sql.raw(table)}
      FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change()`.execute(db);

  // Checked at commit, once every leg is written: a transaction with no entries or entries not summing to zero fails.
  await sql`CREATE FUNCTION ledger_check_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE total bigint; legs integer;
    BEGIN
      SELECT coalesce(sum(amount_cents), 0), count(*) INTO total, legs FROM ledger_entries WHERE transaction_id = NEW.id;
      IF legs < 2 OR total <> 0 THEN
        RAISE EXCEPTION 'ledger transaction % does not balance: % entries summing to % cents', NEW.id, legs, total
          USING ERRCODE = '23514';
      END IF;
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE CONSTRAINT TRIGGER ledger_transactions_balanced AFTER INSERT ON ledger_transactions
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_check_balanced()`.execute(db);
  // An entry added later to an already committed transaction is checked too.
  await sql`CREATE FUNCTION ledger_check_entry_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE total bigint;
    BEGIN
      SELECT sum(amount_cents) INTO total FROM ledger_entries WHERE transaction_id = NEW.transaction_id;
      IF total <> 0 THEN
        RAISE EXCEPTION 'ledger transaction % does not balance: its entries sum to % cents', NEW.transaction_id, total
          USING ERRCODE = '23514';
      END IF;
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE CONSTRAINT TRIGGER ledger_entries_balanced AFTER INSERT ON ledger_entries
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_check_entry_balanced()`.execute(db);

  await sql`CREATE FUNCTION ledger_add_to_balance() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO ledger_balances AS b (account, party_id, balance_cents) VALUES (NEW.account, NEW.party_id, NEW.amount_cents)
        ON CONFLICT (account, coalesce(party_id, '00000000-0000-0000-0000-000000000000'::uuid))
        DO UPDATE SET balance_cents = b.balance_cents + EXCLUDED.balance_cents, updated_at = now();
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE TRIGGER ledger_entries_balance AFTER INSERT ON ledger_entries
    FOR EACH ROW EXECUTE FUNCTION ledger_add_to_balance()`.execute(db);

  await sql`CREATE TABLE admin_alerts (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    kind text NOT NULL CHECK (length(kind) BETWEEN 1 AND 100),
    message text NOT NULL CHECK (length(message) BETWEEN 1 AND 1000),
    details jsonb NOT NULL DEFAULT '{}'::jsonb,
    created_at timestamptz NOT NULL DEFAULT now(),
    resolved_at timestamptz
  )`.execute(db);
  await sql`CREATE INDEX admin_alerts_created_idx ON admin_alerts (created_at DESC, id DESC)`.execute(db);

  await sql`CREATE TABLE sandbox_processor_records (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    kind text NOT NULL CHECK (kind IN ('CHARGE', 'REFUND', 'PAYOUT')),
    provider_ref text NOT NULL UNIQUE,
    charge_ref text,
    amount_cents bigint NOT NULL CHECK (amount_cents > 0),
    created_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  await sql`CREATE INDEX sandbox_processor_records_charge_idx ON sandbox_processor_records (charge_ref) WHERE charge_ref IS NOT NULL`.execute(
    db,
  );

  await postExistingMoney(db);
}

export async function downLedger(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE sandbox_processor_records, admin_alerts, ledger_balances, ledger_entries, ledger_transactions`.execute(db);
  await sql`DROP FUNCTION ledger_add_to_balance(), ledger_check_entry_balanced(), ledger_check_balanced(), ledger_refuse_change()`.execute(
    db,
  );
}

/** A leg as the postings below build it, in SQL: `leg('ACCOUNT', party, amount)`. */
const leg = (account: string, party: string, amount: string) =>
  `jsonb_build_object('account', '${account}', 'party_id', ${party}, 'amount', ${amount})`;

const partnerCommission = (cents: string) =>
  `CASE WHEN o.partner_id IS NULL THEN 0 ELSE (${cents}::bigint * coalesce(o.commission_rate_bps, 0) + 5000) / 10000 END`;
const salesCommission = (cents: string) =>
  `CASE WHEN o.sales_person_id IS NULL THEN 0 ELSE (${cents}::bigint * coalesce(o.sales_commission_rate_bps, 0) + 5000) / 10000 END`;

/**
 * The postings today's rows imply, each a SELECT of (source_key, kind, occurred_at, order_id, payment_id, refund_id,
 * payout_id, invoice_id, memo, entries): the same keys and legs the ledger service posts for live events
 * (server/modules/ledger/ledger-postings.ts), so that running this after them posts nothing twice.
 */
const EXISTING_POSTINGS: string[] = [
  // A captured charge: the money is at the processor; it is revenue, or it pays the partner's invoice.
  `SELECT 'charge:' || p.id, 'CHARGE_CAPTURED', p.created_at, p.order_id, p.id, NULL::uuid, NULL::uuid, p.invoice_id,
     CASE WHEN i.id IS NULL THEN 'Charge captured' ELSE 'Invoice charge captured' END,
     jsonb_build_array(${leg('PROCESSOR_CLEARING', 'NULL', '-p.amount_cents')},
       CASE WHEN i.id IS NULL THEN ${leg('PLATFORM_REVENUE', 'NULL', 'p.amount_cents')}
            ELSE ${leg('PARTNER_RECEIVABLE', 'i.partner_id', 'p.amount_cents')} END)
   FROM payments p LEFT JOIN invoices i ON i.id = p.invoice_id WHERE p.status = 'SUCCEEDED'`,
  // The commission a patient's settled payment earns the partner and its sales person, out of revenue.
  `SELECT 'commission:' || p.id, 'COMMISSION_EARNED', p.created_at, o.id, p.id, NULL::uuid, NULL::uuid, NULL::uuid,
     'Commission on order #' || o.number,
     jsonb_build_array(${leg('PARTNER_COMMISSION_PAYABLE', 'o.partner_id', partnerCommission('p.amount_cents'))},
       ${leg('SALES_COMMISSION_PAYABLE', 'o.sales_person_id', salesCommission('p.amount_cents'))},
       ${leg('PLATFORM_REVENUE', 'NULL', `-(${partnerCommission('p.amount_cents')} + ${salesCommission('p.amount_cents')})`)})
   FROM payments p JOIN orders o ON o.id = p.order_id
   WHERE p.status = 'SUCCEEDED' AND p.invoice_id IS NULL AND o.billed_to = 'PATIENT'
     AND ${partnerCommission('p.amount_cents')} + ${salesCommission('p.amount_cents')} > 0`,
  // A refund owed (queued with the denial or cancellation), then paid back through the processor.
  `SELECT 'refund:' || r.id, 'REFUND_QUEUED', r.created_at, r.order_id, r.payment_id, r.id, NULL::uuid, NULL::uuid,
     'Refund owed (' || lower(r.reason) || ')',
     jsonb_build_array(${leg('PLATFORM_REVENUE', 'NULL', '-r.amount_cents')}, ${leg('REFUNDS_PAYABLE', 'NULL', 'r.amount_cents')})
   FROM refunds r`,
  `SELECT 'refund-settled:' || r.id, 'REFUND_SETTLED', coalesce(r.settled_at, r.created_at), r.order_id, r.payment_id, r.id,
     NULL::uuid, NULL::uuid, 'Refund paid back',
     jsonb_build_array(${leg('REFUNDS_PAYABLE', 'NULL', '-r.amount_cents')}, ${leg('PROCESSOR_CLEARING', 'NULL', 'r.amount_cents')})
   FROM refunds r WHERE r.status = 'SUCCEEDED'`,
  // The commission of a refunded payment, or of a denied or cancelled order's payment (even with no refund row). An
  // administrator's partial refunds (migration 0049, keyed by refund) are posted by the code alone.
  `SELECT 'commission-reversal:' || p.id, 'COMMISSION_REVERSED', coalesce(r.created_at, o.updated_at), o.id, p.id, r.id,
     NULL::uuid, NULL::uuid, 'Commission reversed on order #' || o.number,
     jsonb_build_array(
       ${leg('PARTNER_COMMISSION_PAYABLE', 'o.partner_id', `-(${partnerCommission('coalesce(r.amount_cents, p.amount_cents)')})`)},
       ${leg('SALES_COMMISSION_PAYABLE', 'o.sales_person_id', `-(${salesCommission('coalesce(r.amount_cents, p.amount_cents)')})`)},
       ${leg(
         'PLATFORM_REVENUE',
         'NULL',
         `${partnerCommission('coalesce(r.amount_cents, p.amount_cents)')} + ${salesCommission('coalesce(r.amount_cents, p.amount_cents)')}`,
       )})
   FROM payments p JOIN orders o ON o.id = p.order_id LEFT JOIN refunds r ON r.payment_id = p.id AND r.reason <> 'ADMIN'
   WHERE p.status = 'SUCCEEDED' AND p.invoice_id IS NULL AND o.billed_to = 'PATIENT'
     AND (r.id IS NOT NULL OR o.status IN ('DENIED', 'CANCELLED', 'REFUNDED') OR o.payment_status = 'REFUNDED')
     AND ${partnerCommission('p.amount_cents')} + ${salesCommission('p.amount_cents')} > 0`,
  // A payout reserves what the payee is owed, then leaves (SENT) or comes back (FAILED).
  `SELECT 'payout:' || x.id, 'PAYOUT_RESERVED', x.created_at, NULL::uuid, NULL::uuid, NULL::uuid, x.id, NULL::uuid, 'Payout',
     jsonb_build_array(jsonb_build_object('account', CASE WHEN x.partner_id IS NULL THEN 'SALES_COMMISSION_PAYABLE' ELSE 'PARTNER_COMMISSION_PAYABLE' END,
       'party_id', coalesce(x.partner_id, x.sales_person_id), 'amount', -x.amount_cents),
       ${leg('PAYOUTS_IN_TRANSIT', 'coalesce(x.partner_id, x.sales_person_id)', 'x.amount_cents')})
   FROM payouts x`,
  `SELECT 'payout-sent:' || x.id, 'PAYOUT_SENT', x.updated_at, NULL::uuid, NULL::uuid, NULL::uuid, x.id, NULL::uuid, 'Payout sent',
     jsonb_build_array(${leg('PAYOUTS_IN_TRANSIT', 'coalesce(x.partner_id, x.sales_person_id)', '-x.amount_cents')},
       ${leg('PROCESSOR_CLEARING', 'NULL', 'x.amount_cents')})
   FROM payouts x WHERE x.status = 'SENT'`,
  `SELECT 'payout-failed:' || x.id, 'PAYOUT_FAILED', x.updated_at, NULL::uuid, NULL::uuid, NULL::uuid, x.id, NULL::uuid,
     'Payout failed: ' || coalesce(x.failure_reason, 'refused'),
     jsonb_build_array(${leg('PAYOUTS_IN_TRANSIT', 'coalesce(x.partner_id, x.sales_person_id)', '-x.amount_cents')},
       jsonb_build_object('account', CASE WHEN x.partner_id IS NULL THEN 'SALES_COMMISSION_PAYABLE' ELSE 'PARTNER_COMMISSION_PAYABLE' END,
       'party_id', coalesce(x.partner_id, x.sales_person_id), 'amount', x.amount_cents))
   FROM payouts x WHERE x.status = 'FAILED'`,
  // An invoice not void is owed by its partner.
  `SELECT 'invoice:' || i.id || ':1', 'INVOICE_ISSUED', i.created_at, NULL::uuid, NULL::uuid, NULL::uuid, NULL::uuid, i.id,
     'Invoice ' || i.number || ' issued',
     jsonb_build_array(${leg('PARTNER_RECEIVABLE', 'i.partner_id', '-i.total_cents')}, ${leg('PLATFORM_REVENUE', 'NULL', 'i.total_cents')})
   FROM invoices i WHERE i.status <> 'VOID' AND i.total_cents > 0`,
];

/**
 * Posts the ledger transactions that today's payments, refunds, payouts and invoices imply and that are not posted
 * yet (each event's source key is unique): the migration runs it on the rows it finds, the demo seed after writing its
 * own rows. Legs of zero cents are left out.
 */
export async function postExistingMoney(db: Kysely<unknown>): Promise<void> {
  for (const select of EXISTING_POSTINGS)
    await sql`WITH src (source_key, kind, occurred_at, order_id, payment_id, refund_id, payout_id, invoice_id, memo, entries) AS (
        ${sql.raw(select)}
      ),
      tx AS (
        INSERT INTO ledger_transactions (source_key, kind, occurred_at, order_id, payment_id, refund_id, payout_id, invoice_id, memo)
        SELECT source_key, kind, occurred_at, order_id, payment_id, refund_id, payout_id, invoice_id, memo FROM src
        ON CONFLICT (source_key) DO NOTHING
        RETURNING id, source_key, occurred_at
      )
      INSERT INTO ledger_entries (transaction_id, account, party_id, amount_cents, occurred_at)
      SELECT tx.id, e.account, e.party_id, e.amount, tx.occurred_at
      FROM tx JOIN src ON src.source_key = tx.source_key,
        jsonb_to_recordset(src.entries) AS e(account text, party_id uuid, amount bigint)
      WHERE e.amount <> 0`.execute(db);
}
