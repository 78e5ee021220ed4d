// Read-only joins: product_variations and products (catalog), for the name an invoice line shows.
import type { Db } from '../../platform/db/client';
import { ACTIVE_TREATMENT_STATUSES } from './order-changes.repository';

/**
 * The orders billed to their partner (`billed_to = 'PARTNER'`) made in [from, to) that the doctor approved (in
 * treatment: a denied, cancelled or still-reviewed order is not the partner's to pay), oldest first, for the invoices
 * module's monthly pass (system work: every partner). Served by the partial index orders_partner_billed_idx.
 */
export const partnerBilledOrders = (db: Db, range: { from: Date; to: Date }) =>
  db
    .selectFrom('orders as o')
    .innerJoin('product_variations as v', 'v.key', 'o.product_variation_key')
    .innerJoin('products as p', 'p.id', 'v.product_id')
    .select(['o.id', 'o.number', 'o.partner_id', 'o.amount_cents', 'o.plan_months', 'p.name as product_name'])
    .where('o.billed_to', '=', 'PARTNER')
    .where('o.status', 'in', ACTIVE_TREATMENT_STATUSES)
    .where('o.partner_id', 'is not', null)
    .where('o.created_at', '>=', range.from)
    .where('o.created_at', '<', range.to)
    .orderBy('o.created_at')
    .orderBy('o.id')
    .execute();
