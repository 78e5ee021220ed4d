import type { AtRiskPartner, AtRiskReason, LeaderboardEntry, LeaderboardQuery } from '#contracts/partners';
import type { Ctx } from '#server/platform/context';
import { badRequest } from '#server/platform/errors';
import { livePartners } from '#server/modules/accounts/partner-admin.service';
import { failedInvoiceCounts } from '#server/modules/invoices/invoices.service';
import { orderVolumeByPartner, paidOrdersByPartner } from '#server/modules/orders/partner-standing.service';

/**
 * How partners are doing, for administrators: a module of its own with no table, composing the partners (accounts),
 * their orders (orders) and their invoices (invoices). Counts and sums only: no patient is named, nothing is audited.
 *
 * - Leaderboard: each live partner's paid orders (`payment_status = 'PAID'`: paid at checkout or through the partner's
 *   invoice, not refunded) made in the period, and their amounts (revenue, cents). Partners without one are left out.
 * - At risk, each with its reasons: NO_RECENT_ORDERS (no order in the last `days` days, for a partner that joined
 *   before them), VOLUME_DROP (the last `days` days' orders at most half of the `days` before: 10 then 5 is a drop),
 *   FAILED_CHARGES (an invoice still unpaid after its charge was declined).
 */

const DAY = 86_400_000;
const MAX_PERIOD_DAYS = 731;
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** The period's days (both included, UTC) as [from, to): the last 30 days by default. */
function periodOf(query: { startDate?: string; endDate?: string }, now: Date) {
  const endDate = query.endDate ?? dayOf(now);
  const startDate = query.startDate ?? dayOf(new Date(Date.parse(`${endDate}T00:00:00Z`) - 29 * DAY));
  const from = new Date(`${startDate}T00:00:00Z`);
  const to = new Date(Date.parse(`${endDate}T00:00:00Z`) + DAY);
  if (to <= from)
    throw badRequest('startDate must not be after endDate', [{ path: 'endDate', message: 'Choose an end on or after the start' }]);
  if ((to.getTime() - from.getTime()) / DAY > MAX_PERIOD_DAYS)
    throw badRequest('Choose a period of at most two years', [{ path: 'startDate', message: 'At most two years' }]);
  return { startDate, endDate, from, to };
}

/** GET /super-admin/partner-leaderboard. */
export async function leaderboard(ctx: Ctx, query: LeaderboardQuery, now = new Date()) {
  const period = periodOf(query, now);
  const partners = await livePartners(ctx);
  const figures = await paidOrdersByPartner(
    ctx,
    partners.map((p) => p.id),
    period,
  );
  const ranked = partners
    .flatMap((p) => {
      const f = figures.get(p.id);
      return f && f.paidOrders > 0 ? [{ gymOwnerId: p.id, businessName: p.businessName, ownerName: p.ownerName, ...f }] : [];
    })
    .sort((a, b) =>
      query.rankBy === 'paidOrders'
        ? b.paidOrders - a.paidOrders || b.revenueCents - a.revenueCents
        : b.revenueCents - a.revenueCents || b.paidOrders - a.paidOrders,
    );
  const totals = ranked.reduce((t, r) => ({ paidOrders: t.paidOrders + r.paidOrders, revenueCents: t.revenueCents + r.revenueCents }), {
    paidOrders: 0,
    revenueCents: 0,
  });
  const top: LeaderboardEntry[] = ranked.slice(0, query.limit).map((r, i) => ({ rank: i + 1, ...r }));
  return { startDate: period.startDate, endDate: period.endDate, rankBy: query.rankBy, partners: top, totals };
}

/** GET /super-admin/partner-at-risk. */
export async function partnersAtRisk(ctx: Ctx, days: number, now = new Date()) {
  const partners = await livePartners(ctx);
  const ids = partners.map((p) => p.id);
  const [volume, failed] = await Promise.all([orderVolumeByPartner(ctx, ids, days, now), failedInvoiceCounts(ctx, ids)]);
  const since = new Date(now.getTime() - days * DAY);
  const atRisk: AtRiskPartner[] = [];
  for (const p of partners) {
    const v = volume.get(p.id) ?? { lastOrderAt: null, recent: 0, previous: 0 };
    const failedInvoices = failed.get(p.id) ?? 0;
    const reasons: AtRiskReason[] = [];
    if (v.recent === 0 && p.createdAt < since) reasons.push('NO_RECENT_ORDERS');
    if (v.previous > 0 && v.recent * 2 <= v.previous) reasons.push('VOLUME_DROP');
    if (failedInvoices > 0) reasons.push('FAILED_CHARGES');
    if (reasons.length === 0) continue;
    atRisk.push({
      gymOwnerId: p.id,
      businessName: p.businessName,
      ownerName: p.ownerName,
      email: p.email,
      lastOrderAt: v.lastOrderAt?.toISOString() ?? null,
      recentOrders: v.recent,
      previousOrders: v.previous,
      failedInvoices,
      reasons,
    });
  }
  // The most reasons first, then the most failed invoices, then the longest without an order.
  atRisk.sort(
    (a, b) =>
      b.reasons.length - a.reasons.length ||
      b.failedInvoices - a.failedInvoices ||
      (a.lastOrderAt ?? '').localeCompare(b.lastOrderAt ?? '') ||
      a.businessName.localeCompare(b.businessName),
  );
  return { days, partners: atRisk };
}
