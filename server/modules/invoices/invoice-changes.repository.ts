import { sql } from 'kysely';
import { INVOICE_STATUS_TEXT } from '#contracts/invoices';
import { dayRangeText } from '#contracts/day-range';
import { countOf } from '#contracts/plural';
import type { AnyActor } from '#server/platform/access/actor';
import { policyFilter } from '#server/platform/access/policy';
import { auditedChange, noteLookup, type Ctx } from '#server/platform/context';
import type { Db } from '#server/platform/db/client';
import type { InvoiceActivitiesTable, InvoiceStatusColumn } from '#server/platform/db/schema';
import { invoicesPolicy } from './invoices.policy';
import { itemsOf } from './invoices.repository';
import { processingFeeCents } from './invoices.views';

/**
 * Invoices: the writes. Each change writes the invoice, its history (append-only) and its audit row in one
 * transaction: the caller's when it holds one (a charge's outcome, an administrator's change under the invoice's row
 * lock, a generation pass). The invoices policy is part of every statement on `invoices`; the items written are those
 * of an invoice found or locked under it.
 */

const mine = (actor: AnyActor) => policyFilter(invoicesPolicy, actor);
const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const text = (status: InvoiceStatusColumn) => INVOICE_STATUS_TEXT[status];

/** Locks an invoice the caller sees for its transaction: a charge's outcome and another change exclude each other. */
export const lockInvoice = (ctx: Ctx, id: string) =>
  ctx.db
    .selectFrom('invoices as i')
    .select(['i.id', 'i.status', 'i.total_cents'])
    .where('i.id', '=', id)
    .where(mine(ctx.actor))
    .forUpdate()
    .executeTakeFirst();

/** Locks invoices the caller sees, in id order (two combines of overlapping invoices cannot deadlock). */
export const lockInvoices = (ctx: Ctx, ids: string[]) =>
  ctx.db
    .selectFrom('invoices as i')
    .select(['i.id', 'i.number', 'i.partner_id', 'i.status', 'i.period_start', 'i.period_end', 'i.due_on'])
    .select((eb) => [
      sql<string>`to_char(${eb.ref('i.period_start')}, 'YYYY-MM-DD')`.as('start_day'),
      sql<string>`to_char(${eb.ref('i.period_end')}, 'YYYY-MM-DD')`.as('end_day'),
      sql<string>`to_char(${eb.ref('i.due_on')}, 'YYYY-MM-DD')`.as('due_day'),
    ])
    .where('i.id', 'in', ids)
    .where(mine(ctx.actor))
    .orderBy('i.id')
    .forUpdate()
    .execute();

/** Serializes generation passes (two instances, or a retry while one runs) for the transaction's length. */
export const lockGeneration = (ctx: Ctx) => sql`select pg_advisory_xact_lock(hashtext('invoice-generation'))`.execute(ctx.db);

/** The orders an invoice bills (its items'). */
export const orderIdsOf = async (ctx: Ctx, invoiceId: string) =>
  (await ctx.db.selectFrom('invoice_items').select('order_id').where('invoice_id', '=', invoiceId).execute()).map((r) => r.order_id);

/** Notes an administrator's "invoice it now" of an order that does not exist: a DENIED row. */
export const noteOrderDenied = (ctx: Ctx, orderId: string) =>
  noteLookup(ctx, { action: 'CREATE_INVOICE', resourceType: 'order', resourceId: orderId }, false);

/** What an invoice bills an order for. */
export type BilledOrder = { id: string; number: number; product_name: string; plan_months: number; amount_cents: number };
export type NewInvoice = {
  partnerId: string;
  periodStart: string;
  periodEnd: string;
  subtotalCents: number;
  feesCents: number;
  dueOn: string;
};

/** An item's text: the order, its product and plan. */
const itemOf = (o: BilledOrder) => ({
  orderId: o.id,
  description: `Order #${o.number}: ${o.product_name}, ${countOf(o.plan_months, 'month')}`,
  amountCents: o.amount_cents,
});

