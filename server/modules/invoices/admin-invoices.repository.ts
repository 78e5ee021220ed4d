// Read-only joins: partners (the business an invoice bills, searched by name, and the account whose card pays it).
import { sql } from 'kysely';
import { noteListRead, noteLookup, noteRead, type Ctx } from '#server/platform/context';
import { containsPattern, listPage, type OrderBy } from '#server/platform/db/list';
import type { InvoiceStatusColumn } from '#server/platform/db/schema';
import { noteInvoiceDenied, summary, visible } from './invoices.repository';

/**
 * The super admin's reads of invoices: every partner's (the invoices policy's SUPER_ADMIN row), with the partner. Each
 * read is noted here, as the partner's are (invoices.repository.ts).
 */

/** A list row: the invoice's (as a partner sees it), with the partner's business name and what an administrator follows. */
const adminSummary = [...summary, 'pa.business_name as partner_name', 'i.combined_into', 'i.deleted_at'] as const;

/** The list: by status, the partner's business name containing `search`; newest first or by total or number. Its read noted. */
export async function listAdminInvoices(
  ctx: Ctx,
  filter: { status?: InvoiceStatusColumn; search?: string },
  page: { page: number; limit: number; orderBy: OrderBy },
) {
  let filtered = visible(ctx).innerJoin('partners as pa', 'pa.id', 'i.partner_id');
  if (filter.status) filtered = filtered.where('i.status', '=', filter.status);
  if (filter.search) filtered = filtered.where('pa.business_name', 'ilike', containsPattern(filter.search));
  const found = await listPage(ctx.db, filtered, (q) => q.select(adminSummary), page);
  await noteListRead(ctx, 'invoice', { page: page.page, count: found.rows.length }, { details: { status: filter.status ?? null } });
  return found;
}

export type AdminInvoiceRow = NonNullable<Awaited<ReturnType<typeof findAdminInvoice>>>;

/**
 * One invoice with its partner and the account whose default card pays it. When `deniedAs` names what the caller
 * attempts, a missing invoice leaves a DENIED row; a found one is noted by what the caller reads or changes next.
 */
export async function findAdminInvoice(ctx: Ctx, id: string, deniedAs?: string) {
  const row = await visible(ctx)
    .innerJoin('partners as pa', 'pa.id', 'i.partner_id')
    .select(adminSummary)
    .select('pa.user_id as partner_user_id')
    .where('i.id', '=', id)
    .executeTakeFirst();
  if (!row && deniedAs) await noteInvoiceDenied(ctx, deniedAs, id);
  return row;
}

/**
 * The invoices of `ids` (those found), with their partners. When `deniedAs` names what the caller attempts on them
 * all, missing ones leave a DENIED row counting them.
 */
export async function adminInvoicesByIds(ctx: Ctx, ids: string[], deniedAs?: string) {
  const rows = await visible(ctx)
    .innerJoin('partners as pa', 'pa.id', 'i.partner_id')
    .select(adminSummary)
    .select('pa.user_id as partner_user_id')
    .where('i.id', 'in', ids)
    .execute();
  if (rows.length !== ids.length && deniedAs) await noteInvoiceDenied(ctx, deniedAs, null, { missing: ids.length - rows.length });
  return rows;
}

/** Count and sums per status, in one GROUP BY, its read noted. */
export async function summaryByStatus(ctx: Ctx) {
  const rows = await visible(ctx)
    .select([
      'i.status',
      sql<number>`count(*)::int`.as('count'),
      sql<number>`coalesce(sum(i.subtotal_cents), 0)::bigint`.as('subtotal_cents'),
      sql<number>`coalesce(sum(i.fees_cents), 0)::bigint`.as('fees_cents'),
      sql<number>`coalesce(sum(i.total_cents), 0)::bigint`.as('total_cents'),
    ])
    .groupBy('i.status')
    .execute();
  await noteRead(ctx, { action: 'SUMMARY', resourceType: 'invoice' });
  return rows;
}

/**
 * The invoice item with its invoice, if the caller sees the invoice (for an amount change). When `deniedAs` names
 * what the caller attempts, a missing item leaves a DENIED row; a found one is audited by its change.
 */
export async function findItem(ctx: Ctx, itemId: string, deniedAs?: string) {
  const row = await visible(ctx)
    .innerJoin('invoice_items as it', 'it.invoice_id', 'i.id')
    .select(['it.id', 'it.invoice_id', 'it.order_id', 'it.amount_cents', 'it.description', 'i.number', 'i.status'])
    .where('it.id', '=', itemId)
    .executeTakeFirst();
  if (!row && deniedAs) await noteLookup(ctx, { action: deniedAs, resourceType: 'invoice_item', resourceId: itemId }, false);
  return row;
}
