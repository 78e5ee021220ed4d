import type { AdminInvoiceListQuery, AdminInvoiceSummary, InvoiceStatus } from '#contracts/invoices';
import { INVOICE_STATUSES } from '#contracts/invoices';
import type { Ctx } from '#server/platform/context';
import { pagingOf } from '#server/platform/db/list';
import { notFound } from '#server/platform/errors';
import * as repo from './invoices.repository';
import { FEE_FIXED_CENTS, FEE_LABEL, FEE_RATE_BPS, feePercentCents, processingFeeCents, summaryView } from './invoices.views';

/**
 * The super admin's reads of invoices (README, "Super admin: invoices"): every partner's, under the invoices policy's
 * SUPER_ADMIN row. Items name patients, so reads are audited like the partner's (by the repositories).
 */

export const NOT_FOUND = 'Invoice not found';

export const adminSummaryView = (
  r: repo.AdminInvoiceRow | Awaited<ReturnType<typeof repo.listAdminInvoices>>['rows'][number],
): AdminInvoiceSummary => ({
  ...summaryView(r),
  partnerId: r.partner_id,
  partnerName: r.partner_name,
  combinedIntoId: r.combined_into,
  deletedAt: r.deleted_at ? r.deleted_at.toISOString() : null,
});

/** The invoice (with its partner) if it exists; else a DENIED row naming what was attempted, and 404. */
export async function findAdminInvoiceOrDeny(ctx: Ctx, id: string, action: string) {
  const row = await repo.findAdminInvoice(ctx, id, action);
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

const SORTS = { createdAt: 'i.created_at', totalCents: 'i.total_cents', number: 'i.number' } as const;

/** GET /super-admin/invoices: by status, searched by partner, sorted, paged and counted in SQL. */
export async function listAdminInvoices(ctx: Ctx, query: AdminInvoiceListQuery) {
  const paging = pagingOf(query, SORTS, 'i.id');
  const { rows, total } = await repo.listAdminInvoices(ctx, { status: query.status, search: query.search }, paging);
  return {
    items: rows.map(adminSummaryView),
    total,
    page: query.page,
    limit: query.limit,
    totalPages: Math.ceil(total / query.limit),
  };
}

/** GET /super-admin/invoices/summary-by-status: count and cents per status (one GROUP BY), every status present. */
export async function summaryByStatus(ctx: Ctx) {
  const rows = await repo.summaryByStatus(ctx);
  const of = (status: InvoiceStatus) => rows.find((r) => r.status === status);
  const statuses = INVOICE_STATUSES.map((status) => ({
    status,
    count: of(status)?.count ?? 0,
    subtotalCents: Number(of(status)?.subtotal_cents ?? 0),
    feesCents: Number(of(status)?.fees_cents ?? 0),
    totalCents: Number(of(status)?.total_cents ?? 0),
  }));
  return {
    statuses,
    count: statuses.reduce((sum, s) => sum + s.count, 0),
    totalCents: statuses.reduce((sum, s) => sum + s.totalCents, 0),
  };
}

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** GET /super-admin/invoices/{id}/dynamic-fee-details: the fee rule applied to the invoice's subtotal. */
export async function dynamicFeeDetails(ctx: Ctx, id: string) {
  const row = await findAdminInvoiceOrDeny(ctx, id, 'FEE_DETAILS');
  await repo.noteInvoiceRead(ctx, 'FEE_DETAILS', id);
  const percentCents = feePercentCents(row.subtotal_cents);
  return {
    invoiceId: id,
    label: FEE_LABEL,
    subtotalCents: row.subtotal_cents,
    rateBps: FEE_RATE_BPS,
    percentCents,
    fixedCents: FEE_FIXED_CENTS,
    computedFeeCents: processingFeeCents(row.subtotal_cents),
    feeCents: row.fees_cents,
    totalCents: row.total_cents,
    formula: `${dollars(row.subtotal_cents)} × ${FEE_RATE_BPS / 100}% = ${dollars(percentCents)}, + ${dollars(FEE_FIXED_CENTS)} = ${dollars(percentCents + FEE_FIXED_CENTS)}`,
  };
}

/** GET /super-admin/invoices/{id}/original-details: each item (with its id, to correct it) as first invoiced and now. */
export async function adminOriginalDetails(ctx: Ctx, id: string) {
  const row = await findAdminInvoiceOrDeny(ctx, id, 'ORIGINAL_DETAILS');
  const items = await repo.itemsOf(ctx, id);
  await repo.noteInvoiceRead(ctx, 'ORIGINAL_DETAILS', id, { items: items.length });
  const originalSubtotal = items.reduce((sum, it) => sum + it.original_amount_cents, 0);
  return {
    invoice: adminSummaryView(row),
    items: items.map((it) => ({
      id: it.id,
      orderId: it.order_id,
      orderNumber: it.order_number,
      patientName: it.patient_name,
      description: it.description,
      amountCents: it.amount_cents,
      originalAmountCents: it.original_amount_cents,
    })),
    originalSubtotalCents: originalSubtotal,
    originalTotalCents: items.length ? originalSubtotal + processingFeeCents(originalSubtotal) : row.total_cents,
    subtotalCents: row.subtotal_cents,
    totalCents: row.total_cents,
  };
}
