import type { InvoiceActivity, InvoiceDetail, InvoiceItem, InvoiceSummary } from '#contracts/invoices';
import { INVOICE_CSV_COLUMNS, INVOICE_STATUS_TEXT } from '#contracts/invoices';
import type { activitiesOf, InvoiceRow, itemsOf } from './invoices.repository';

/** The processing fee on an invoice: 2.9% of the subtotal plus 30 cents, rounded half up to the cent. */
export const FEE_LABEL = 'Processing fee (2.9% + $0.30)';
/** The percentage part in basis points, and the fixed part in cents. */
export const FEE_RATE_BPS = 290;
export const FEE_FIXED_CENTS = 30;
/** The percentage part of the fee, rounded half up to the cent. */
export const feePercentCents = (subtotalCents: number) => Math.floor((subtotalCents * FEE_RATE_BPS + 5000) / 10000);
export const processingFeeCents = (subtotalCents: number) => feePercentCents(subtotalCents) + FEE_FIXED_CENTS;

export const summaryView = (r: InvoiceRow): InvoiceSummary => ({
  id: r.id,
  number: r.number,
  periodStart: r.period_start,
  periodEnd: r.period_end,
  status: r.status,
  itemCount: r.item_count,
  subtotalCents: r.subtotal_cents,
  feesCents: r.fees_cents,
  totalCents: r.total_cents,
  dueOn: r.due_on,
  paidAt: r.paid_at ? r.paid_at.toISOString() : null,
  createdAt: r.created_at.toISOString(),
});

type ItemRow = Awaited<ReturnType<typeof itemsOf>>[number];
export const itemView = (r: ItemRow): InvoiceItem => ({
  id: r.id,
  orderId: r.order_id,
  orderNumber: r.order_number,
  patientName: r.patient_name,
  description: r.description,
  amountCents: r.amount_cents,
  originalAmountCents: r.original_amount_cents,
});

/** The stored fee as its one line (`fees_cents` is kept; the line is derived). */
export const feeLines = (r: InvoiceRow): InvoiceDetail['fees'] =>
  r.fees_cents > 0 ? [{ label: FEE_LABEL, amountCents: r.fees_cents }] : [];

/** The last attempt to charge an invoice, from its payment row. */
export type ChargeRow = {
  status: 'PENDING' | 'SUCCEEDED' | 'DECLINED';
  decline_message: string | null;
  card_last4: string | null;
  created_at: Date;
};
export const chargeView = (p: ChargeRow | null): InvoiceDetail['lastCharge'] =>
  p ? { status: p.status, message: p.decline_message, cardLast4: p.card_last4, at: p.created_at.toISOString() } : null;

type ActivityRow = Awaited<ReturnType<typeof activitiesOf>>[number];
export const activityView = (r: ActivityRow): InvoiceActivity => ({
  id: r.id,
  action: r.action,
  fromStatus: r.from_status,
  toStatus: r.to_status,
  message: r.message,
  fromAmountCents: r.from_amount_cents,
  toAmountCents: r.to_amount_cents,
  relatedInvoiceId: r.related_invoice_id,
  actorName: r.actor_name,
  createdAt: r.created_at.toISOString(),
});

const dollars = (cents: number) => (cents / 100).toFixed(2);
/** A CSV field, quoted when it must be (RFC 4180). */
const field = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** The invoices as CSV (INVOICE_CSV_COLUMNS), amounts in dollars with two decimals. */
export function invoicesCsv(rows: InvoiceRow[]): string {
  const lines = rows.map((r) =>
    [
      `INV-${r.number}`,
      r.period_start,
      r.period_end,
      INVOICE_STATUS_TEXT[r.status],
      String(r.item_count),
      dollars(r.subtotal_cents),
      dollars(r.fees_cents),
      dollars(r.total_cents),
      r.due_on,
      // As spreadsheets read a time: 2026-11-28 14:05 (the column says UTC), not an ISO stamp.
      r.paid_at ? r.paid_at.toISOString().slice(0, 16).replace('T', ' ') : '',
    ]
      .map(field)
      .join(','),
  );
  return [INVOICE_CSV_COLUMNS.map(field).join(','), ...lines].join('\r\n') + '\r\n';
}
