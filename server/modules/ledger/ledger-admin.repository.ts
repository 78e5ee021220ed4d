// Read-only joins: orders (an entry's order number) and payments (a captured charge's reference at the processor, for
// the reconciliation). The ledger writes only its own tables and admin_alerts.
import { sql } from 'kysely';
import { policyFilter } from '#server/platform/access/policy';
import { auditedChange, noteRead, type Ctx } from '#server/platform/context';
import type { LedgerAccount } from '#server/platform/db/schema';
import { ledgerPolicy } from './ledger.policy';

/**
 * What administrators read of the ledger, keyset-paged in SQL (newest first on (occurred_at, id)): a party's entries
 * and balances, the charges to set against the processor's record; and what the nightly check looks for.
 */

export type Cursor = { at: Date; id: string };

export const encodeCursor = (c: Cursor) => Buffer.from(`${c.at.toISOString()}|${c.id}`).toString('base64url');

export function decodeCursor(text: string | undefined): Cursor | undefined {
  if (!text) return undefined;
  const [at, id] = Buffer.from(text, 'base64url').toString().split('|');
  const date = new Date(at ?? '');
  if (Number.isNaN(date.getTime()) || !/^[0-9a-f-]{36}$/.test(id ?? '')) return undefined;
  return { at: date, id };
}

/** A party's accounts' entries, newest first, one page past `cursor` (ledger_entries_party_time_idx); noted as LIST ledger. */
export async function partyEntries(ctx: Ctx, party: { id: string; accounts: LedgerAccount[] }, page: { cursor?: Cursor; limit: number }) {
  let query = ctx.db
    .selectFrom('ledger_entries')
    .innerJoin('ledger_transactions as t', 't.id', 'ledger_entries.transaction_id')
    .leftJoin('orders as o', 'o.id', 't.order_id')
    .where(policyFilter(ledgerPolicy, ctx.actor))
    .where('ledger_entries.party_id', '=', party.id)
    .where('ledger_entries.account', 'in', party.accounts)
    .select([
      'ledger_entries.id',
      'ledger_entries.transaction_id',
      't.kind',
      'ledger_entries.account',
      sql<string>`ledger_entries.amount_cents::bigint`.as('amount_cents'),
      't.memo',
    ])
    .select([
      't.order_id',
      'o.number as order_number',
      't.payment_id',
      't.refund_id',
      't.payout_id',
      't.invoice_id',
      'ledger_entries.occurred_at',
    ])
    .orderBy('ledger_entries.occurred_at', 'desc')
    .orderBy('ledger_entries.id', 'desc')
    .limit(page.limit + 1);
  const { cursor } = page;
  if (cursor) query = query.where(sql<boolean>`(ledger_entries.occurred_at, ledger_entries.id) < (${cursor.at}, ${cursor.id}::uuid)`);
  const rows = await query.execute();
  await noteRead(ctx, {
    action: 'LIST',
    resourceType: 'ledger',
    resourceId: party.id,
    details: { count: Math.min(rows.length, page.limit) },
  });
  return rows;
}

/** A party's balance on each of its accounts: the sum of its entries, in SQL. */
export const partyBalances = (ctx: Ctx, party: { id: string; accounts: LedgerAccount[] }) =>
  ctx.db
    .selectFrom('ledger_entries')
    .where(policyFilter(ledgerPolicy, ctx.actor))
    .where('ledger_entries.party_id', '=', party.id)
    .where('ledger_entries.account', 'in', party.accounts)
    .select(['ledger_entries.account', sql<string>`sum(ledger_entries.amount_cents)::bigint`.as('balance')])
    .groupBy('ledger_entries.account')
    .execute();

/**
 * One page of the charges the ledger captured, newest first, with what it says the processor captured of each (the
 * clearing leg of its CHARGE_CAPTURED), paid back (of its REFUND_SETTLED and CHARGEBACK) and kept as fees (of its
 * PROCESSOR_FEE: the charge's and its disputes'); noted as a RECONCILIATION read. A settled charge the ledger never
 * posted is the nightly check's to find.
 */
