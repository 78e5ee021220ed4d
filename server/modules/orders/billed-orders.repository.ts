// Read-only joins: product_variations and products (catalog), for the name an invoice line shows; invoice_items
// (invoices), read in a subquery to leave out the orders already invoiced.
import { policyFilter } from '#server/platform/access/policy';
import type { Ctx } from '#server/platform/context';
import { ACTIVE_TREATMENT_STATUSES } from './order-changes.repository';
import { ordersPolicy } from './orders.policy';

/**
 * The orders billed to their partner (`billed_to = 'PARTNER'`) made before `to`, approved by the doctor (in
 * treatment: a denied, canceled or still-reviewed order is not the partner's to pay) and not invoiced yet, oldest
 * first, for the invoices module's monthly pass (system work: every partner). An order approved after its month's
 * pass is billed by the next one. Served by the partial index orders_partner_billed_idx. The orders policy applies
 * (every row for the system context the pass runs in).
 */
export const partnerBilledOrders = (ctx: Ctx, range: { to: Date }) =>
  ctx.db
    .selectFrom('orders as o')
    .innerJoin('product_variations as v', 'v.key', 'o.product_variation_key')
    .innerJoin('products as p', 'p.id', 'v.product_id')
    .select(['o.id', 'o.number', 'o.partner_id', 'o.amount_cents', 'o.plan_months', 'p.name as product_name'])
    .where('o.billed_to', '=', 'PARTNER')
    .where('o.status', 'in', ACTIVE_TREATMENT_STATUSES)
    .where('o.partner_id', 'is not', null)
    .where('o.created_at', '<', range.to)
    .where(policyFilter(ordersPolicy, ctx.actor))
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('invoice_items as i').select('i.id').whereRef('i.order_id', '=', 'o.id'))),
    )
    .orderBy('o.created_at')
    .orderBy('o.id')
    .execute();

/**
 * One order as an administrator's "invoice this order now" needs it: who pays for it, its partner and status, what a
 * line shows, and whether an invoice already bills it; through the orders policy.
 */
export const billableOrder = (ctx: Ctx, orderId: string) =>
  ctx.db
    .selectFrom('orders as o')
    .innerJoin('product_variations as v', 'v.key', 'o.product_variation_key')
    .innerJoin('products as p', 'p.id', 'v.product_id')
    .select(['o.id', 'o.number', 'o.partner_id', 'o.billed_to', 'o.status', 'o.amount_cents', 'o.plan_months', 'o.created_at'])
    .select('p.name as product_name')
    .select(({ exists, selectFrom }) =>
      exists(selectFrom('invoice_items as i').select('i.id').whereRef('i.order_id', '=', 'o.id')).as('invoiced'),
    )
    .where('o.id', '=', orderId)
    .where(policyFilter(ordersPolicy, ctx.actor))
    .executeTakeFirst();
