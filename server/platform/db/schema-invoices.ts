import type { ColumnType, Generated } from 'kysely';

/** Partner invoices (migration 0017): the partner-billed orders of a period, their items and their history. */

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

export type InvoiceStatusColumn = 'OPEN' | 'PAID' | 'PAYMENT_FAILED' | 'VOID';

export interface InvoicesTable {
  id: Generated<string>;
  number: Generated<number>;
  partner_id: string;
  /** Whole days (YYYY-MM-DD), UTC. */
  period_start: string;
  period_end: string;
  status: Generated<InvoiceStatusColumn>;
  subtotal_cents: number;
  fees_cents: number;
  total_cents: number;
  due_on: string;
  paid_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  /** Migration 0027: the invoice that replaced this one when an administrator combined them. */
  combined_into: ColumnType<string | null, string | null | undefined, string | null>;
  /** Migration 0027: an administrator deleted it (it is VOID, its orders invoiceable again; the row and history stay). */
  deleted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface InvoiceItemsTable {
  id: Generated<string>;
  invoice_id: string;
  /** Unique: an order is invoiced once. */
  order_id: string;
  description: string;
  amount_cents: number;
  original_amount_cents: number;
}

/** Append-only (a trigger refuses UPDATE and DELETE). */
export interface InvoiceActivitiesTable {
  id: Generated<string>;
  invoice_id: string;
  action: 'CREATED' | 'CHARGE_ATTEMPTED' | 'PAID' | 'PAYMENT_FAILED' | 'STATUS_CHANGED' | 'ITEM_AMOUNT_CHANGED' | 'COMBINED' | 'DELETED';
  from_status: InvoiceStatusColumn | null;
  to_status: InvoiceStatusColumn | null;
  message: string | null;
  actor_user_id: string | null;
  created_at: CreatedAt;
  /** Migration 0027: an item's amount before and after an administrator's change. */
  from_amount_cents: ColumnType<number | null, number | null | undefined, never>;
  to_amount_cents: ColumnType<number | null, number | null | undefined, never>;
  /** Migration 0027: the other invoice of a combine (the new one on the old ones, and the reverse). */
  related_invoice_id: ColumnType<string | null, string | null | undefined, never>;
}

/** One auto-billing run (migration 0025). */
export interface BillingJobLogsTable {
  id: Generated<string>;
  started_at: Date;
  finished_at: Date;
  invoices_attempted: number;
  invoices_paid: number;
  invoices_failed: number;
  charged_cents: ColumnType<number, number, number>;
  failures: ColumnType<{ invoiceId: string; number: number; partnerId: string; reason: string }[], string, string>;
  /** Migration 0027: the job's run, or an administrator's bulk charge (`started_by`). */
  source: ColumnType<'AUTO' | 'BULK_CHARGE', 'AUTO' | 'BULK_CHARGE' | undefined, never>;
  started_by: ColumnType<string | null, string | null | undefined, never>;
}
