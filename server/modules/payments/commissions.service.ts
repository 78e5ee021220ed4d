import type { CommissionEarnedQuery, PartnerTransaction, PartnerTransactionsQuery } from '../../../contracts/partner';
import type { Ctx } from '../../platform/context';
import { sortOf } from '../../platform/db/list';
import { badRequest } from '../../platform/errors';
import { ownCommissionRate } from '../accounts/partner-profile.service';
import * as repo from './commissions.repository';

/**
 * The money model of a partner (README, "Partner money"): the patient pays each order at checkout; the partner
 * earns its commission rate on every settled payment of an order of its patients and loses it again on a settled
 * refund. Nothing here moves money: these are the partner's figures, read from the payments ledger.
 */

const view = (r: repo.TransactionRow): PartnerTransaction => ({
  id: r.id,
  kind: r.kind,
  orderId: r.order_id,
  orderNumber: r.order_number,
  amountCents: r.amount_cents,
  commissionCents: r.commission_cents,
  occurredAt: new Date(r.occurred_at).toISOString(),
});

/** GET /gym-owner/transactions: newest first unless asked otherwise. */
export async function listTransactions(ctx: Ctx, query: PartnerTransactionsQuery) {
  const { partnerId } = await ownCommissionRate(ctx);
  const orderBy = sortOf(query.sort, { occurredAt: 'ledger.occurred_at' }, 'ledger.id');
  const { rows, total } = await repo.listTransactions(ctx, partnerId, { page: query.page, limit: query.limit, orderBy });
  return { items: rows.map(view), total, page: query.page, limit: query.limit, totalPages: Math.ceil(total / query.limit) };
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
  const end = query.endDate ? utcDay(query.endDate) : utcDay(day(now));
  const start = query.startDate ? utcDay(query.startDate) : periodsBack(end, query.period, DEFAULT_PERIODS - 1);
  if (start > end) throw badRequest('startDate must not be after endDate', [{ path: 'startDate', message: 'after endDate' }]);
  if ((end.getTime() - start.getTime()) / DAY > MAX_RANGE_DAYS)
    throw badRequest('Ask for at most five years at a time', [{ path: 'startDate', message: 'range longer than five years' }]);
  const rows = await repo.commissionByPeriod(ctx, partnerId, query.period, { from: start, to: new Date(end.getTime() + DAY) });
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
