import { z } from 'zod';
import { envelope, listQuerySchema, pageOf } from './common';

// A partner's invoices (GET /gym-owner/invoices...): the partner-billed orders of a period, with their items, fees,
// totals and history, charged to the partner's default saved card. Amounts are integer cents.

export const INVOICE_STATUSES = ['OPEN', 'PAID', 'PAYMENT_FAILED', 'VOID'] as const;
export const invoiceStatusSchema = z.enum(INVOICE_STATUSES);
export type InvoiceStatus = z.infer<typeof invoiceStatusSchema>;

export const INVOICE_STATUS_TEXT: Record<InvoiceStatus, string> = {
  OPEN: 'Open',
  PAID: 'Paid',
  PAYMENT_FAILED: 'Payment failed',
  VOID: 'Void',
};

/** One invoice in a list. `number` is what people quote (INV-1042); periods are whole days, UTC. */
export const invoiceSummarySchema = z.object({
  id: z.uuid(),
  number: z.number().int(),
  periodStart: z.iso.date(),
  periodEnd: z.iso.date(),
  status: invoiceStatusSchema,
  itemCount: z.number().int(),
  subtotalCents: z.number().int(),
  feesCents: z.number().int(),
  totalCents: z.number().int(),
  dueOn: z.iso.date(),
  paidAt: z.string().nullable(),
  createdAt: z.string(),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

/** One billed order on an invoice: its amount now, and as it was first invoiced (an administrator may correct it). */
export const invoiceItemSchema = z.object({
  id: z.uuid(),
  orderId: z.uuid(),
  orderNumber: z.number().int(),
  patientName: z.string(),
  description: z.string(),
  amountCents: z.number().int(),
  originalAmountCents: z.number().int(),
});
export type InvoiceItem = z.infer<typeof invoiceItemSchema>;

export const invoiceFeeSchema = z.object({ label: z.string(), amountCents: z.number().int() });

/** The last attempt to charge an invoice. */
export const invoiceChargeSchema = z.object({
  status: z.enum(['PENDING', 'SUCCEEDED', 'DECLINED']),
  message: z.string().nullable(),
  cardLast4: z.string().nullable(),
  at: z.string(),
});

export const invoiceDetailSchema = invoiceSummarySchema.extend({
  items: z.array(invoiceItemSchema),
  fees: z.array(invoiceFeeSchema),
  lastCharge: invoiceChargeSchema.nullable(),
});
export type InvoiceDetail = z.infer<typeof invoiceDetailSchema>;

/** GET /gym-owner/invoices. */
/** The sorts of an invoice list, the partner's and the administrator's. */
export const INVOICE_LIST_SORTS = [
  'createdAt:desc',
  'createdAt:asc',
  'totalCents:desc',
  'totalCents:asc',
  'number:desc',
  'number:asc',
] as const;
export const invoiceListQuerySchema = listQuerySchema(INVOICE_LIST_SORTS, 'createdAt:desc').extend({
  status: invoiceStatusSchema.optional(),
});
export type InvoiceListQuery = z.infer<typeof invoiceListQuerySchema>;
export const invoiceListReplySchema = envelope(pageOf(invoiceSummarySchema));
export const invoiceReplySchema = envelope(invoiceDetailSchema);

/** GET /gym-owner/invoices/totals-by-status: every status, with zero for those without invoices. */
export const invoiceTotalsReplySchema = envelope(
  z.object({ totals: z.array(z.object({ status: invoiceStatusSchema, count: z.number().int(), totalCents: z.number().int() })) }),
);

/** GET /gym-owner/invoices/billing-overview. */
export const billingOverviewReplySchema = envelope(
  z.object({
    openCents: z.number().int(),
    overdueCents: z.number().int(),
    paidThisMonthCents: z.number().int(),
    nextDueOn: z.iso.date().nullable(),
    defaultCard: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  }),
);

/** GET /gym-owner/invoices/{id}/original-details: the invoice as first issued, beside its amounts now. */
export const invoiceOriginalReplySchema = envelope(
  z.object({
    invoiceId: z.uuid(),
    items: z.array(
      invoiceItemSchema.pick({ orderId: true, orderNumber: true, description: true, amountCents: true, originalAmountCents: true }),
    ),
    originalTotalCents: z.number().int(),
    totalCents: z.number().int(),
  }),
);

/** POST /gym-owner/invoices/{id}/charge and GET .../charge-status. */
export const invoiceChargeReplySchema = envelope(
  z.object({ invoiceId: z.uuid(), status: invoiceStatusSchema, lastCharge: invoiceChargeSchema.nullable() }),
);

/** GET /gym-owner/invoices/download?ids=a,b: the CSV of the selected invoices (at least one). */
export const INVOICE_CSV_MAX = 500;
export const invoiceDownloadQuerySchema = z.object({
  ids: z
    .string()
    .trim()
    .min(1, 'No invoices selected')
    .transform((v) => [...new Set(v.split(',').map((id) => id.trim()))])
    .pipe(z.array(z.uuid('Each invoice id must be a UUID')).min(1, 'No invoices selected').max(INVOICE_CSV_MAX)),
});

/** GET /gym-owner/invoices/download-all: the CSV of every invoice, of one status if given. */
export const invoiceDownloadAllQuerySchema = z.object({ status: invoiceStatusSchema.optional() });

/** The CSV's columns, in order. */
export const INVOICE_CSV_COLUMNS = [
  'Invoice',
  'Period start',
  'Period end',
  'Status',
  'Items',
  'Subtotal',
  'Fees',
  'Total',
  'Due on',
  'Paid at',
];

/** GET /invoice-activities/invoice?invoiceId=: an invoice's history, oldest first. */
export const invoiceActivitiesQuerySchema = z.object({ invoiceId: z.uuid() });
export const invoiceActivitySchema = z.object({
  id: z.uuid(),
  action: z.enum(['CREATED', 'CHARGE_ATTEMPTED', 'PAID', 'PAYMENT_FAILED', 'STATUS_CHANGED', 'ITEM_AMOUNT_CHANGED', 'COMBINED', 'DELETED']),
  fromStatus: invoiceStatusSchema.nullable(),
  toStatus: invoiceStatusSchema.nullable(),
  message: z.string().nullable(),
  /** An item's amount change: the amount before and after (cents). */
  fromAmountCents: z.number().int().nullable().optional(),
  toAmountCents: z.number().int().nullable().optional(),
  /** A combine: the other invoice (the new one on the old ones, an old one on the new). */
  relatedInvoiceId: z.uuid().nullable().optional(),
  actorName: z.string().nullable(),
  createdAt: z.string(),
});
export type InvoiceActivity = z.infer<typeof invoiceActivitySchema>;
export const invoiceActivitiesReplySchema = envelope(z.object({ activities: z.array(invoiceActivitySchema) }));

/** Who pays for a partner's patients' new orders: the patients at checkout, or the partner on its monthly invoice. */
export const BILLING_MODES = ['PATIENT_PAID', 'PARTNER_BILLED'] as const;
export const billingModeSchema = z.enum(BILLING_MODES);
export type BillingMode = z.infer<typeof billingModeSchema>;

/** GET /gym-owner/billing-transfer: who pays today, and what a change needs. */
export const billingTransferSchema = z.object({
  billingMode: billingModeSchema,
  /** The card the partner's invoices are charged to (partner-billed needs one), or null. */
  defaultCardLast4: z.string().nullable(),
  /** False for a delegate: only the account owner decides who pays. */
  canChange: z.boolean(),
});
export type BillingTransfer = z.infer<typeof billingTransferSchema>;
export const billingTransferReplySchema = envelope(billingTransferSchema);
/** PUT /gym-owner/billing-transfer. */
export const billingTransferBodySchema = z.object({ billingMode: billingModeSchema });

/** One auto-billing run (GET /super-admin/billing-job-logs): when, how many invoices it tried, paid and could not, and why. */
export const billingJobLogSchema = z.object({
  id: z.uuid(),
  startedAt: z.string(),
  finishedAt: z.string(),
  invoicesAttempted: z.number().int(),
  invoicesPaid: z.number().int(),
  invoicesFailed: z.number().int(),
  chargedCents: z.number().int(),
  failures: z.array(z.object({ invoiceId: z.string(), number: z.number().int(), partnerId: z.string(), reason: z.string() })),
  /** The six-hourly job's run, or an administrator's "Charge selected" (then who started it). */
  source: z.enum(['AUTO', 'BULK_CHARGE']).optional(),
  startedByName: z.string().nullable().optional(),
});
export type BillingJobLog = z.infer<typeof billingJobLogSchema>;
export const billingJobLogListQuerySchema = listQuerySchema(['startedAt:desc', 'startedAt:asc'], 'startedAt:desc').omit({ search: true });
export const billingJobLogListReplySchema = envelope(pageOf(billingJobLogSchema));
