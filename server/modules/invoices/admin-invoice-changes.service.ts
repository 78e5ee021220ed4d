import { INVOICE_TRANSITIONS } from '#contracts/invoices';
import { INVOICE_STATUS_TEXT, type InvoiceStatus } from '#contracts/invoices';
import { inTransaction, userOf, type Ctx } from '#server/platform/context';
import { isUniqueViolation } from '#server/platform/db/errors';
import { AppError, conflict, notFound, unprocessable } from '#server/platform/errors';
import { billableOrder } from '#server/modules/orders/billed-orders.service';
import * as ledger from '#server/modules/ledger/ledger.service';
import * as orders from '#server/modules/orders/order-lifecycle.service';
import { invoiceCharges } from '#server/modules/payments/payments.service';
import * as repo from './invoices.repository';
import { adminSummaryView, findAdminInvoiceOrDeny } from './admin-invoices.service';
import * as changes from './invoice-changes.repository';
import { DUE_AFTER_DAYS } from './invoice-generation.service';
import { processingFeeCents } from './invoices.views';

/**
 * The changes only a super admin makes to invoices (README, "Super admin: invoices"). Each runs in one transaction
 * under the invoices' row locks (the charge's outcome takes the same lock), is refused while a charge is in flight;
 * the repository writes the invoice's history (append-only) and the audit row with the change.
 */

const DAY = 86_400_000;
const text = (status: InvoiceStatus) => INVOICE_STATUS_TEXT[status];

/** A paid or void invoice is final: 409 saying why. */
function requireUnpaid(invoice: { status: InvoiceStatus; number: number }, what: string) {
  if (invoice.status === 'PAID') throw new AppError(409, 'INVOICE_PAID', `INV-${invoice.number} is paid: ${what}`);
  if (invoice.status === 'VOID') throw new AppError(409, 'INVOICE_VOID', `INV-${invoice.number} is void: ${what}`);
}

/** A charge whose processor has not answered yet: its outcome would land on a changed invoice. */
async function refuseWhileCharging(ctx: Ctx, invoice: { id: string; number: number }) {
  const { last } = await invoiceCharges(ctx, invoice.id);
  if (last?.status === 'PENDING') throw conflict(`INV-${invoice.number} is being charged right now. Try again in a minute.`);
}

async function lockOne(ctx: Ctx, id: string) {
  const [locked] = await changes.lockInvoices(ctx, [id]);
  if (!locked) throw notFound('Invoice not found');
  return locked;
}

const summaryOf = async (ctx: Ctx, id: string) => adminSummaryView(await findAdminInvoiceOrDeny(ctx, id, 'READ'));

/** POST /super-admin/orders/{id}/invoice: one partner-billed order, not invoiced yet, on an invoice of its own now. */
export async function invoiceOrder(ctx: Ctx, orderId: string) {
  const order = await billableOrder(ctx, orderId);
  if (!order) {
    await changes.noteOrderDenied(ctx, orderId);
    throw notFound('Order not found');
  }
  if (order.billed_to !== 'PARTNER' || !order.partner_id)
    throw unprocessable('This order is billed to its patient: it is paid at checkout, never invoiced', 'BILLED_TO_PATIENT');
  if (order.invoiced) throw new AppError(409, 'ALREADY_INVOICED', `Order #${order.number} is already on an invoice`);
  if (order.status === 'DENIED' || order.status === 'CANCELLED')
    throw unprocessable('A denied or canceled order is not billed', 'ORDER_NOT_BILLABLE');
  const day = order.created_at.toISOString().slice(0, 10);
  const dueOn = new Date(Date.now() + DUE_AFTER_DAYS * DAY).toISOString().slice(0, 10);
  const actor = userOf(ctx);
  try {
    const invoice = { partnerId: order.partner_id, periodStart: day, periodEnd: day, dueOn };
    const fees = { subtotalCents: order.amount_cents, feesCents: processingFeeCents(order.amount_cents) };
    // The partner owes the new invoice in the ledger from the transaction that writes it.
    const id = await inTransaction(ctx, async (tx) => {
      const created = await changes.insertOrderInvoice(tx, { ...invoice, ...fees }, order, actor.actorId);
      await ledger.invoiceChanged(tx, await changes.invoiceForLedger(tx, created.id));
      return created.id;
    });
    return summaryOf(ctx, id);
  } catch (error) {
    // Two requests at once: the order's item is unique, the second loses.
    if (isUniqueViolation(error)) throw new AppError(409, 'ALREADY_INVOICED', `Order #${order.number} is already on an invoice`);
    throw error;
  }
}

