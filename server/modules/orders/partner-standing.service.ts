import type { Ctx } from '#server/platform/context';
import * as repo from './partner-standing.repository';

/** Partners' order figures for the administrator's leaderboard and at-risk list (counts and sums, no patient named). */

/** Paid orders and revenue (cents) per partner in [from, to); partners without any are left out. */
export async function paidOrdersByPartner(ctx: Ctx, partnerIds: readonly string[], range: { from: Date; to: Date }) {
  if (partnerIds.length === 0) return new Map<string, { paidOrders: number; revenueCents: number }>();
  const rows = await repo.paidOrdersByPartner(ctx, partnerIds, range);
  return new Map(rows.map((r) => [r.partner_id, { paidOrders: r.paid_orders, revenueCents: Number(r.revenue_cents) }]));
}

/** Per partner: the last order's time, and the orders of the last `days` days and of the `days` before them. */
export async function orderVolumeByPartner(ctx: Ctx, partnerIds: readonly string[], days: number, now = new Date()) {
  if (partnerIds.length === 0) return new Map<string, { lastOrderAt: Date | null; recent: number; previous: number }>();
  const mid = new Date(now.getTime() - days * 86_400_000);
  const start = new Date(now.getTime() - 2 * days * 86_400_000);
  const rows = await repo.orderVolumeByPartner(ctx, partnerIds, { start, mid, now });
  return new Map(rows.map((r) => [r.partner_id, { lastOrderAt: r.last_order_at, recent: r.recent, previous: r.previous }]));
}
