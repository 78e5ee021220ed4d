import type { CommissionEarnedQuery, PartnerTransaction, PartnerTransactionsQuery } from '#contracts/commissions';
import type { SalesTransaction } from '#contracts/sales-people';
import type { Ctx } from '#server/platform/context';
import { sortOf } from '#server/platform/db/list';
import { badRequest } from '#server/platform/errors';
import { livePartners } from '#server/modules/accounts/partner-admin.service';
import { ownCommissionRate } from '#server/modules/accounts/partner-profile.service';
import { ownSalesPerson } from '#server/modules/accounts/sales-profile.service';
import * as ledger from '#server/modules/ledger/ledger.service';
import type { Earner } from '#server/modules/ledger/ledger.service';

export type { Earner };

type Page<T> = { items: T[]; total: number; page: number; limit: number; totalPages: number };

/**
 * The money model of a partner (README, "Partner money"): the patient pays each order at checkout; the partner
 * earns its commission rate on every settled payment of an order of its patients and loses it again when the order is
 * refunded, denied or cancelled. Nothing here moves money: these are the partner's figures, read from the ledger's
 * commission entries (README, "The ledger").
 */

const view = (r: ledger.CommissionLine): PartnerTransaction => ({
  id: r.id,
  kind: r.kind,
  orderId: r.order_id,
  orderNumber: r.order_number,
  amountCents: r.amount_cents,
  commissionCents: r.commission_cents,
  occurredAt: new Date(r.occurred_at).toISOString(),
});

/** An earner's ledger, one page, newest first unless asked otherwise; the rows as the repository gives them. */
export async function transactionsOf(ctx: Ctx, earner: Earner, query: PartnerTransactionsQuery) {
  const orderBy = sortOf(query.sort, { occurredAt: 'ledger.occurred_at' }, 'ledger.id');
  const { rows, total } = await ledger.listCommissionLines(ctx, earner, { page: query.page, limit: query.limit, orderBy });
  return { rows, total, page: query.page, limit: query.limit, totalPages: Math.ceil(total / query.limit) };
}

/** GET /gym-owner/transactions: newest first unless asked otherwise. */
export async function listTransactions(ctx: Ctx, query: PartnerTransactionsQuery) {
  const { partnerId } = await ownCommissionRate(ctx);
  const { rows, ...page } = await transactionsOf(ctx, { partnerId }, query);
  return { items: rows.map(view), ...page };
}

const DAY = 86_400_000;
/** How many periods the chart shows when no start date is given (the current one included). */
export const DEFAULT_PERIODS = 12;
/** The longest range one call may ask for: daily figures over more would be thousands of rows. */
const MAX_RANGE_DAYS = 5 * 366;

const day = (date: Date) => date.toISOString().slice(0, 10);
const utcDay = (text: string) => new Date(`${text}T00:00:00.000Z`);

/** The first day of the period `date` falls in (weeks start on Monday, as PostgreSQL's date_trunc has them). */
function periodStart(date: Date, period: CommissionEarnedQuery['period']): Date {
  if (period === 'day') return date;
  if (period === 'month') return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1));
  return new Date(date.getTime() - ((date.getUTCDay() + 6) % 7) * DAY);
}

function periodsBack(date: Date, period: CommissionEarnedQuery['period'], count: number): Date {
  const start = periodStart(date, period);
  if (period === 'day') return new Date(start.getTime() - count * DAY);
  if (period === 'week') return new Date(start.getTime() - count * 7 * DAY);
  return new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() - count, 1));
}

/** GET /gym-owner/commission-earned: by week unless asked otherwise, the last 12 periods unless a range is given. */
export async function commissionEarned(ctx: Ctx, query: CommissionEarnedQuery, now = new Date()) {
  const { partnerId, commissionRateBps } = await ownCommissionRate(ctx);
  return commissionEarnedOf(ctx, { partnerId }, commissionRateBps, query, now);
}

/** An earner's commission per period of the range; `commissionRateBps` is their current rate, for the reply. */
export async function commissionEarnedOf(
  ctx: Ctx,
  earner: Earner,
  commissionRateBps: number,
  query: CommissionEarnedQuery,
  now = new Date(),
) {
  const end = query.endDate ? utcDay(query.endDate) : utcDay(day(now));
  const start = query.startDate ? utcDay(query.startDate) : periodsBack(end, query.period, DEFAULT_PERIODS - 1);
  if (start > end) throw badRequest('startDate must not be after endDate', [{ path: 'startDate', message: 'after endDate' }]);
  if ((end.getTime() - start.getTime()) / DAY > MAX_RANGE_DAYS)
    throw badRequest('Ask for at most five years at a time', [{ path: 'startDate', message: 'range longer than five years' }]);
  const rows = await ledger.commissionByPeriod(ctx, earner, query.period, { from: start, to: new Date(end.getTime() + DAY) });
  const periods = rows.map((r) => ({ periodStart: r.period_start, salesCents: r.sales_cents, commissionCents: r.commission_cents }));
  return {
    period: query.period,
    startDate: day(start),
    endDate: day(end),
    commissionRateBps,
    totalCents: periods.reduce((sum, p) => sum + p.commissionCents, 0),
    periods,
  };
}

/**
 * An earner's totals per partner, all time: sales and commission net of refunds, and paid orders. Audited as a
 * COMMISSION_EARNED read, as the periods are.
 */
export async function totalsByPartner(ctx: Ctx, earner: Earner) {
  const rows = await ledger.totalsByPartner(ctx, earner);
  return rows.map((r) => ({
    partnerId: r.partner_id,
    salesCents: r.sales_cents,
    commissionCents: r.commission_cents,
    paidOrders: r.paid_orders,
  }));
}

/**
 * A sales person's money (README, "Sales portal"): the same ledger, of the orders of their partners made while the
 * partner was theirs, at their own rate when each order was made (orders.sales_commission_rate_bps).
 */
async function salesEarner(ctx: Ctx) {
  const me = await ownSalesPerson(ctx);
  return { earner: { salesPersonId: me.id }, commissionRateBps: me.commission_rate_bps };
}

/** GET /transactions (a sales person): the ledger lines of their partners' orders, with each partner's name. */
export async function salesTransactions(ctx: Ctx, query: PartnerTransactionsQuery): Promise<Page<SalesTransaction>> {
  const { earner } = await salesEarner(ctx);
  const { rows, ...page } = await transactionsOf(ctx, earner, query);
  const names = new Map((await livePartners(ctx)).map((p) => [p.id, p.businessName]));
  const items = rows.map((r) => ({ ...view(r), partnerId: r.partner_id, businessName: (r.partner_id && names.get(r.partner_id)) ?? null }));
  return { items, ...page };
}

/** GET /sales/commission-earned: as the partner's, of the sales person's ledger. */
export async function salesCommissionEarned(ctx: Ctx, query: CommissionEarnedQuery, now = new Date()) {
  const { earner, commissionRateBps } = await salesEarner(ctx);
  return commissionEarnedOf(ctx, earner, commissionRateBps, query, now);
}
