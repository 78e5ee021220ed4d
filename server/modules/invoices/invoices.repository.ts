// Read-only joins: orders (an item's order number and patient), patients and users (the patient's name on an item,
// the name of whoever acted on an invoice), partners (the business an invoice bills, searched by name, and the account
// whose card pays it), for projections only.
import { sql } from 'kysely';
import { policyFilter } from '#server/platform/access/policy';
import { noteListRead, noteLookup, noteRead, type Ctx } from '#server/platform/context';
import { containsPattern, listPage, type OrderBy } from '#server/platform/db/list';
import type { InvoiceStatusColumn } from '#server/platform/db/schema';
import { invoicesPolicy } from './invoices.policy';
import { fullName } from '#server/platform/db/names';

/**
 * Invoices: the reads, each under the invoices policy (a partner its own, an administrator all). Invoices name
 * patients (their items), so each read is noted here: a list page, a lookup (DENIED when the caller does not see the
 * invoice), a summary, a download.
 */

/** The invoices the caller sees. */
export const visible = (ctx: Ctx) => ctx.db.selectFrom('invoices as i').where(policyFilter(invoicesPolicy, ctx.actor));

const day = (column: string) => sql<string>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;

/** What a list row shows: the invoice's own columns, its days as text, and how many items it has. */
export const summary = [
  'i.id',
  'i.number',
  'i.partner_id',
  day('i.period_start').as('period_start'),
  day('i.period_end').as('period_end'),
  'i.status',
  'i.subtotal_cents',
  'i.fees_cents',
  'i.total_cents',
  day('i.due_on').as('due_on'),
  'i.paid_at',
  'i.created_at',
  sql<number>`(select count(*)::int from invoice_items ii where ii.invoice_id = i.id)`.as('item_count'),
] as const;

export type InvoiceRow = Awaited<ReturnType<typeof findInvoice>> & object;

/** One page of the caller's invoices, its read noted. */
export async function listInvoices(
  ctx: Ctx,
  filter: { status?: InvoiceStatusColumn },
  page: { page: number; limit: number; orderBy: OrderBy },
) {
  let filtered = visible(ctx);
  if (filter.status) filtered = filtered.where('i.status', '=', filter.status);
  const found = await listPage(ctx.db, filtered, (q) => q.select(summary), page);
  await noteListRead(ctx, 'invoice', { page: page.page, count: found.rows.length });
  return found;
}

/**
 * The invoice if the caller sees it; else a DENIED row naming `action`, what the caller attempted. A found invoice's
 * read is noted once the caller has read the rest (`noteInvoiceRead`), or is audited by the change it leads to.
 */
export async function findInvoice(ctx: Ctx, id: string, action = 'READ') {
  const row = await visible(ctx).select(summary).where('i.id', '=', id).executeTakeFirst();
  if (!row) await noteInvoiceDenied(ctx, action, id);
  return row;
}

/** Notes the read of one invoice the caller sees (`action`: what of it they read). */
export const noteInvoiceRead = (ctx: Ctx, action: string, invoiceId: string, details?: Record<string, unknown>) =>
  noteLookup(ctx, { action, resourceType: 'invoice', resourceId: invoiceId, ...(details ? { details } : {}) }, true);

/** Notes an invoice the caller asked for and does not see (or that does not exist): a DENIED row. */
export const noteInvoiceDenied = (ctx: Ctx, action: string, invoiceId: string | null, details?: Record<string, unknown>) =>
  noteLookup(ctx, { action, resourceType: 'invoice', resourceId: invoiceId ?? undefined, ...(details ? { details } : {}) }, false);

/**
 * The invoices of `ids` the caller sees, by number (a CSV download), its read noted; when the caller does not see
 * them all, a DENIED row counting those missing.
 */
export async function invoicesForDownload(ctx: Ctx, ids: string[]) {
  const rows = await visible(ctx).select(summary).where('i.id', 'in', ids).orderBy('i.number').execute();
  if (rows.length !== ids.length) {
    const found = new Set(rows.map((r) => r.id));
    await noteInvoiceDenied(ctx, 'DOWNLOAD', null, { missing: ids.filter((id) => !found.has(id)).length });
  } else {
    await noteRead(ctx, { action: 'DOWNLOAD', resourceType: 'invoice', details: { count: rows.length } });
  }
  return rows;
}