/**
 * The monthly pass's invoice of one partner's orders and its CREATE row (in the pass's transaction): each order an
 * item at its amount, with a CREATED activity (by the system).
 */
export const insertPeriodInvoice = (ctx: Ctx, invoice: NewInvoice, orders: BilledOrder[]) =>
  auditedChange(
    ctx,
    (db) =>
      writeInvoice(db, invoice, orders.map(itemOf), {
        message: `${countOf(orders.length, 'order')} from ${dayRangeText(invoice.periodStart, invoice.periodEnd)}`,
      }),
    (created) => ({
      action: 'CREATE',
      resourceType: 'invoice',
      resourceId: created.id,
      details: { partnerId: invoice.partnerId, items: orders.length, subtotalCents: invoice.subtotalCents },
    }),
  );

/** An administrator's invoice of one order and its CREATE row, in one transaction. */
export const insertOrderInvoice = (ctx: Ctx, invoice: NewInvoice, order: BilledOrder, actorUserId: string) =>
  auditedChange(
    ctx,
    (db) => writeInvoice(db, invoice, [itemOf(order)], { message: `Order #${order.number} invoiced by an administrator`, actorUserId }),
    (created) => ({
      action: 'CREATE',
      resourceType: 'invoice',
      resourceId: created.id,
      details: { orderId: order.id, partnerId: invoice.partnerId, subtotalCents: invoice.subtotalCents },
    }),
  );

/**
 * Corrects an item's amount (`original_amount_cents` keeps what was first invoiced); the invoice's subtotal, fee and
 * total follow. With its ITEM_AMOUNT_CHANGED activity and its UPDATE_AMOUNT row.
 */
export const changeItemAmount = (
  ctx: Ctx,
  change: { itemId: string; invoiceId: string; description: string; fromCents: number; toCents: number; actorUserId: string },
) =>
  auditedChange(
    ctx,
    async (db) => {
      await db.updateTable('invoice_items').set({ amount_cents: change.toCents }).where('id', '=', change.itemId).execute();
      const totals = await recomputeTotals(db, ctx.actor, change.invoiceId);
      await addActivity(db, {
        invoiceId: change.invoiceId,
        action: 'ITEM_AMOUNT_CHANGED',
        message: `${change.description.split(':')[0]}: ${money(change.fromCents)} → ${money(change.toCents)} (total ${money(totals.totalCents)})`,
        fromAmountCents: change.fromCents,
        toAmountCents: change.toCents,
        actorUserId: change.actorUserId,
      });
      return totals;
    },
    (totals) => ({
      action: 'UPDATE_AMOUNT',
      resourceType: 'invoice_item',
      resourceId: change.itemId,
      details: { invoiceId: change.invoiceId, from: change.fromCents, to: change.toCents, totalCents: totals.totalCents },
    }),
  );

/** An administrator's status change (PAID from now), with its STATUS_CHANGED activity and its UPDATE_STATUS row. */
export const changeStatus = (ctx: Ctx, change: { id: string; from: InvoiceStatusColumn; to: InvoiceStatusColumn; actorUserId: string }) =>
  auditedChange(
    ctx,
    async (db) => {
      const { id, from, to } = change;
      await setStatus(db, ctx.actor, id, to, to === 'PAID' ? new Date() : null);
      const why = to === 'PAID' ? 'Marked paid by an administrator' : `Status changed by an administrator`;
      await addActivity(db, {
        invoiceId: id,
        action: 'STATUS_CHANGED',
        fromStatus: from,
        toStatus: to,
        message: `${why}: ${text(from)} → ${text(to)}`,
        actorUserId: change.actorUserId,
      });
    },
    { action: 'UPDATE_STATUS', resourceType: 'invoice', resourceId: change.id, details: { from: change.from, to: change.to } },
  );

