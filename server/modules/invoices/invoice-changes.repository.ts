import { sql } from 'kysely';
import type { Db } from '#server/platform/db/client';
import type { InvoiceActivitiesTable, InvoiceStatusColumn } from '#server/platform/db/schema';

/** Invoices: the writes. The caller (a service) has checked access and holds the transaction. */

/** Locks an invoice for the caller's transaction: a charge's outcome and another change exclude each other. */
export const lockInvoice = (db: Db, id: string) =>
  db.selectFrom('invoices').select(['id', 'status', 'total_cents']).where('id', '=', id).forUpdate().executeTakeFirst();

export const setStatus = (db: Db, id: string, status: InvoiceStatusColumn, paidAt: Date | null = null) =>
  db
    .updateTable('invoices')
    .set({ status, ...(paidAt ? { paid_at: paidAt } : {}), updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();

export const addActivity = (
  db: Db,
  values: {
    invoiceId: string;
    action: InvoiceActivitiesTable['action'];
    fromStatus?: InvoiceStatusColumn | null;
    toStatus?: InvoiceStatusColumn | null;
    message?: string | null;
    actorUserId?: string | null;
    fromAmountCents?: number | null;
    toAmountCents?: number | null;
    relatedInvoiceId?: string | null;
  },
) =>
  db
    .insertInto('invoice_activities')
    .values({
      invoice_id: values.invoiceId,
      action: values.action,
      from_status: values.fromStatus ?? null,
      to_status: values.toStatus ?? null,
      message: values.message ?? null,
      actor_user_id: values.actorUserId ?? null,
      from_amount_cents: values.fromAmountCents ?? null,
      to_amount_cents: values.toAmountCents ?? null,
      related_invoice_id: values.relatedInvoiceId ?? null,
    })
    .execute();

/** Serializes generation passes (two instances, or a retry while one runs) for the transaction's length. */
export const lockGeneration = (db: Db) => sql`select pg_advisory_xact_lock(hashtext('invoice-generation'))`.execute(db);

export const insertInvoice = (
  db: Db,
  v: { partnerId: string; periodStart: string; periodEnd: string; subtotalCents: number; feesCents: number; dueOn: string },
) =>
  db
    .insertInto('invoices')
    .values({
      partner_id: v.partnerId,
      period_start: v.periodStart,
      period_end: v.periodEnd,
      subtotal_cents: v.subtotalCents,
      fees_cents: v.feesCents,
      total_cents: v.subtotalCents + v.feesCents,
      due_on: v.dueOn,
    })
    .returning(['id', 'number'])
    .executeTakeFirstOrThrow();

export const insertItems = (db: Db, invoiceId: string, items: { orderId: string; description: string; amountCents: number }[]) =>
  db
    .insertInto('invoice_items')
    .values(
      items.map((it) => ({
        invoice_id: invoiceId,
        order_id: it.orderId,
        description: it.description,
        amount_cents: it.amountCents,
        original_amount_cents: it.amountCents,
      })),
    )
    .execute();

/** The orders an invoice bills (its items'). */
export const orderIdsOf = async (db: Db, invoiceId: string) =>
  (await db.selectFrom('invoice_items').select('order_id').where('invoice_id', '=', invoiceId).execute()).map((r) => r.order_id);

/** Locks invoices in id order (two combines of overlapping invoices cannot deadlock). */
export const lockInvoices = (db: Db, ids: string[]) =>
  db
    .selectFrom('invoices')
    .select(['id', 'number', 'partner_id', 'status', 'period_start', 'period_end', 'due_on'])
    .select((eb) => [
      sql<string>`to_char(${eb.ref('period_start')}, 'YYYY-MM-DD')`.as('start_day'),
      sql<string>`to_char(${eb.ref('period_end')}, 'YYYY-MM-DD')`.as('end_day'),
      sql<string>`to_char(${eb.ref('due_on')}, 'YYYY-MM-DD')`.as('due_day'),
    ])
    .where('id', 'in', ids)
    .orderBy('id')
    .forUpdate()
    .execute();

/** Sets an item's amount (an administrator's correction; `original_amount_cents` keeps what was first invoiced). */
export const setItemAmount = (db: Db, itemId: string, amountCents: number) =>
  db.updateTable('invoice_items').set({ amount_cents: amountCents }).where('id', '=', itemId).execute();

/** Recomputes an invoice's subtotal from its items, its fee from the subtotal, and its total. */
export async function recomputeTotals(db: Db, invoiceId: string, feeOf: (subtotalCents: number) => number) {
  const { subtotal } = await db
    .selectFrom('invoice_items')
    .select(sql<number>`coalesce(sum(amount_cents), 0)::int`.as('subtotal'))
    .where('invoice_id', '=', invoiceId)
    .executeTakeFirstOrThrow();
  const fees = feeOf(subtotal);
  await db
    .updateTable('invoices')
    .set({ subtotal_cents: subtotal, fees_cents: fees, total_cents: subtotal + fees, updated_at: sql<Date>`now()` })
    .where('id', '=', invoiceId)
    .execute();
  return { subtotalCents: subtotal, feesCents: fees, totalCents: subtotal + fees };
}

/** Moves the items of `fromIds` onto `toId` (a combine: each order stays invoiced once, with its amounts). */
export const moveItems = (db: Db, fromIds: string[], toId: string) =>
  db.updateTable('invoice_items').set({ invoice_id: toId }).where('invoice_id', 'in', fromIds).execute();

/** An invoice's items with their order's number (a deleted invoice's history names them). */
export const itemsForHistory = (db: Db, invoiceId: string) =>
  db.selectFrom('invoice_items').select(['order_id', 'description', 'amount_cents']).where('invoice_id', '=', invoiceId).execute();

/** Removes an invoice's items: their orders can be invoiced again. */
export const releaseItems = (db: Db, invoiceId: string) => db.deleteFrom('invoice_items').where('invoice_id', '=', invoiceId).execute();

/** VOID, replaced by `combinedInto`, or deleted by an administrator. */
export const voidInvoice = (db: Db, id: string, how: { combinedInto?: string; deleted?: boolean }) =>
  db
    .updateTable('invoices')
    .set({
      status: 'VOID',
      ...(how.combinedInto ? { combined_into: how.combinedInto } : {}),
      ...(how.deleted ? { deleted_at: sql<Date>`now()` } : {}),
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .execute();