export async function chargesToReconcile(ctx: Ctx, page: { cursor?: Cursor; limit: number }) {
  const clearing = (kind: string) =>
    sql<string>`coalesce((select sum(e.amount_cents) from ledger_transactions lt join ledger_entries e on e.transaction_id = lt.id
      where lt.payment_id = t.payment_id and lt.kind = ${kind} and e.account = 'PROCESSOR_CLEARING'), 0)::bigint`;
  let query = ctx.db
    .selectFrom('ledger_transactions as t')
    .innerJoin('payments as p', 'p.id', 't.payment_id')
    .leftJoin('orders as o', 'o.id', 't.order_id')
    .where('t.kind', '=', 'CHARGE_CAPTURED')
    .select(['t.id as transaction_id', 'p.id', 'p.provider_ref', 'p.processor_fee_cents', 'o.number as order_number', 't.occurred_at'])
    .select([
      clearing('CHARGE_CAPTURED').as('captured'),
      clearing('REFUND_SETTLED').as('refunded'),
      clearing('CHARGEBACK').as('charged_back'),
      clearing('PROCESSOR_FEE').as('fees'),
    ])
    .orderBy('t.occurred_at', 'desc')
    .orderBy('t.id', 'desc')
    .limit(page.limit + 1);
  const { cursor } = page;
  if (cursor) query = query.where(sql<boolean>`(t.occurred_at, t.id) < (${cursor.at}, ${cursor.id}::uuid)`);
  const rows = await query.execute();
  await noteRead(ctx, { action: 'RECONCILIATION', resourceType: 'ledger', details: { count: Math.min(rows.length, page.limit) } });
  return rows;
}

/** Transactions whose entries do not sum to zero, or that have fewer than two (the database should never let one by). */
export const unbalancedTransactions = (ctx: Ctx, limit = 20) =>
  sql<{ id: string; total: string; legs: number }>`select t.id, coalesce(sum(e.amount_cents), 0)::bigint as total, count(e.id)::int as legs
    from ledger_transactions t left join ledger_entries e on e.transaction_id = t.id
    group by t.id having count(e.id) < 2 or coalesce(sum(e.amount_cents), 0) <> 0 limit ${limit}`
    .execute(ctx.db)
    .then((r) => r.rows);

/** Accounts whose running balance (ledger_balances) is not the sum of their entries. */
export const balanceDifferences = (ctx: Ctx, limit = 20) =>
  sql<{ account: string; party_id: string | null; balance: string | null; entries: string | null }>`
    select coalesce(b.account, s.account) as account, coalesce(b.party_id, s.party_id) as party_id,
      b.balance_cents::bigint as balance, s.total::bigint as entries
    from ledger_balances b
    full join (select account, party_id, sum(amount_cents) as total from ledger_entries group by account, party_id) s
      on s.account = b.account and s.party_id is not distinct from b.party_id
    where b.balance_cents is distinct from s.total and not (b.balance_cents = 0 and s.total is null)
    limit ${limit}`
    .execute(ctx.db)
    .then((r) => r.rows);

/** Opens an alert for administrators, with its ALERT row. */
export const openAlert = (ctx: Ctx, alert: { kind: string; message: string; details: Record<string, unknown> }) =>
  auditedChange(
    ctx,
    (db) =>
      db
        .insertInto('admin_alerts')
        .values({ kind: alert.kind, message: alert.message, details: JSON.stringify(alert.details) })
        .returning('id')
        .executeTakeFirstOrThrow(),
    (row) => ({ action: 'ALERT', resourceType: 'admin_alert', resourceId: row.id, details: { kind: alert.kind } }),
  );

/** Alerts, newest first, one page past `cursor`; only administrators reach it (the route's audience); noted as LIST. */
export async function listAlerts(ctx: Ctx, page: { cursor?: Cursor; limit: number }) {
  let query = ctx.db
    .selectFrom('admin_alerts')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit + 1);
  const { cursor } = page;
  if (cursor) query = query.where(sql<boolean>`(created_at, id) < (${cursor.at}, ${cursor.id}::uuid)`);
  const rows = await query.execute();
  await noteRead(ctx, { action: 'LIST', resourceType: 'admin_alert', details: { count: Math.min(rows.length, page.limit) } });
  return rows;
}
