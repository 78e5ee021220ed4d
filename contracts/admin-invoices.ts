import { z } from 'zod';
import { envelope, listQuerySchema, pageOf } from './common';
import { INVOICE_LIST_SORTS, invoiceItemSchema, invoiceStatusSchema, invoiceSummarySchema } from './invoices';

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