/**
 * Combines locked unpaid invoices of one partner (`from`, by number) into a new one: their items move onto it (each
 * order stays invoiced once, with its amounts), its totals follow, and each old one goes VOID, replaced by it. Every
 * invoice's activity and one COMBINE row; the new invoice is returned.
 */
export const combineInvoices = (
  ctx: Ctx,
  invoice: NewInvoice,
  from: { id: string; number: number; status: InvoiceStatusColumn }[],
  actorUserId: string,
) =>
  auditedChange(
    ctx,
    async (db) => {
      const created = await insertInvoice(db, invoice);
      const ids = from.map((i) => i.id);
      await db.updateTable('invoice_items').set({ invoice_id: created.id }).where('invoice_id', 'in', ids).execute();
      const totals = await recomputeTotals(db, ctx.actor, created.id);
      const names = from.map((i) => `INV-${i.number}`).join(', ');
      await addActivity(db, { invoiceId: created.id, action: 'CREATED', toStatus: 'OPEN', message: `Combined from ${names}`, actorUserId });
      for (const old of from) {
        await voidInvoice(db, ctx.actor, old.id, { combinedInto: created.id });
        await addActivity(db, {
          invoiceId: old.id,
          action: 'COMBINED',
          fromStatus: old.status,
          toStatus: 'VOID',
          message: `Combined into INV-${created.number}`,
          relatedInvoiceId: created.id,
          actorUserId,
        });
      }
      return { ...created, totals };
    },
    (created) => ({
      action: 'COMBINE',
      resourceType: 'invoice',
      resourceId: created.id,
      details: { from: from.map((i) => i.id), partnerId: invoice.partnerId, totalCents: created.totals.totalCents },
    }),
  );

/**
 * Withdraws a locked unpaid invoice: its row and history stay (VOID, `deleted_at`), its items go so that their orders
 * can be invoiced again (the DELETED activity names them), and its DELETE row.
 */
export const withdrawInvoice = (ctx: Ctx, invoice: { id: string; status: InvoiceStatusColumn }, actorUserId: string) =>
  auditedChange(
    ctx,
    async (db) => {
      const items = await itemsOf({ ...ctx, db }, invoice.id);
      await db.deleteFrom('invoice_items').where('invoice_id', '=', invoice.id).execute();
      await voidInvoice(db, ctx.actor, invoice.id, { deleted: true });
      const released = items.map((it) => `#${it.order_number}`).join(', ');
      await addActivity(db, {
        invoiceId: invoice.id,
        action: 'DELETED',
        fromStatus: invoice.status,
        toStatus: 'VOID',
        message: items.length ? `Deleted by an administrator; orders ${released} can be invoiced again` : 'Deleted by an administrator',
        actorUserId,
      });
      return items;
    },
    (items) => ({
      action: 'DELETE',
      resourceType: 'invoice',
      resourceId: invoice.id,
      details: { from: invoice.status, releasedOrders: items.map((it) => it.order_id) },
    }),
  );

/** What the invoice needs of a settled payment (the payments module's row). */
type Settled = { id: string; status: string; amount_cents: number; card_last4: string | null; decline_message: string | null };

/**
 * A charge's outcome on a locked invoice, in the charge's transaction: PAID, or PAYMENT_FAILED with the processor's
 * reason; its activity and its CHARGE_INVOICE row (a FAILURE for a decline).
 */
