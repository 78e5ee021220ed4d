// Read-only joins: orders (whose order a payment or refund is, its partner for the payments policy, and the partner's
// commission rate when the order was made), read in the ledger's query.
import { sql } from 'kysely';
import { policyFilter } from '../../platform/access/policy';
import type { Ctx } from '../../platform/context';
import { listPage, type OrderBy } from '../../platform/db/list';
import { paymentsPolicy } from './payments.policy';

/**
 * A partner's money, read from the payments ledger: each settled payment of an order of the partner's patients
 * earns the partner its commission; each settled refund of one takes the commission on it back. Commission is
 * integer cents, rounded half up per movement, so that a full refund takes back exactly what its payment earned
 * and the list and the totals add up to the same cents.
 */

/** At the rate of the order's partner when the order was made (orders.commission_rate_bps, migration 0024). */
const commissionOf = (cents: string) => sql<number>`((${sql.ref(cents)}::bigint * coalesce(o.commission_rate_bps, 0) + 5000) / 10000)::int`;

type Range = { from: Date; to: Date };

/** Both kinds of movement of the partner's orders that the actor sees, as one relation `ledger`; in `range` if given. */
function ledger(ctx: Ctx, partnerId: string, range?: Range) {
  let paid = ctx.db
    .selectFrom('payments as p')
    .innerJoin('orders as o', 'o.id', 'p.order_id')
    .where(policyFilter(paymentsPolicy, ctx.actor))
    .where('o.partner_id', '=', partnerId)
    .where('p.status', '=', 'SUCCEEDED')
    .select(['p.id', sql<'PAYMENT' | 'REFUND'>`'PAYMENT'`.as('kind'), 'o.id as order_id', 'o.number as order_number'])
    .select(['p.amount_cents', commissionOf('p.amount_cents').as('commission_cents'), 'p.created_at as occurred_at']);
  let refunded = ctx.db
    .selectFrom('refunds as r')
    .innerJoin('orders as o', 'o.id', 'r.order_id')
    .where(policyFilter(paymentsPolicy, ctx.actor))
    .where('o.partner_id', '=', partnerId)
    .where('r.status', '=', 'SUCCEEDED')
    .select(['r.id', sql<'PAYMENT' | 'REFUND'>`'REFUND'`.as('kind'), 'o.id as order_id', 'o.number as order_number'])
    .select([
      sql<number>`-r.amount_cents`.as('amount_cents'),
      sql<number>`-${commissionOf('r.amount_cents')}`.as('commission_cents'),
      sql<Date>`r.settled_at`.as('occurred_at'),
    ]);
  if (range) {
    paid = paid.where('p.created_at', '>=', range.from).where('p.created_at', '<', range.to);
    refunded = refunded.where('r.settled_at', '>=', range.from).where('r.settled_at', '<', range.to);
  }
  return ctx.db.selectFrom(paid.unionAll(refunded).as('ledger'));
}

export type TransactionRow = {
  id: string;
  kind: 'PAYMENT' | 'REFUND';
  order_id: string;
  order_number: number;
  amount_cents: number;
  commission_cents: number;
  occurred_at: Date;
};

/** One page of the partner's movements, by date (then id), paged and counted in SQL. */
export async function listTransactions(ctx: Ctx, partnerId: string, page: { page: number; limit: number; orderBy: OrderBy }) {
  const result = await listPage(ctx.db, ledger(ctx, partnerId), (q) => q.selectAll(), page);
  await ctx.audit.noteRead(ctx.db, { action: 'LIST', resourceType: 'payment', details: { partnerId, count: result.rows.length } });
  return { ...result, rows: result.rows as TransactionRow[] };
}

/** Sales and commission per period (its first day, YYYY-MM-DD, UTC) in [from, to), in one GROUP BY; periods with movements only. */
export async function commissionByPeriod(ctx: Ctx, partnerId: string, period: 'day' | 'week' | 'month', range: Range) {
  // The period as a literal (the contract's enum), not a parameter: GROUP BY must see the same expression as SELECT.
  const unit = sql.lit(({ day: 'day', week: 'week', month: 'month' } as const)[period]);
  const start = sql<string>`to_char(date_trunc(${unit}, ledger.occurred_at at time zone 'UTC'), 'YYYY-MM-DD')`;
  const rows = await ledger(ctx, partnerId, range)
    .select([
      start.as('period_start'),
      sql<number>`sum(ledger.amount_cents)::int`.as('sales_cents'),
      sql<number>`sum(ledger.commission_cents)::int`.as('commission_cents'),
    ])
    .groupBy(start)
    .orderBy(start)
    .execute();
  await ctx.audit.noteRead(ctx.db, { action: 'COMMISSION_EARNED', resourceType: 'payment', details: { partnerId, period } });
  return rows;
}

/** All the commission a partner has earned, net of refunds, in cents (the whole ledger summed in SQL). */
export async function commissionTotal(ctx: Ctx, partnerId: string): Promise<number> {
  const row = await ledger(ctx, partnerId)
    .select(sql<number>`coalesce(sum(ledger.commission_cents), 0)::int`.as('total'))
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}
