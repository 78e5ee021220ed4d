import { INVOICE_STATUSES, type InvoiceListQuery, type InvoiceStatus } from '#contracts/invoices';
import type { Ctx } from '#server/platform/context';
import { pagingOf } from '#server/platform/db/list';
import { notFound } from '#server/platform/errors';
import { defaultCard } from '#server/modules/payments/cards.service';
import { invoiceCharges } from '#server/modules/payments/payments.service';
import * as repo from './invoices.repository';
import { activityView, chargeView, feeLines, invoicesCsv, itemView, summaryView } from './invoices.views';

/**
 * A partner's invoices (README, "Partner invoices"): reads under the invoices policy. Invoices name patients (their
 * items), so every read is audited (by the repository); another partner's invoice answers 404 and leaves a DENIED row.
 */

const NOT_FOUND = 'Invoice not found';

/** The invoice if the caller sees it; else a DENIED row and 404. */
export async function findOrDeny(ctx: Ctx, id: string, action = 'READ') {
  const row = await repo.findInvoice(ctx, id, action);
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

const SORTS = { createdAt: 'i.created_at', totalCents: 'i.total_cents', number: 'i.number' } as const;

/** GET /gym-owner/invoices: filtered, sorted, paged and counted in SQL. */
export async function listInvoices(ctx: Ctx, query: InvoiceListQuery) {
  const paging = pagingOf(query, SORTS, 'i.id');
  const { rows, total } = await repo.listInvoices(ctx, { status: query.status }, paging);
  return { items: rows.map(summaryView), total, page: query.page, limit: query.limit, totalPages: Math.ceil(total / query.limit) };
}

/** GET /gym-owner/invoices/{id}: with its items (order number, patient name), its fee line and its last charge. */
export async function invoiceDetail(ctx: Ctx, id: string) {
  const row = await findOrDeny(ctx, id);
  const [items, charges] = await Promise.all([repo.itemsOf(ctx, id), invoiceCharges(ctx, id)]);
  await repo.noteInvoiceRead(ctx, 'READ', id, { items: items.length });
  return { ...summaryView(row), items: items.map(itemView), fees: feeLines(row), lastCharge: chargeView(charges.last) };
}

/** GET /gym-owner/invoices/totals-by-status: every status, zero where there are none. */
export async function totalsByStatus(ctx: Ctx) {
  const rows = await repo.totalsByStatus(ctx);
  const of = (status: InvoiceStatus) => rows.find((r) => r.status === status);
  return {
    totals: INVOICE_STATUSES.map((status) => ({ status, count: of(status)?.count ?? 0, totalCents: of(status)?.total_cents ?? 0 })),
  };
}

/** GET /gym-owner/invoices/billing-overview: what is open, overdue (open past its due day), paid this month, next due, and the card. */
export async function billingOverview(ctx: Ctx, now = new Date()) {
  const today = now.toISOString().slice(0, 10);
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const figures = await repo.billingFigures(ctx, today, monthStart);
  const card = await defaultCard(ctx);
  return {
    openCents: figures.open_cents,
    overdueCents: figures.overdue_cents,
    paidThisMonthCents: figures.paid_cents,
    nextDueOn: figures.next_due_on,
    defaultCard: card ? { brand: card.brand, last4: card.last4 } : null,
  };
}

/** GET /gym-owner/invoices/{id}/original-details: each item as first invoiced beside its amount now. */
export async function originalDetails(ctx: Ctx, id: string) {
  const row = await findOrDeny(ctx, id, 'ORIGINAL_DETAILS');
  const items = await repo.itemsOf(ctx, id);
  await repo.noteInvoiceRead(ctx, 'ORIGINAL_DETAILS', id);
  const original = items.reduce((sum, it) => sum + it.original_amount_cents, 0);
  const now = items.reduce((sum, it) => sum + it.amount_cents, 0);
  return {
    invoiceId: id,
    items: items.map((it) => ({
      orderId: it.order_id,
      orderNumber: it.order_number,
      description: it.description,
      amountCents: it.amount_cents,
      originalAmountCents: it.original_amount_cents,
    })),
    // The fee is the stored one; the original total is the original items plus the fee they would carry.
    originalTotalCents: original === now ? row.total_cents : original + row.fees_cents,
    totalCents: row.total_cents,
  };
}

/** GET /gym-owner/invoices/download?ids=: the CSV of the selected invoices; any id the caller does not see makes it a 404. */
export async function downloadCsv(ctx: Ctx, ids: string[]) {
  const rows = await repo.invoicesForDownload(ctx, ids);
  if (rows.length !== ids.length) {
    const found = new Set(rows.map((r) => r.id));
    const missing = ids.filter((id) => !found.has(id));
    throw notFound(missing.length === 1 ? NOT_FOUND : 'Some of these invoices were not found');
  }
  return invoicesCsv(rows);
}

/** GET /gym-owner/invoices/download-all: every invoice the caller sees (of one status), newest first. */
export async function downloadAllCsv(ctx: Ctx, status?: InvoiceStatus) {
  const rows = await repo.allInvoices(ctx, status);
  return invoicesCsv(rows);
}

/** GET /invoice-activities/invoice?invoiceId=: the invoice's history, oldest first (an administrator any, a partner its own). */
export async function activities(ctx: Ctx, invoiceId: string) {
  await findOrDeny(ctx, invoiceId, 'ACTIVITIES');
  const rows = await repo.activitiesOf(ctx, invoiceId);
  return { activities: rows.map(activityView) };
}

/** GET .../charge-status: the invoice's status and its last charge. */
export async function chargeStatus(ctx: Ctx, id: string) {
  const row = await findOrDeny(ctx, id, 'CHARGE_STATUS');
  const charges = await invoiceCharges(ctx, id);
  await repo.noteInvoiceRead(ctx, 'CHARGE_STATUS', id);
  return { invoiceId: id, status: row.status, lastCharge: chargeView(charges.last) };
}

/** Per partner among `partnerIds`: invoices unpaid after a declined charge (the admin's partners at risk). Counts only. */
export async function failedInvoiceCounts(ctx: Ctx, partnerIds: readonly string[]): Promise<Map<string, number>> {
  if (partnerIds.length === 0) return new Map();
  const rows = await repo.failedInvoiceCounts(ctx, partnerIds);
  return new Map(rows.map((r) => [r.partner_id, r.failed]));
}
