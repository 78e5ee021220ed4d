import { sql } from 'kysely';
import type { Db } from '../../platform/db/client';
import type { InvoiceActivitiesTable, InvoiceStatusColumn } from '../../platform/db/schema';

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
