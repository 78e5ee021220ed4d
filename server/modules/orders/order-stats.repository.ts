// Read-only joins: patients (the policy, through `scoped`), users (names: accounts), product_variations and products
// (catalog), as in orders.repository.ts.
import { sql } from 'kysely';
import { policyFilter } from '#server/platform/access/policy';
import { noteListRead, noteRead, type Ctx } from '#server/platform/context';
import { listPage } from '#server/platform/db/list';
import { ACTIVE_TREATMENT_STATUSES } from './order-changes.repository';
import { ordersPolicy } from './orders.policy';
import { scoped, staffColumns } from './orders.repository';

/**
 * Counts over the orders the caller sees, each one GROUP BY or one row of FILTERed counts, scoped by the orders policy
 * (a partner: `partner_id = $1`, served by the partner's order indexes). Counts name no patient, so they are not
 * audited as reads; the quick-approval list, which names patients, is.
 */
const own = (ctx: Ctx) => ctx.db.selectFrom('orders as o').where(policyFilter(ordersPolicy, ctx.actor));

export const countByStatus = (ctx: Ctx) =>
  own(ctx)
    .select(['o.status', sql<number>`count(*)::int`.as('count')])
    .groupBy('o.status')
    .execute();

/** Orders waiting for the partner's approval (and the doctor's review): the dashboard's quick-approval list, oldest first. */
export async function awaitingApproval(ctx: Ctx, limit: number) {
  const filtered = scoped(ctx)
    .where('o.status', '=', 'PENDING_REVIEW')
    .where('o.approval_status', '=', 'PENDING')
    .where('o.handed_back_at', 'is', null);
  const page = await listPage(ctx.db, filtered, (q) => q.select(staffColumns), {
    page: 1,
    limit,
    orderBy: [
      { column: 'o.created_at', direction: 'asc' },
      { column: 'o.id', direction: 'asc' },
    ],
  });
  await noteListRead(ctx, 'order', { count: page.rows.length }, { details: { awaitingApproval: true } });
  return page;
}

/** The dashboard's order figures in one pass over the caller's orders. */
export const orderFigures = (ctx: Ctx, renewalDays: number) =>
  own(ctx)
    .select([
      sql<number>`count(*)::int`.as('total'),
      sql<number>`(count(*) filter (where o.created_at >= date_trunc('month', now())))::int`.as('this_month'),
      // As the quick-approval list counts them: an order handed back for reassignment waits for an administrator first.
      sql<number>`(count(*) filter (where o.status = 'PENDING_REVIEW' and o.approval_status = 'PENDING'
        and o.handed_back_at is null))::int`.as('awaiting'),
      sql<number>`(count(*) filter (where o.status in (${sql.join(ACTIVE_TREATMENT_STATUSES)})))::int`.as('active'),
      sql<number>`(count(*) filter (where o.status in (${sql.join(ACTIVE_TREATMENT_STATUSES)})
        and o.renews_on <= current_date + ${renewalDays}::int))::int`.as('renewals_due'),
      sql<number>`coalesce(sum(o.amount_cents) filter (where o.payment_status = 'PAID'), 0)::int`.as('sales_cents'),
    ])
    .executeTakeFirstOrThrow();

/** The range and products of a count per product: calendar days (inclusive, UTC), and only these products if given. */
export type ProductRange = { startDate?: string; endDate?: string; productIds?: readonly string[] };

/**
 * Orders, patients, paid orders and sales per product, made within the range: one GROUP BY over the orders the caller
 * sees (a partner's: the partner's indexes; an administrator's: orders_created_stats_idx, or for chosen products
 * orders_variation_created_idx from their variations; migration 0026). The most ordered first.
 */
