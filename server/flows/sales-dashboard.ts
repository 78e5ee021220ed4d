import type { SalesPartnerDetail, SalesSummary } from '#contracts/sales-people';
import type { Ctx } from '#server/platform/context';
import * as sales from '#server/modules/accounts/sales.service';
import { ownSalesPerson } from '#server/modules/accounts/sales-profile.service';
import * as commissions from '#server/modules/payments/commissions.service';

/**
 * A sales person's figures: the partners they brought in (accounts) and the commission they earn on those partners'
 * paid orders (payments). They never see a patient.
 */

const monthStart = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString().slice(0, 10);

/** GET /sales/summary. */
export async function summary(ctx: Ctx, now = new Date()): Promise<SalesSummary> {
  const me = await ownSalesPerson(ctx);
  const earner = { salesPersonId: me.id };
  const figures = await sales.partnerCounts(ctx);
  const totals = await commissions.totalsByPartner(ctx, earner);
  const thisMonth = await commissions.commissionEarnedOf(
    ctx,
    earner,
    me.commission_rate_bps,
    { period: 'month', startDate: monthStart(now), endDate: now.toISOString().slice(0, 10) },
    now,
  );
  const sum = (pick: (t: (typeof totals)[number]) => number) => totals.reduce((n, t) => n + pick(t), 0);
  return {
    partnerCount: figures.total,
    partnersThisMonth: figures.this_month,
    paidOrderCount: sum((t) => t.paidOrders),
    salesCents: sum((t) => t.salesCents),
    commissionCents: sum((t) => t.commissionCents),
    commissionThisMonthCents: thisMonth.totalCents,
    commissionRateBps: me.commission_rate_bps,
    payoutAccount: { status: me.payout_account_status, connectedAt: me.payout_connected_at?.toISOString() ?? null },
  };
}

/** GET /sales/partners/{id}: one of their partners with what it sold and the commission earned on it. */
export async function partnerDetail(ctx: Ctx, id: string): Promise<SalesPartnerDetail> {
  const partner = await sales.getPartner(ctx, id);
  const me = await ownSalesPerson(ctx);
  const [money] = await commissions.totalsByPartner(ctx, { salesPersonId: me.id, partnerId: id });
  return {
    ...partner,
    paidOrderCount: money?.paidOrders ?? 0,
    salesCents: money?.salesCents ?? 0,
    commissionCents: money?.commissionCents ?? 0,
  };
}