/** PATCH /super-admin/invoice-item/{id}/amount: corrects an unpaid invoice's item; subtotal, fee and total follow. */
export async function updateItemAmount(ctx: Ctx, itemId: string, amountCents: number) {
  const found = await repo.findItem(ctx, itemId, 'UPDATE_AMOUNT');
  if (!found) throw notFound('Invoice item not found');
  const actor = userOf(ctx);
  await inTransaction(ctx, async (tx) => {
    const locked = await lockOne(tx, found.invoice_id);
    requireUnpaid(locked, 'its amounts cannot change');
    await refuseWhileCharging(tx, locked);
    const item = (await repo.findItem(tx, itemId))!;
    if (item.amount_cents === amountCents) return;
    await changes.changeItemAmount(tx, {
      itemId,
      invoiceId: locked.id,
      description: item.description,
      fromCents: item.amount_cents,
      toCents: amountCents,
      actorUserId: actor.actorId,
    });
    await ledger.invoiceChanged(tx, await changes.invoiceForLedger(tx, locked.id));
  });
  return summaryOf(ctx, found.invoice_id);
}

/** PATCH /super-admin/invoices/{id}/status: only INVOICE_TRANSITIONS (409 otherwise); PAID pays its orders. */
export async function updateStatus(ctx: Ctx, id: string, to: InvoiceStatus) {
  await findAdminInvoiceOrDeny(ctx, id, 'UPDATE_STATUS');
  const actor = userOf(ctx);
  await inTransaction(ctx, async (tx) => {
    const locked = await lockOne(tx, id);
    const from = locked.status;
    if (from === to) throw new AppError(409, 'INVALID_TRANSITION', `INV-${locked.number} is already ${text(to)}`);
    if (!INVOICE_TRANSITIONS[from].includes(to))
      throw new AppError(409, 'INVALID_TRANSITION', `An invoice cannot go from ${text(from)} to ${text(to)}`);
    await refuseWhileCharging(tx, locked);
    await changes.changeStatus(tx, { id, from, to, actorUserId: actor.actorId });
    await ledger.invoiceChanged(tx, await changes.invoiceForLedger(tx, id));
    if (to === 'PAID') await orders.markPaidByPartner(tx, await changes.orderIdsOf(tx, id));
  });
  return summaryOf(ctx, id);
}

/** POST /super-admin/invoices/combine: unpaid invoices of one partner become one new invoice; the old ones VOID. */
export async function combineInvoices(ctx: Ctx, ids: string[]) {
  const rows = await repo.adminInvoicesByIds(ctx, ids, 'COMBINE');
  if (rows.length !== ids.length) throw notFound('Some of these invoices were not found');
  if (new Set(rows.map((r) => r.partner_id)).size > 1)
    throw unprocessable('Only invoices of the same partner can be combined', 'DIFFERENT_PARTNERS');
  const actor = userOf(ctx);
  const newId = await inTransaction(ctx, async (tx) => {
    const locked = await changes.lockInvoices(tx, ids);
    for (const invoice of locked) requireUnpaid(invoice, 'only unpaid invoices can be combined');
    for (const invoice of locked) await refuseWhileCharging(tx, invoice);
    const byNumber = [...locked].sort((a, b) => a.number - b.number);
    const min = (values: string[]) => values.reduce((a, b) => (b < a ? b : a));
    const max = (values: string[]) => values.reduce((a, b) => (b > a ? b : a));
    const invoice = {
      partnerId: locked[0].partner_id,
      periodStart: min(locked.map((i) => i.start_day)),
      periodEnd: max(locked.map((i) => i.end_day)),
      subtotalCents: 0,
      feesCents: 0,
      dueOn: min(locked.map((i) => i.due_day)),
    };
    const combined = (await changes.combineInvoices(tx, invoice, byNumber, actor.actorId)).id;
    // The old invoices are void (owed no more) and the new one is owed, in one transaction.
    for (const id of [...ids, combined]) await ledger.invoiceChanged(tx, await changes.invoiceForLedger(tx, id));
    return combined;
  });
  return summaryOf(ctx, newId);
}

/**
 * DELETE /super-admin/invoices/{id}: an unpaid invoice is withdrawn. Its row and history stay (VOID, `deleted_at`);
 * its items go, so that its orders can be invoiced again (the history names them).
 */
export async function deleteInvoice(ctx: Ctx, id: string) {
  await findAdminInvoiceOrDeny(ctx, id, 'DELETE');
  const actor = userOf(ctx);
  await inTransaction(ctx, async (tx) => {
    const locked = await lockOne(tx, id);
    requireUnpaid(locked, 'only an unpaid invoice can be deleted');
    await refuseWhileCharging(tx, locked);
    await changes.withdrawInvoice(tx, { id, status: locked.status }, actor.actorId);
    await ledger.invoiceChanged(tx, await changes.invoiceForLedger(tx, id));
  });
  return summaryOf(ctx, id);
}