/** Every invoice the caller sees (of one status if given), newest first (the CSV of all), its read noted. */
export async function allInvoices(ctx: Ctx, status?: InvoiceStatusColumn) {
  let query = visible(ctx).select(summary);
  if (status) query = query.where('i.status', '=', status);
  const rows = await query.orderBy('i.created_at', 'desc').orderBy('i.id', 'desc').execute();
  await noteRead(ctx, { action: 'DOWNLOAD', resourceType: 'invoice', details: { count: rows.length, status: status ?? null } });
  return rows;
}

/**
 * An invoice's items, by order number, with the order's number and its patient's name. Of an invoice the caller has
 * found (`findInvoice`): the read is noted with it.
 */
export const itemsOf = (ctx: Ctx, invoiceId: string) =>
  ctx.db
    .selectFrom('invoice_items as it')
    .innerJoin('orders as o', 'o.id', 'it.order_id')
    .innerJoin('patients as pt', 'pt.id', 'o.patient_id')
    .innerJoin('users as u', 'u.id', 'pt.user_id')
    .select(['it.id', 'it.order_id', 'o.number as order_number', 'o.patient_id', 'it.description', 'it.amount_cents'])
    .select(['it.original_amount_cents', sql<string>`trim(${fullName('u')})`.as('patient_name')])
    .where('it.invoice_id', '=', invoiceId)
    .orderBy('o.number')
    .execute();

/** Count and total per status, in one GROUP BY, its read noted. */
export async function totalsByStatus(ctx: Ctx) {
  const rows = await visible(ctx)
    .select(['i.status', sql<number>`count(*)::int`.as('count'), sql<number>`coalesce(sum(i.total_cents), 0)::int`.as('total_cents')])
    .groupBy('i.status')
    .execute();
  await noteRead(ctx, { action: 'TOTALS', resourceType: 'invoice' });
  return rows;
}

/** The partner's figures as of `today` (YYYY-MM-DD, UTC), in one statement, its read noted. */
export async function billingFigures(ctx: Ctx, today: string, monthStart: Date) {
  const figures = await visible(ctx)
    .select([
      sql<number>`coalesce(sum(i.total_cents) filter (where i.status in ('OPEN','PAYMENT_FAILED')), 0)::int`.as('open_cents'),
      sql<number>`coalesce(sum(i.total_cents) filter (where i.status in ('OPEN','PAYMENT_FAILED') and i.due_on < ${today}::date), 0)::int`.as(
        'overdue_cents',
      ),
      sql<number>`coalesce(sum(i.total_cents) filter (where i.status = 'PAID' and i.paid_at >= ${monthStart}), 0)::int`.as('paid_cents'),
      sql<
        string | null
      >`to_char(min(i.due_on) filter (where i.status in ('OPEN','PAYMENT_FAILED') and i.due_on >= ${today}::date), 'YYYY-MM-DD')`.as(
        'next_due_on',
      ),
    ])
    .executeTakeFirstOrThrow();
  await noteRead(ctx, { action: 'BILLING_OVERVIEW', resourceType: 'invoice' });
  return figures;
}

/**
 * The history of an invoice the caller has found (`findInvoice`), oldest first, with the name of whoever acted (null:
 * the system); its read noted.
 */
export async function activitiesOf(ctx: Ctx, invoiceId: string) {
  const rows = await ctx.db
    .selectFrom('invoice_activities as a')
    .leftJoin('users as u', 'u.id', 'a.actor_user_id')
    .select(['a.id', 'a.action', 'a.from_status', 'a.to_status', 'a.message', 'a.created_at'])
    .select(['a.from_amount_cents', 'a.to_amount_cents', 'a.related_invoice_id'])
    .select(sql<string | null>`trim(${fullName('u')})`.as('actor_name'))
    .where('a.invoice_id', '=', invoiceId)
    .orderBy('a.created_at')
    .orderBy('a.id')
    .execute();
  await noteInvoiceRead(ctx, 'ACTIVITIES', invoiceId);
  return rows;
}

/** How many invoices of each of these partners (of those the caller sees) are unpaid after a declined charge: one GROUP BY. */
export const failedInvoiceCounts = (ctx: Ctx, partnerIds: readonly string[]) =>
  visible(ctx)
    .select(['i.partner_id', sql<number>`count(*)::int`.as('failed')])
    .where('i.status', '=', 'PAYMENT_FAILED')
    .where((eb) => eb('i.partner_id', '=', eb.fn.any(eb.val([...partnerIds]))))
    .groupBy('i.partner_id')
    .execute();

/*
 * The super admin's reads: every partner's invoices (the invoices policy's SUPER_ADMIN row), with the partner.
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