const perProduct = (ctx: Ctx, range: ProductRange) => {
  let query = own(ctx)
    .innerJoin('product_variations as v', 'v.key', 'o.product_variation_key')
    .innerJoin('products as p', 'p.id', 'v.product_id');
  if (range.startDate) query = query.where('o.created_at', '>=', sql<Date>`${range.startDate}::date::timestamp at time zone 'UTC'`);
  if (range.endDate) query = query.where('o.created_at', '<', sql<Date>`(${range.endDate}::date + 1)::timestamp at time zone 'UTC'`);
  if (range.productIds)
    query = range.productIds.length ? query.where('p.id', 'in', [...range.productIds]) : query.where(sql<boolean>`false`);
  return query
    .select([
      'p.id',
      'p.name',
      'p.medication',
      sql<number>`count(*)::int`.as('orders'),
      sql<number>`count(distinct o.patient_id)::int`.as('patients'),
      sql<number>`(count(*) filter (where o.payment_status = 'PAID'))::int`.as('paid_orders'),
      sql<number>`coalesce(sum(o.amount_cents) filter (where o.payment_status = 'PAID'), 0)::bigint`.as('sales_cents'),
    ])
    .groupBy(['p.id', 'p.name', 'p.medication']);
};

export const ordersPerProduct = async (ctx: Ctx, range: ProductRange) =>
  (
    await perProduct(ctx, range)
      .orderBy(sql`count(*)`, 'desc')
      .orderBy('p.name')
      .orderBy('p.id')
      .execute()
  ).map((r) => ({
    ...r,
    sales_cents: Number(r.sales_cents),
  }));

export type ProductCountRow = Awaited<ReturnType<typeof ordersPerProduct>>[number];

/**
 * The same counts in batches of `size`, the most ordered first, each batch after the last one's position (orders
 * descending, name, id): a download streams them without holding every row.
 */
export async function* ordersPerProductBatches(ctx: Ctx, range: ProductRange, size: number): AsyncGenerator<ProductCountRow[]> {
  let after: ProductCountRow | undefined;
  for (;;) {
    let query = ctx.db.selectFrom(perProduct(ctx, range).as('s')).selectAll();
    if (after) {
      const { orders, name, id } = after;
      query = query.where(sql<boolean>`(-s.orders, s.name, s.id) > (${-orders}::int, ${name}::text, ${id}::uuid)`);
    }
    const rows = (await query.orderBy('s.orders', 'desc').orderBy('s.name').orderBy('s.id').limit(size).execute()).map((r) => ({
      ...r,
      sales_cents: Number(r.sales_cents),
    }));
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < size) return;
    after = rows[rows.length - 1];
  }
}

/** Orders made per day, week or month (UTC) of a range, how many are paid, and their sales: one GROUP BY. */
export function ordersPerPeriod(ctx: Ctx, period: 'day' | 'week' | 'month', range: { startDate: string; endDate: string }) {
  const bucket = sql<string>`to_char(date_trunc(${period}, o.created_at at time zone 'UTC'), 'YYYY-MM-DD')`;
  return own(ctx)
    .where('o.created_at', '>=', sql<Date>`${range.startDate}::date::timestamp at time zone 'UTC'`)
    .where('o.created_at', '<', sql<Date>`(${range.endDate}::date + 1)::timestamp at time zone 'UTC'`)
    .select([
      bucket.as('period_start'),
      sql<number>`count(*)::int`.as('orders'),
      sql<number>`(count(*) filter (where o.payment_status = 'PAID'))::int`.as('paid_orders'),
      sql<number>`coalesce(sum(o.amount_cents) filter (where o.payment_status = 'PAID'), 0)::int`.as('sales_cents'),
    ])
    .groupBy(sql`1`)
    .orderBy(sql`1`)
    .execute();
}

/** Notes the export of the medication statistics (the ids and the range; the figures name no patient). */
export const noteStatsExport = (ctx: Ctx, details: { ids: readonly string[]; startDate: string; endDate: string }) =>
  noteRead(ctx, { action: 'EXPORT', resourceType: 'medication_stats', details });
