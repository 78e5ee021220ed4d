import { z } from 'zod';
import { envelope } from './common';

/**
 * The money ledger (README, "The ledger"): what an administrator reads of it. Every figure of a partner's or a sales
 * person's money is a sum of these entries; the reconciliation sets our ledger against the payment processor's record.
 * Amounts are integer cents, signed: a credit positive, a debit negative (commission payable to the party is
 * positive, an invoice the partner owes negative).
 */

export const LEDGER_ACCOUNTS = [
  'PLATFORM_REVENUE',
  'PROCESSOR_CLEARING',
  'PROCESSOR_FEES',
  'REFUNDS_PAYABLE',
  'PARTNER_COMMISSION_PAYABLE',
  'SALES_COMMISSION_PAYABLE',
  'PARTNER_RECEIVABLE',
  'PAYOUTS_IN_TRANSIT',
] as const;

export const LEDGER_KINDS = [
  'CHARGE_CAPTURED',
  'COMMISSION_EARNED',
  'COMMISSION_REVERSED',
  'REFUND_QUEUED',
  'REFUND_SETTLED',
  'CHARGEBACK',
  'INVOICE_ISSUED',
  'INVOICE_ADJUSTED',
  'PAYOUT_RESERVED',
  'PAYOUT_SENT',
  'PAYOUT_FAILED',
  'PROCESSOR_FEE',
] as const;

/** A keyset page: `cursor` is the previous page's `nextCursor` (opaque), newest first. */
export const ledgerPageQuerySchema = z.strictObject({
  cursor: z
    .string()
    .max(200)
    .regex(/^[A-Za-z0-9_-]+$/, 'Not a page cursor')
    .optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type LedgerPageQuery = z.infer<typeof ledgerPageQuerySchema>;

export const ledgerEntrySchema = z.object({
  id: z.uuid(),
  transactionId: z.uuid(),
  kind: z.enum(LEDGER_KINDS),
  account: z.enum(LEDGER_ACCOUNTS),
  amountCents: z.number().int(),
  /** Why: the transaction's memo ("Commission on order #12", "Payout failed: ..."). */
  reason: z.string(),
  orderId: z.uuid().nullable(),
  orderNumber: z.number().int().nullable(),
  paymentId: z.uuid().nullable(),
  refundId: z.uuid().nullable(),
  payoutId: z.uuid().nullable(),
  invoiceId: z.uuid().nullable(),
  occurredAt: z.string(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

/** GET /super-admin/ledger/partners/{id}, /super-admin/ledger/sales-people/{userId}: the party's balances and entries. */
export const partyLedgerSchema = z.object({
  partyId: z.uuid(),
  balances: z.array(z.object({ account: z.enum(LEDGER_ACCOUNTS), balanceCents: z.number().int() })),
  items: z.array(ledgerEntrySchema),
  nextCursor: z.string().nullable(),
});
export type PartyLedger = z.infer<typeof partyLedgerSchema>;
export const partyLedgerReplySchema = envelope(partyLedgerSchema);

/**
 * One charge set against the processor's record: what we captured, refunded and paid in fees (the charge's and its
 * disputes'), what it did. `processorFeeCents` is null while the processor has not settled its fees (not compared).
 */
export const reconciliationItemSchema = z.object({
  paymentId: z.uuid(),
  providerRef: z.string().nullable(),
  orderNumber: z.number().int().nullable(),
  ledgerCapturedCents: z.number().int(),
  ledgerRefundedCents: z.number().int(),
  processorCapturedCents: z.number().int(),
  processorRefundedCents: z.number().int(),
  ledgerFeeCents: z.number().int(),
  processorFeeCents: z.number().int().nullable(),
  matches: z.boolean(),
  occurredAt: z.string(),
});

/** GET /super-admin/ledger/reconciliation: one page of charges; `differences` are the page's charges that do not match. */
export const reconciliationSchema = z.object({
  processor: z.string(),
  /** False when the processor keeps no record we can read: nothing to compare. */
  processorRecordAvailable: z.boolean(),
  checked: z.number().int(),
  differences: z.array(reconciliationItemSchema),
  nextCursor: z.string().nullable(),
});
export type Reconciliation = z.infer<typeof reconciliationSchema>;
export const reconciliationReplySchema = envelope(reconciliationSchema);

export const adminAlertSchema = z.object({
  id: z.uuid(),
  kind: z.string(),
  message: z.string(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
});

/** GET /super-admin/alerts: what the checks found, newest first. */
export const adminAlertsSchema = z.object({ items: z.array(adminAlertSchema), nextCursor: z.string().nullable() });
export type AdminAlerts = z.infer<typeof adminAlertsSchema>;
export const adminAlertsReplySchema = envelope(adminAlertsSchema);
