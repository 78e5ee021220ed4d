import type { ColumnType, Generated } from 'kysely';

/** The money ledger (migration 0046): transactions, their entries, the running balances; admin alerts; the sandbox processor's record. */

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
/** Never updated: the ledger is append-only. */
type Fixed<T> = ColumnType<T, T, never>;

export type LedgerAccount =
  | 'PLATFORM_REVENUE'
  | 'PROCESSOR_CLEARING'
  | 'PROCESSOR_FEES'
  | 'REFUNDS_PAYABLE'
  | 'PARTNER_COMMISSION_PAYABLE'
  | 'SALES_COMMISSION_PAYABLE'
  | 'PARTNER_RECEIVABLE'
  | 'PAYOUTS_IN_TRANSIT';

export type LedgerKind =
  | 'CHARGE_CAPTURED'
  | 'COMMISSION_EARNED'
  | 'COMMISSION_REVERSED'
  | 'REFUND_QUEUED'
  | 'REFUND_SETTLED'
  | 'CHARGEBACK'
  | 'INVOICE_ISSUED'
  | 'INVOICE_ADJUSTED'
  | 'PAYOUT_RESERVED'
  | 'PAYOUT_SENT'
  | 'PAYOUT_FAILED'
  | 'PROCESSOR_FEE';

export interface LedgerTransactionsTable {
  id: Generated<string>;
  kind: Fixed<LedgerKind>;
  source_key: Fixed<string>;
  occurred_at: ColumnType<Date, Date | string | undefined, never>;
  order_id: Fixed<string | null>;
  payment_id: Fixed<string | null>;
  refund_id: Fixed<string | null>;
  payout_id: Fixed<string | null>;
  invoice_id: Fixed<string | null>;
  memo: Fixed<string>;
  created_at: CreatedAt;
}

export interface LedgerEntriesTable {
  id: Generated<string>;
  transaction_id: Fixed<string>;
  account: Fixed<LedgerAccount>;
  party_id: Fixed<string | null>;
  /** bigint: read as a string by the driver; cast in SQL where summed. */
  amount_cents: Fixed<string | number>;
  currency: ColumnType<'usd', 'usd' | undefined, never>;
  occurred_at: Fixed<Date>;
}

export interface LedgerBalancesTable {
  account: LedgerAccount;
  party_id: string | null;
  balance_cents: ColumnType<string | number, number | undefined, number>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface AdminAlertsTable {
  id: Generated<string>;
  kind: string;
  message: string;
  details: ColumnType<unknown, string | undefined, string>;
  created_at: CreatedAt;
  resolved_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface SandboxProcessorRecordsTable {
  id: Generated<string>;
  kind: 'CHARGE' | 'REFUND' | 'PAYOUT' | 'DISPUTE';
  provider_ref: string;
  charge_ref: string | null;
  amount_cents: ColumnType<string | number, number, never>;
  /** The fee the sandbox processor took on a charge or a dispute (migration 0055). */
  fee_cents: ColumnType<string | number, number | undefined, never>;
  created_at: CreatedAt;
}

/** The sandbox tokenizer's payment methods (migration 0053): what a test card does, never its number or CVC. */
export interface SandboxPaymentMethodsTable {
  id: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  behavior: 'SUCCEEDS' | 'DECLINES' | 'REFUND_FAILS' | 'SAVED_CHARGES_DECLINE' | 'REQUIRES_AUTHENTICATION';
  decline_code: string | null;
  decline_message: string | null;
  created_at: CreatedAt;
}

/** A card authentication (3-D Secure) the sandbox asked for, answered by the browser (migration 0053). */
export interface SandboxAuthenticationsTable {
  id: string;
  client_secret: string;
  request_key: string;
  payment_method_id: string;
  status: 'REQUIRES_ACTION' | 'SUCCEEDED' | 'CANCELED';
  created_at: CreatedAt;
}

export type LedgerTables = {
  ledger_transactions: LedgerTransactionsTable;
  ledger_entries: LedgerEntriesTable;
  ledger_balances: LedgerBalancesTable;
  admin_alerts: AdminAlertsTable;
  sandbox_processor_records: SandboxProcessorRecordsTable;
  sandbox_payment_methods: SandboxPaymentMethodsTable;
  sandbox_authentications: SandboxAuthenticationsTable;
};
