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
  'Paid at (UTC)',
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

// The super admin's invoices (GET /super-admin/invoices...): every partner's, by status, with the changes only an
// administrator makes (charge, bulk charge, combine, delete, an item's amount, the status). Amounts are integer cents.

/** One invoice in the administrator's list: the partner's invoice summary, with its partner. */
export const adminInvoiceSummarySchema = invoiceSummarySchema.extend({
  partnerId: z.uuid(),
  partnerName: z.string(),
  /** Set when combined into another invoice (then VOID). */
  combinedIntoId: z.uuid().nullable(),
  /** Set when an administrator deleted it (then VOID). */
  deletedAt: z.string().nullable(),
});
export type AdminInvoiceSummary = z.infer<typeof adminInvoiceSummarySchema>;

/** GET /super-admin/invoices: `status` filters, `search` matches the partner's business name. */
export const adminInvoiceListQuerySchema = listQuerySchema(INVOICE_LIST_SORTS, 'createdAt:desc').extend({
  status: invoiceStatusSchema.optional(),
});
export type AdminInvoiceListQuery = z.infer<typeof adminInvoiceListQuerySchema>;
export const adminInvoiceListReplySchema = envelope(pageOf(adminInvoiceSummarySchema));

/** One invoice after an administrator's change (an item's amount, the status, a combine, a delete, an order invoiced). */
export const adminInvoiceReplySchema = envelope(adminInvoiceSummarySchema);

/**
 * GET /super-admin/invoices/{id}/original-details: the invoice, and each item (with its id, to correct its amount) as
 * first invoiced beside its amount now; the original total is the original subtotal with the fee it carries.
 */
export const adminInvoiceItemSchema = invoiceItemSchema;
export type AdminInvoiceItem = z.infer<typeof adminInvoiceItemSchema>;
export const adminOriginalDetailsSchema = z.object({
  invoice: adminInvoiceSummarySchema,
  items: z.array(adminInvoiceItemSchema),
  originalSubtotalCents: z.number().int(),
  originalTotalCents: z.number().int(),
  subtotalCents: z.number().int(),
  totalCents: z.number().int(),
});
export type AdminOriginalDetails = z.infer<typeof adminOriginalDetailsSchema>;
export const adminOriginalDetailsReplySchema = envelope(adminOriginalDetailsSchema);

/** GET /super-admin/invoices/summary-by-status: count and cents per status (every status), and the overall sums. */
export const invoiceSummaryByStatusReplySchema = envelope(
  z.object({
    statuses: z.array(
      z.object({
        status: invoiceStatusSchema,
        count: z.number().int(),
        subtotalCents: z.number().int(),
        feesCents: z.number().int(),
        totalCents: z.number().int(),
      }),
    ),
    count: z.number().int(),
    totalCents: z.number().int(),
  }),
);

/** GET /super-admin/invoices/{id}/dynamic-fee-details: how the processing fee is computed from the subtotal. */
export const dynamicFeeDetailsSchema = z.object({
  invoiceId: z.uuid(),
  label: z.string(),
  subtotalCents: z.number().int(),
  /** The percentage part, in basis points (290 = 2.9%). */
  rateBps: z.number().int(),
  /** The percentage part in cents, rounded half up. */
  percentCents: z.number().int(),
  fixedCents: z.number().int(),
  /** What the rule gives on today's subtotal. */
  computedFeeCents: z.number().int(),
  /** What the invoice carries (equal unless the invoice was issued under another rule). */
  feeCents: z.number().int(),
  totalCents: z.number().int(),
  formula: z.string(),
});
export const dynamicFeeDetailsReplySchema = envelope(dynamicFeeDetailsSchema);

const idList = z
  .array(z.uuid('Each invoice id must be a UUID'))
  .min(1, 'No invoices selected')
  .max(100, 'At most 100 invoices at once')
  .transform((ids) => [...new Set(ids)]);

/** POST /super-admin/invoices/bulk-charge. */
export const bulkChargeBodySchema = z.object({ ids: idList });
export const BULK_CHARGE_OUTCOMES = ['CHARGED', 'ALREADY_PAID', 'FAILED'] as const;
export const bulkChargeResultSchema = z.object({
  invoiceId: z.uuid(),
  number: z.number().int().nullable(),
  partnerName: z.string().nullable(),
  outcome: z.enum(BULK_CHARGE_OUTCOMES),
  amountCents: z.number().int(),
  /** Why it failed (the processor's reason, no card, void, not found), or null. */
  reason: z.string().nullable(),
});
export type BulkChargeResult = z.infer<typeof bulkChargeResultSchema>;
export const bulkChargeSummarySchema = z.object({
  results: z.array(bulkChargeResultSchema),
  requested: z.number().int(),
  charged: z.number().int(),
  alreadyPaid: z.number().int(),
  failed: z.number().int(),
  chargedCents: z.number().int(),
  /** The billing job log row this run wrote. */
  billingJobLogId: z.uuid(),
});
export type BulkChargeSummary = z.infer<typeof bulkChargeSummarySchema>;
export const bulkChargeReplySchema = envelope(bulkChargeSummarySchema);

/** POST /super-admin/invoices/combine: at least two unpaid invoices of one partner. */
export const combineBodySchema = z.object({
  ids: z
    .array(z.uuid('Each invoice id must be a UUID'))
    .max(50, 'At most 50 invoices at once')
    .transform((ids) => [...new Set(ids)])
    .refine((ids) => ids.length >= 2, 'Select at least two invoices to combine'),
});

/** PATCH /super-admin/invoice-item/{id}/amount. */
export const MAX_ITEM_AMOUNT_CENTS = 10_000_000;
export const itemAmountBodySchema = z.object({
  amount: z
    .number('The amount must be a whole number of cents')
    .int('The amount must be a whole number of cents')
    .min(0, 'The amount cannot be negative')
    .max(MAX_ITEM_AMOUNT_CENTS, 'The amount is too large'),
});

/** PATCH /super-admin/invoices/{id}/status. */
export const invoiceStatusBodySchema = z.object({ status: invoiceStatusSchema });

/**
 * The status changes an administrator may make: an unpaid invoice is marked paid (settled outside the card), voided
 * (its orders stay billed, written off) or, after a failed charge, reopened. A paid or void invoice is final.
 */
export const INVOICE_TRANSITIONS: Record<z.infer<typeof invoiceStatusSchema>, readonly z.infer<typeof invoiceStatusSchema>[]> = {
  OPEN: ['PAID', 'VOID'],
  PAYMENT_FAILED: ['OPEN', 'PAID', 'VOID'],
  PAID: [],
  VOID: [],
};
