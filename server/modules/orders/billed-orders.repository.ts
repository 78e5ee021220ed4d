// Read-only joins: product_variations and products (catalog), for the name an invoice line shows; invoice_items
// (invoices), read in a subquery to leave out the orders already invoiced.
import type { Db } from '#server/platform/db/client';
import { ACTIVE_TREATMENT_STATUSES } from './order-changes.repository';

/**
 * The orders billed to their partner (`billed_to = 'PARTNER'`) made before `to`, approved by the doctor (in
 * treatment: a denied, canceled or still-reviewed order is not the partner's to pay) and not invoiced yet, oldest
 * first, for the invoices module's monthly pass (system work: every partner). An order approved after its month's
 * pass is billed by the next one. Served by the partial index orders_partner_billed_idx.
 */
export const partnerBilledOrders = (db: Db, range: { to: Date }) =>
  db
    .selectFrom('orders as o')
    .innerJoin('product_variations as v', 'v.key', 'o.product_variation_key')
    .innerJoin('products as p', 'p.id', 'v.product_id')
    .select(['o.id', 'o.number', 'o.partner_id', 'o.amount_cents', 'o.plan_months', 'p.name as product_name'])
    .where('o.billed_to', '=', 'PARTNER')
    .where('o.status', 'in', ACTIVE_TREATMENT_STATUSES)
    .where('o.partner_id', 'is not', null)
    .where('o.created_at', '<', range.to)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('invoice_items as i').select('i.id').whereRef('i.order_id', '=', 'o.id'))),
    )
    .orderBy('o.created_at')
    .orderBy('o.id')
    .execute();

/**
 * One order as an administrator's "invoice this order now" needs it: who pays for it, its partner and status, what a
 * line shows, and whether an invoice already bills it.
 */
export const billableOrder = (db: Db, orderId: string) =>
  db
    .selectFrom('orders as o')
    .innerJoin('product_variations as v', 'v.key', 'o.product_variation_key')
    .innerJoin('products as p', 'p.id', 'v.product_id')
    .select(['o.id', 'o.number', 'o.partner_id', 'o.billed_to', 'o.status', 'o.amount_cents', 'o.plan_months', 'o.created_at'])
    .select('p.name as product_name')
    .select(({ exists, selectFrom }) =>
      exists(selectFrom('invoice_items as i').select('i.id').whereRef('i.order_id', '=', 'o.id')).as('invoiced'),
    )
    .where('o.id', '=', orderId)
    .executeTakeFirst();
