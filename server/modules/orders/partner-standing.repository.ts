import { sql } from 'kysely';
import { policyFilter } from '#server/platform/access/policy';
import type { Ctx } from '#server/platform/context';
import { forbidden } from '#server/platform/errors';
import { ordersPolicy } from './orders.policy';

/**
 * How partners stand, from their orders: each partner's paid orders and revenue in a period (the leaderboard), and
 * their recent order volume against the period before (partners at risk). Counts and sums only, no patient named.
 * Each partner's figures are read from its own index range (orders_partner_paid_idx, orders_partner_created_idx),
 * for the partner ids given: the caller lists the partners (accounts), so no query walks every order.
 */

/** Paid orders and revenue (cents) of each partner among `partnerIds` in [from, to): one GROUP BY under the orders policy. */
export const paidOrdersByPartner = (ctx: Ctx, partnerIds: readonly string[], range: { from: Date; to: Date }) =>
  ctx.db
    .selectFrom('orders as o')
    .where(policyFilter(ordersPolicy, ctx.actor))
    .where((eb) => eb('o.partner_id', '=', eb.fn.any(eb.val([...partnerIds]))))
    .where('o.payment_status', '=', 'PAID')
    .where('o.created_at', '>=', range.from)
    .where('o.created_at', '<', range.to)
    .select([
      sql<string>`o.partner_id`.as('partner_id'),
      sql<number>`count(*)::int`.as('paid_orders'),
      sql<string>`coalesce(sum(o.amount_cents), 0)::bigint`.as('revenue_cents'),
    ])
    .groupBy('o.partner_id')
    .execute();

/**
 * Per partner among `partnerIds`: its last order's time, and how many orders it made in [mid, now) and in
 * [start, mid). Per partner, from its index: the newest order (one row read backwards) and the two periods' range.
 * An aggregate over other owners' orders: only for a caller whose orders policy is every row (an administrator).
 */
export async function orderVolumeByPartner(ctx: Ctx, partnerIds: readonly string[], range: { start: Date; mid: Date; now: Date }) {
  if (ctx.actor.kind === 'user' && ordersPolicy[ctx.actor.role] !== 'ALL') throw forbidden();
  if (ctx.actor.kind === 'anonymous') throw forbidden();
  const { rows } = await sql<{ partner_id: string; last_order_at: Date | null; recent: number; previous: number }>`
    select pid.id as partner_id,
      (select max(o.created_at) from orders o where o.partner_id = pid.id) as last_order_at,
      v.recent, v.previous
    from unnest(${[...partnerIds]}::uuid[]) as pid(id)
    cross join lateral (
      select (count(*) filter (where o.created_at >= ${range.mid}))::int as recent,
             (count(*) filter (where o.created_at < ${range.mid}))::int as previous
      from orders o
      where o.partner_id = pid.id and o.created_at >= ${range.start} and o.created_at < ${range.now}
    ) v`.execute(ctx.db);
  return rows;
}
