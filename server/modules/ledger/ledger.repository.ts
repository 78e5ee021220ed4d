// Read-only joins: orders, payments and refunds (the order, sale and refund an entry came from when a party's
// commission lines are listed). The ledger writes only its own tables; the facts a posting is computed from come from
// the module that owns them (payments, invoices).
import { sql } from 'kysely';
import { policyFilter } from '#server/platform/access/policy';
import { inTransaction, noteRead, type Ctx } from '#server/platform/context';
import { listPage, type OrderBy } from '#server/platform/db/list';
import type { LedgerAccount, LedgerKind } from '#server/platform/db/schema';
import { ledgerPolicy } from './ledger.policy';

/**
 * The ledger's SQL (migration 0046): posting a balanced transaction once per source event, and a party's entries and
 * balance read through the ledger policy.
 */

export type Leg = { account: LedgerAccount; partyId: string | null; amountCents: number };

export type Posting = {
  kind: LedgerKind;
  /** Unique per money event: a second posting of the same event posts nothing. */
  sourceKey: string;
  memo: string;
  occurredAt?: Date;
  orderId?: string | null;
  paymentId?: string | null;
  refundId?: string | null;
  payoutId?: string | null;
  invoiceId?: string | null;
  legs: Leg[];
};

/** Refuses a posting that does not balance before anything is written (the database refuses it again at commit). */
function checkedLegs(posting: Posting): Leg[] {
  const legs = posting.legs.filter((l) => l.amountCents !== 0);
  if (legs.some((l) => !Number.isSafeInteger(l.amountCents)))
    throw new Error(`ledger: ${posting.sourceKey} has a leg that is not whole cents`);
  const total = legs.reduce((sum, l) => sum + l.amountCents, 0);
  if (total !== 0) throw new Error(`ledger: ${posting.sourceKey} does not balance (${total} cents)`);
  return legs;
}

/**
 * Posts one transaction and its entries in the caller's transaction; the transaction id, or null when the event was
 * posted already (its source key is taken) or moves no money.
 */
export async function post(ctx: Ctx, posting: Posting): Promise<string | null> {
  const legs = checkedLegs(posting);
  if (legs.length === 0) return null;
  return inTransaction(ctx, async (tx) => {
    const row = await tx.db
      .insertInto('ledger_transactions')
      .values({
        kind: posting.kind,
        source_key: posting.sourceKey,
        memo: posting.memo,
        occurred_at: posting.occurredAt ?? new Date(),
        order_id: posting.orderId ?? null,
        payment_id: posting.paymentId ?? null,
        refund_id: posting.refundId ?? null,
        payout_id: posting.payoutId ?? null,
        invoice_id: posting.invoiceId ?? null,
      })
      .onConflict((oc) => oc.column('source_key').doNothing())
      .returning(['id', 'occurred_at'])
      .executeTakeFirst();
    if (!row) return null;
    await tx.db
      .insertInto('ledger_entries')
      .values(
        legs.map((l) => ({
          transaction_id: row.id,
          account: l.account,
          party_id: l.partyId,
          amount_cents: l.amountCents,
          occurred_at: row.occurred_at,
        })),
      )
      .execute();
    return row.id;
  });
}

/** What the ledger holds as owed for an invoice so far (its issue and adjustments), and how many postings made it. */
export async function invoicePosted(ctx: Ctx, invoiceId: string) {
  const posted = await ctx.db
    .selectFrom('ledger_transactions as t')
    .innerJoin('ledger_entries as e', 'e.transaction_id', 't.id')
    .select([sql<string>`coalesce(sum(e.amount_cents), 0)::bigint`.as('owed'), sql<number>`count(distinct t.id)::int`.as('postings')])
    .where('t.invoice_id', '=', invoiceId)
    .where('t.kind', 'in', ['INVOICE_ISSUED', 'INVOICE_ADJUSTED'])
    .where('e.account', '=', 'PARTNER_RECEIVABLE')
    .executeTakeFirstOrThrow();
  return { owedCents: -Number(posted.owed), postings: posted.postings };
}

/** Whose account a party's figures are on: a partner's or a sales person's commission payable. */
export type Party = { partnerId: string } | { salesPersonId: string };

export const payableOf = (party: Party): { account: LedgerAccount; partyId: string } =>
  'salesPersonId' in party
    ? { account: 'SALES_COMMISSION_PAYABLE', partyId: party.salesPersonId }
    : { account: 'PARTNER_COMMISSION_PAYABLE', partyId: party.partnerId };

/**
 * A party's commission payable, summed per kind of transaction in SQL (ledger_entries_party_time_idx): what was
 * earned net of reversals, what payouts took (a failed payout gives back), and the balance, which is the sum of all.
 */
export async function payableSummary(ctx: Ctx, party: Party) {
  const { account, partyId } = payableOf(party);
  const rows = await ctx.db
    .selectFrom('ledger_entries')
    .innerJoin('ledger_transactions as t', 't.id', 'ledger_entries.transaction_id')
    .where(policyFilter(ledgerPolicy, ctx.actor))
    .where('ledger_entries.account', '=', account)
    .where('ledger_entries.party_id', '=', partyId)
    .select(['t.kind', sql<string>`sum(ledger_entries.amount_cents)::bigint`.as('cents')])
    .groupBy('t.kind')
    .execute();
  const sum = (kinds: LedgerKind[]) => rows.filter((r) => kinds.includes(r.kind)).reduce((n, r) => n + Number(r.cents), 0);
  const earnedCents = sum(['COMMISSION_EARNED', 'COMMISSION_REVERSED', 'CHARGEBACK']);
  const paidOutCents = -sum(['PAYOUT_RESERVED', 'PAYOUT_FAILED']);
  return { earnedCents, paidOutCents, balanceCents: rows.reduce((n, r) => n + Number(r.cents), 0) };
}

