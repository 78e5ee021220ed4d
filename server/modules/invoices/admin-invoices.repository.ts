// Read-only joins: partners (the business an invoice bills, searched by name, and the account whose card pays it).
import { sql } from 'kysely';
import type { Ctx } from '#server/platform/context';
import type { Db } from '#server/platform/db/client';
import { containsPattern, listPage, type OrderBy } from '#server/platform/db/list';
import type { InvoiceStatusColumn } from '#server/platform/db/schema';
import { summary, visible } from './invoices.repository';

/** The super admin's reads of invoices: every partner's (the invoices policy's SUPER_ADMIN row), with the partner. */

/** A list row: the invoice's (as a partner sees it), with the partner's business name and what an administrator follows. */
const adminSummary = [...summary, 'pa.business_name as partner_name', 'i.combined_into', 'i.deleted_at'] as const;

/** The list: by status, the partner's business name containing `search`; newest first or by total or number. */
export function listAdminInvoices(
  ctx: Ctx,
  filter: { status?: InvoiceStatusColumn; search?: string },
  page: { page: number; limit: number; orderBy: OrderBy },
) {
  let filtered = visible(ctx).innerJoin('partners as pa', 'pa.id', 'i.partner_id');
  if (filter.status) filtered = filtered.where('i.status', '=', filter.status);
  if (filter.search) filtered = filtered.where('pa.business_name', 'ilike', containsPattern(filter.search));
  return listPage(ctx.db, filtered, (q) => q.select(adminSummary), page);
}

export type AdminInvoiceRow = NonNullable<Awaited<ReturnType<typeof findAdminInvoice>>>;

/** One invoice with its partner and the account whose default card pays it. */
export const findAdminInvoice = (ctx: Ctx, id: string) =>
  visible(ctx)
    .innerJoin('partners as pa', 'pa.id', 'i.partner_id')
    .select(adminSummary)
    .select('pa.user_id as partner_user_id')
    .where('i.id', '=', id)
    .executeTakeFirst();

/** The invoices of `ids` (those found), with their partners. */
export const adminInvoicesByIds = (ctx: Ctx, ids: string[]) =>
  visible(ctx)
    .innerJoin('partners as pa', 'pa.id', 'i.partner_id')
    .select(adminSummary)
    .select('pa.user_id as partner_user_id')
    .where('i.id', 'in', ids)
    .execute();

/** Count and sums per status, in one GROUP BY. */
export const summaryByStatus = (ctx: Ctx) =>
  visible(ctx)
    .select([
      'i.status',
      sql<number>`count(*)::int`.as('count'),
      sql<number>`coalesce(sum(i.subtotal_cents), 0)::bigint`.as('subtotal_cents'),
      sql<number>`coalesce(sum(i.fees_cents), 0)::bigint`.as('fees_cents'),
      sql<number>`coalesce(sum(i.total_cents), 0)::bigint`.as('total_cents'),
    ])
    .groupBy('i.status')
    .execute();

/** The invoice item with its invoice (for an amount change). */
export const findItem = (db: Db, itemId: string) =>
  db
    .selectFrom('invoice_items as it')
    .innerJoin('invoices as i', 'i.id', 'it.invoice_id')
    .select(['it.id', 'it.invoice_id', 'it.order_id', 'it.amount_cents', 'it.description', 'i.number', 'i.status'])
    .where('it.id', '=', itemId)
    .executeTakeFirst();
