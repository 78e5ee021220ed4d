// Read-only joins: orders (whose order a payment or refund is, its partner for the payments policy, and the partner's
// commission rate when the order was made), read in the ledger's query.
import { sql, type ExpressionBuilder } from 'kysely';
import { policyFilter } from '#server/platform/access/policy';
import { noteRead, type Ctx } from '#server/platform/context';
import { listPage, type OrderBy } from '#server/platform/db/list';
import { customPlan } from '#server/platform/db/preparing-client';
import type { Database, OrdersTable } from '#server/platform/db/schema';
import { paymentsPolicy } from './payments.policy';

/**
 * The money of whoever earns a commission on orders (a partner, a sales person), read from the payments ledger: each
 * settled payment of an order of theirs earns them their commission; each settled refund of one takes the commission
 * on it back. Commission is integer cents, rounded half up per movement, so that a full refund takes back exactly
 * what its payment earned and the list and the totals add up to the same cents. The ledger is read through the
 * payments policy, and each page or summary shown notes its read here.
 */

/**
 * Whose commission: a partner's, on its orders at the partner's rate when the order was made
 * (orders.commission_rate_bps, migration 0024); or a sales person's, on the orders of their partners made while the
 * partner was theirs, at the sales person's rate then (orders.sales_person_id and sales_commission_rate_bps,
 * migration 0030), optionally of one of those partners only.
 */
export type Earner = { partnerId: string } | { salesPersonId: string; partnerId?: string };

const rateOf = (earner: Earner) => sql.ref('salesPersonId' in earner ? 'o.sales_commission_rate_bps' : 'o.commission_rate_bps');

const commissionOf = (earner: Earner, cents: string) =>
  sql<number>`((${sql.ref(cents)}::bigint * coalesce(${rateOf(earner)}, 0) + 5000) / 10000)::int`;

/** The earner's orders, on the order's own indexed columns. */
const ofEarner = (earner: Earner) => (eb: ExpressionBuilder<Database & { o: OrdersTable }, 'o'>) => {
  if (!('salesPersonId' in earner)) return eb('o.partner_id', '=', earner.partnerId);
  const mine = eb('o.sales_person_id', '=', earner.salesPersonId);
  return earner.partnerId ? eb.and([mine, eb('o.partner_id', '=', earner.partnerId)]) : mine;
};

type Range = { from: Date; to: Date };

/** Both kinds of movement of the earner's orders that the actor sees, as one relation `ledger`; in `range` if given. */
function ledger(ctx: Ctx, earner: Earner, range?: Range) {
  let paid = ctx.db
    .selectFrom('payments as p')
    .innerJoin('orders as o', 'o.id', 'p.order_id')
    .where(policyFilter(paymentsPolicy, ctx.actor))
    .where(ofEarner(earner))
    .where('p.status', '=', 'SUCCEEDED')
    .select(['p.id', sql<'PAYMENT' | 'REFUND'>`'PAYMENT'`.as('kind'), 'o.id as order_id', 'o.number as order_number', 'o.partner_id'])
    .select(['p.amount_cents', commissionOf(earner, 'p.amount_cents').as('commission_cents'), 'p.created_at as occurred_at']);
  let refunded = ctx.db
    .selectFrom('refunds as r')
    .innerJoin('orders as o', 'o.id', 'r.order_id')
    .where(policyFilter(paymentsPolicy, ctx.actor))
    .where(ofEarner(earner))
    .where('r.status', '=', 'SUCCEEDED')
    .select(['r.id', sql<'PAYMENT' | 'REFUND'>`'REFUND'`.as('kind'), 'o.id as order_id', 'o.number as order_number', 'o.partner_id'])
    .select([
      sql<number>`-r.amount_cents`.as('amount_cents'),
      sql<number>`-${commissionOf(earner, 'r.amount_cents')}`.as('commission_cents'),
      sql<Date>`r.settled_at`.as('occurred_at'),
    ]);
  if (range) {
    paid = paid.where('p.created_at', '>=', range.from).where('p.created_at', '<', range.to);
    refunded = refunded.where('r.settled_at', '>=', range.from).where('r.settled_at', '<', range.to);
  }
  return ctx.db.selectFrom(paid.unionAll(refunded).as('ledger')).modifyEnd(customPlan);
}

export type TransactionRow = {
  id: string;
  kind: 'PAYMENT' | 'REFUND';
  order_id: string;
  order_number: number;
  partner_id: string | null;
  amount_cents: number;
  commission_cents: number;
  occurred_at: Date;
};

/** One page of the earner's movements, by date (then id), paged and counted in SQL. */
export async function listTransactions(ctx: Ctx, earner: Earner, page: { page: number; limit: number; orderBy: OrderBy }) {
  const result = await listPage(ctx.db, ledger(ctx, earner), (q) => q.selectAll(), page);
  await noteRead(ctx, { action: 'LIST', resourceType: 'payment', details: { ...earner, count: result.rows.length } });
  return { ...result, rows: result.rows as TransactionRow[] };
}

/** Sales and commission per period (its first day, YYYY-MM-DD, UTC) in [from, to), in one GROUP BY; periods with movements only. */
export async function commissionByPeriod(ctx: Ctx, earner: Earner, period: 'day' | 'week' | 'month', range: Range) {
  // The period as a literal (the contract's enum), not a parameter: GROUP BY must see the same expression as SELECT.
  const unit = sql.lit(({ day: 'day', week: 'week', month: 'month' } as const)[period]);
  const start = sql<string>`to_char(date_trunc(${unit}, ledger.occurred_at at time zone 'UTC'), 'YYYY-MM-DD')`;
  const rows = await ledger(ctx, earner, range)
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

/**
 * All the commission an earner (a partner, a sales person) has earned, net of refunds, in cents (the whole ledger summed
 * in SQL). Not noted: a part of the balance its caller shows.
 */
export async function commissionTotal(ctx: Ctx, earner: Earner): Promise<number> {
  const row = await ledger(ctx, earner)
    .select(sql<number>`coalesce(sum(ledger.commission_cents), 0)::int`.as('total'))
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

/**
 * The earner's totals, all time, per partner of the orders (a sales person's partners; a partner has one row): the
 * sales and commission net of refunds, and how many orders were paid. Noted as a COMMISSION_EARNED read, as the
 * periods are.
 */
export async function totalsByPartner(ctx: Ctx, earner: Earner) {
  const rows = await ledger(ctx, earner)
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