export const settleCharge = (ctx: Ctx, invoice: { id: string; status: InvoiceStatusColumn }, payment: Settled, actorUserId: string) =>
  auditedChange(
    ctx,
    async (db) => {
      const invoiceId = invoice.id;
      if (payment.status === 'SUCCEEDED') {
        await setStatus(db, ctx.actor, invoiceId, 'PAID', new Date());
        await addActivity(db, {
          invoiceId,
          action: 'PAID',
          fromStatus: invoice.status,
          toStatus: 'PAID',
          message: payment.card_last4 ? `Paid with the card ending in ${payment.card_last4}` : 'Paid',
          actorUserId,
        });
      } else {
        await setStatus(db, ctx.actor, invoiceId, 'PAYMENT_FAILED');
        await addActivity(db, {
          invoiceId,
          action: 'PAYMENT_FAILED',
          fromStatus: invoice.status,
          toStatus: 'PAYMENT_FAILED',
          message: payment.decline_message ?? 'The card was declined.',
          actorUserId,
        });
      }
    },
    {
      action: 'CHARGE_INVOICE',
      resourceType: 'invoice',
      resourceId: invoice.id,
      outcome: payment.status === 'SUCCEEDED' ? 'SUCCESS' : 'FAILURE',
      details: { paymentId: payment.id, amountCents: payment.amount_cents },
    },
  );

// The statements the changes above are made of, on the change's transaction.

const setStatus = (db: Db, actor: AnyActor, id: string, status: InvoiceStatusColumn, paidAt: Date | null = null) =>
  db
    .updateTable('invoices as i')
    .set({ status, ...(paidAt ? { paid_at: paidAt } : {}), updated_at: sql<Date>`now()` })
    .where('i.id', '=', id)
    .where(mine(actor))
    .execute();

/** VOID, replaced by `combinedInto`, or deleted by an administrator. */
const voidInvoice = (db: Db, actor: AnyActor, id: string, how: { combinedInto?: string; deleted?: boolean }) =>
  db
    .updateTable('invoices as i')
    .set({
      status: 'VOID',
      ...(how.combinedInto ? { combined_into: how.combinedInto } : {}),
      ...(how.deleted ? { deleted_at: sql<Date>`now()` } : {}),
      updated_at: sql<Date>`now()`,
    })
    .where('i.id', '=', id)
    .where(mine(actor))
    .execute();

/** Recomputes an invoice's subtotal from its items, its fee from the subtotal, and its total. */
async function recomputeTotals(db: Db, actor: AnyActor, invoiceId: string) {
  const { subtotal } = await db
    .selectFrom('invoice_items')
    .select(sql<number>`coalesce(sum(amount_cents), 0)::int`.as('subtotal'))
    .where('invoice_id', '=', invoiceId)
    .executeTakeFirstOrThrow();
  const fees = processingFeeCents(subtotal);
  await db
    .updateTable('invoices as i')
    .set({ subtotal_cents: subtotal, fees_cents: fees, total_cents: subtotal + fees, updated_at: sql<Date>`now()` })
    .where('i.id', '=', invoiceId)
    .where(mine(actor))
    .execute();
  return { subtotalCents: subtotal, feesCents: fees, totalCents: subtotal + fees };
}

const addActivity = (
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

const insertInvoice = (db: Db, v: NewInvoice) =>
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

/** A new OPEN invoice, its items (their original amounts kept) and its CREATED activity. */
async function writeInvoice(
  db: Db,
  invoice: NewInvoice,
  items: { orderId: string; description: string; amountCents: number }[],
  created: { message: string; actorUserId?: string },
) {
  const row = await insertInvoice(db, invoice);
  await db
    .insertInto('invoice_items')
    .values(
      items.map((it) => ({
        invoice_id: row.id,
        order_id: it.orderId,
        description: it.description,
        amount_cents: it.amountCents,
        original_amount_cents: it.amountCents,
      })),
    )
    .execute();
  await addActivity(db, { invoiceId: row.id, action: 'CREATED', toStatus: 'OPEN', ...created });
  return row;
}

/** An invoice as the ledger posts it (what its partner owes: its total, nothing once void), through the invoices policy. */
export const invoiceForLedger = (ctx: Ctx, id: string) =>
  ctx.db
    .selectFrom('invoices as i')
    .select(['i.id', 'i.number', 'i.partner_id', 'i.status', 'i.total_cents'])
    .where('i.id', '=', id)
    .where(mine(ctx.actor))
    .executeTakeFirstOrThrow();
