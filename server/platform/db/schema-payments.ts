import type { ColumnType, Generated } from 'kysely';

/** The payments ledger (migrations 0002, 0007, 0010, 0014): charges, their refunds, and subscriptions. */

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface PaymentsTable {
  id: Generated<string>;
  idempotency_key: string;
  intake_id: string | null;
  order_id: string | null;
  /** The partner invoice this charge pays (migration 0017), or null. */
  invoice_id: ColumnType<string | null, string | null | undefined, string | null>;
  amount_cents: number;
  status: 'PENDING' | 'SUCCEEDED' | 'DECLINED';
  provider: string;
  provider_ref: string | null;
  card_brand: string | null;
  card_last4: string | null;
  decline_code: string | null;
  decline_message: string | null;
  request_hash: string | null;
  /** The processor's fee on a settled charge, in cents (migration 0055); null while not known. */
  processor_fee_cents: ColumnType<number | null, number | null | undefined, number | null>;
  /** When a request last took the key (a stale PENDING claim may be taken over by a retry). */
  claimed_at: ColumnType<Date, Date | string | undefined, Date | string>;
  created_at: CreatedAt;
}

/** A payment the card holder's bank took back through the processor (migration 0054). */
export interface ChargebacksTable {
  id: Generated<string>;
  payment_id: string;
  order_id: string;
  amount_cents: number;
  /** The processor's dispute reference (Stripe's `dp_...`, or the bank's case number). */
  reference: string;
  reason: string;
  created_by: string | null;
  /** The processor's dispute fee, in cents (migration 0055); null where the processor names none. */
  processor_fee_cents: ColumnType<number | null, number | null | undefined, never>;
  created_at: CreatedAt;
}

export interface RefundsTable {
  id: Generated<string>;
  payment_id: string;
  /** Null only for an ABANDONED refund: a charge whose order was never written. */
  order_id: string | null;
  amount_cents: number;
  /** ADMIN: a refund an administrator made (part or all of a payment, several allowed); the others close the payment. */
  reason: 'DENIED' | 'CANCELLED' | 'ABANDONED' | 'ADMIN';
  /** The administrator's reason, for an ADMIN refund only. */
  note: string | null;
  status: Generated<'PENDING' | 'SUCCEEDED' | 'FAILED'>;
  provider: string;
  provider_ref: string | null;
  failure_message: string | null;
  attempts: Generated<number>;
  next_attempt_at: ColumnType<Date, Date | string | undefined, Date | string>;
  settled_at: Timestamp | null;
  created_at: CreatedAt;
}

export interface SubscriptionsTable {
  id: Generated<string>;
  patient_id: string;
  product_variation_key: string;
  plan_months: number;
  status: Generated<'ACTIVE' | 'CANCELLED'>;
  provider_ref: string | null;
  current_period_end: Timestamp;
  created_at: CreatedAt;
}

/** An account's customer at the payments processor (migration 0023): saved cards are attached to it. */
export interface PaymentCustomersTable {
  user_id: string;
  provider: string;
  customer_ref: string;
  created_at: CreatedAt;
}