/** Whose commission lines: a partner's, or a sales person's (optionally on one of their partners' orders only). */
export type Earner = { partnerId: string } | { salesPersonId: string; partnerId?: string };

type Range = { from: Date; to: Date };

/**
 * The earner's commission lines as one relation `ledger`: each commission earned (kind PAYMENT: the sale is the
 * payment) and reversed (kind REFUND: the sale taken back is the refund, or the whole payment of a denied or cancelled
 * order), with the order and its partner; in `range` if given.
 */
function commissionLines(ctx: Ctx, earner: Earner, range?: Range) {
  const { account, partyId } = payableOf('salesPersonId' in earner ? { salesPersonId: earner.salesPersonId } : earner);
  let lines = ctx.db
    .selectFrom('ledger_entries')
    .innerJoin('ledger_transactions as t', 't.id', 'ledger_entries.transaction_id')
    .innerJoin('orders as o', 'o.id', 't.order_id')
    .leftJoin('payments as p', 'p.id', 't.payment_id')
    .leftJoin('refunds as r', 'r.id', 't.refund_id')
    .where(policyFilter(ledgerPolicy, ctx.actor))
    .where('ledger_entries.account', '=', account)
    .where('ledger_entries.party_id', '=', partyId)
    .where('t.kind', 'in', ['COMMISSION_EARNED', 'COMMISSION_REVERSED'])
    .select([
      't.id',
      sql<'PAYMENT' | 'REFUND'>`case when t.kind = 'COMMISSION_EARNED' then 'PAYMENT' else 'REFUND' end`.as('kind'),
      'o.id as order_id',
      'o.number as order_number',
      'o.partner_id',
      sql<number>`(case when t.kind = 'COMMISSION_EARNED' then p.amount_cents else -coalesce(r.amount_cents, p.amount_cents) end)::int`.as(
        'amount_cents',
      ),
      sql<number>`ledger_entries.amount_cents::int`.as('commission_cents'),
      'ledger_entries.occurred_at',
    ]);
  if ('salesPersonId' in earner && earner.partnerId) lines = lines.where('o.partner_id', '=', earner.partnerId);
  if (range) lines = lines.where('ledger_entries.occurred_at', '>=', range.from).where('ledger_entries.occurred_at', '<', range.to);
  return ctx.db.selectFrom(lines.as('ledger'));
}

export type CommissionLine = {
  id: string;
  kind: 'PAYMENT' | 'REFUND';
  order_id: string;
  order_number: number;
  partner_id: string | null;
  amount_cents: number;
  commission_cents: number;
  occurred_at: Date;
};

/** One page of the earner's commission lines, paged and counted in SQL; noted as a LIST of payments, as before. */
export async function listCommissionLines(ctx: Ctx, earner: Earner, page: { page: number; limit: number; orderBy: OrderBy }) {
  const result = await listPage(ctx.db, commissionLines(ctx, earner), (q) => q.selectAll(), page);
  await noteRead(ctx, { action: 'LIST', resourceType: 'payment', details: { ...earner, count: result.rows.length } });
  return { ...result, rows: result.rows as CommissionLine[] };
}

/** Sales and commission per period (its first day, YYYY-MM-DD, UTC) in [from, to), in one GROUP BY. */
export async function commissionByPeriod(ctx: Ctx, earner: Earner, period: 'day' | 'week' | 'month', range: Range) {
  // The period as a literal (the contract's enum), not a parameter: GROUP BY must see the same expression as SELECT.
  const unit = sql.lit(({ day: 'day', week: 'week', month: 'month' } as const)[period]);
  const start = sql<string>`to_char(date_trunc(${unit}, ledger.occurred_at at time zone 'UTC'), 'YYYY-MM-DD')`;
  const rows = await commissionLines(ctx, earner, range)
    .select([
      start.as('period_start'),
      sql<number>`sum(ledger.amount_cents)::int`.as('sales_cents'),
      sql<number>`sum(ledger.commission_cents)::int`.as('commission_cents'),
    ])
    .groupBy(start)
    .orderBy(start)
    .execute();
  await noteRead(ctx, { action: 'COMMISSION_EARNED', resourceType: 'payment', details: { ...earner, period } });
  return rows;
}

/** The earner's totals per partner of the orders, all time: sales and commission net of reversals, and paid orders. */
export async function totalsByPartner(ctx: Ctx, earner: Earner) {
  const rows = await commissionLines(ctx, earner)
    .select([
      'ledger.partner_id',
      sql<number>`coalesce(sum(ledger.amount_cents), 0)::int`.as('sales_cents'),
      sql<number>`coalesce(sum(ledger.commission_cents), 0)::int`.as('commission_cents'),
      sql<number>`(count(distinct ledger.order_id) filter (where ledger.kind = 'PAYMENT'))::int`.as('paid_orders'),
    ])
    .groupBy('ledger.partner_id')
    .execute();
  await noteRead(ctx, { action: 'COMMISSION_EARNED', resourceType: 'payment', details: { ...earner, totals: true } });
  return rows;
}
