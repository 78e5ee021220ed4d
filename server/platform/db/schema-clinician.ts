import type { ColumnType, Generated } from 'kysely';

/** The clinician workflow's tables (migration 0003): pharmacies, prescriptions, saved cards, webhook-order feeds. */

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type Json = ColumnType<unknown, string, string>;

export type PharmacyProvider = 'RX_PROVIDER' | 'DIGITAL_RX';

export interface PharmaciesTable {
  id: Generated<string>;
  provider: PharmacyProvider;
  name: string;
  active: Generated<boolean>;
  created_at: CreatedAt;
}

export interface PharmacyAssignmentsTable {
  id: Generated<string>;
  doctor_id: string;
  pharmacy_id: string;
  created_at: CreatedAt;
}

/** A doctor's prescribing preferences (migration 0039): one row per doctor, written on their first save. */
export interface DoctorSettingsTable {
  doctor_id: string;
  default_pharmacy_id: string | null;
  /** What a new prescription starts with; null: the standard amount. */
  default_quantity: number | null;
  default_refills: number | null;
  default_days_supply: number | null;
  updated_at: UpdatedAt;
}

export type PrescriptionStatus = 'CREATED' | 'SENDING' | 'FAILED' | 'RECEIVED' | 'PROCESSING' | 'SHIPPED' | 'DELIVERED' | 'CANCELLED';

export interface PrescriptionsTable {
  id: Generated<string>;
  number: Generated<number>;
  order_id: string;
  patient_id: string;
  doctor_id: string;
  product_variation_key: string;
  medication: string;
  dose: string;
  directions: string;
  quantity: number;
  refills: number;
  days_supply: number;
  note: string | null;
  status: Generated<PrescriptionStatus>;
  pharmacy_id: string | null;
  external_id: string | null;
  tracking_number: string | null;
  failure_reason: string | null;
  sent_at: Timestamp | null;
  status_checked_at: Timestamp | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** The local sandbox pharmacy's own records: what it received, and when (its status follows from the time). */
export interface SandboxPharmacyOrdersTable {
  id: string;
  provider: PharmacyProvider;
  reference: string;
  payload: Json;
  tracking_number: string;
  received_at: CreatedAt;
}

export interface PaymentCardsTable {
  id: Generated<string>;
  user_id: string;
  provider: string;
  provider_ref: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  is_default: Generated<boolean>;
  created_at: CreatedAt;
  deleted_at: Timestamp | null;
}

export interface WebhookOrdersTable {
  id: Generated<string>;
  source: 'DOCTOR' | 'PARTNER';
  doctor_id: string | null;
  partner_id: string | null;
  created_by: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}
