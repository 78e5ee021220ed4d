import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { Role } from '#contracts/common';
import type { SignedConsent } from '#contracts/onboarding';
import type {
  PaymentCardsTable,
  PharmaciesTable,
  PharmacyAssignmentsTable,
  DoctorSettingsTable,
  PrescriptionsTable,
  SandboxPharmacyOrdersTable,
  WebhookOrdersTable,
} from './schema-clinician';
import type { AuthAttemptsTable, OtpCodesTable, RefreshTokensTable, SessionsTable } from './schema-auth';
import type {
  AuditCountedDaysTable,
  AuditCountedHoursTable,
  AuditDailyCountsTable,
  AuditHourlyCountsTable,
  AuditLogsTable,
} from './schema-audit';
import type { MessageRetriesTable, OutboxMessagesTable } from './schema-messages';
import type { ExternalPatientsTable } from './schema-external';
import type { TrainingItemsTable } from './schema-training';
import type { ProductDetailsTable } from './schema-catalog';
import type { ApiKeysTable, ShortLinksTable } from './schema-api-keys';
import type { BillingJobLogsTable, InvoiceActivitiesTable, InvoiceItemsTable, InvoicesTable } from './schema-invoices';
import type { CustomPricesTable, PayoutsTable } from './schema-pricing-payouts';
import type { ChargebacksTable, PaymentCustomersTable, PaymentsTable, RefundsTable, SubscriptionsTable } from './schema-payments';
import type { PatientNotesTable } from './schema-notes';
import type { IdempotencyKeysTable } from './schema-idempotency';
import type { EngagementTables } from './schema-engagement';
import type { LedgerTables } from './schema-ledger';
import type { ReachCountTables } from './schema-counts';
export type * from './schema-auth';
export type * from './schema-clinician';
export type * from './schema-external';
export type * from './schema-invoices';
export type * from './schema-payments';
export type * from './schema-ledger';
export type * from './schema-training';
export type * from './schema-notes';
export type * from './schema-api-keys';
export type * from './schema-activities';
export type * from './schema-jobs';
export type * from './schema-care-tasks';
export type * from './schema-care-sessions';
export type * from './schema-treatment-plans';
export type * from './schema-chat';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface UsersTable {
  id: Generated<string>;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  phone_number: string | null;
  role: Role;
  status: Generated<'ACTIVE' | 'INACTIVE'>;
  desire_income: number | null;
  /** The person's photo in storage (migration 0022), set when its upload arrives. */
  avatar_key: Generated<string | null>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  deleted_at: Timestamp | null;
}

export interface PatientsTable {
  id: Generated<string>;
  user_id: string;
  partner_id: string | null;
  doctor_id: string | null;
  address1: string | null;
  address2: string | null;
  city: string | null;
  state: string | null;
  zipcode: string | null;
  country: string | null;
  date_of_birth: string | null;
  gender: string | null;
  status: Generated<string>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  /** Copies of the account's users.last_name, first_name and deleted_at for the list's sort, written only by triggers (migration 0006). */
  sort_last_name: ColumnType<string | null, never, never>;
  sort_first_name: ColumnType<string | null, never, never>;
  account_deleted_at: ColumnType<Date | null, never, never>;
}

/** How many patients (accounts not deleted) each partner has, and how many without a doctor (migration 0064): kept by triggers on patients. */
export interface PartnerPatientCountsTable {
  partner_id: ColumnType<string, never, never>;
  patients: ColumnType<number, never, never>;
  unassigned: ColumnType<number, never, never>;
}

export interface PartnersTable {
  id: Generated<string>;
  user_id: string;
  business_name: string;
  sales_person_id: string | null;
  doctor_id: string | null;
  logo_key: string | null;
  auto_billing: Generated<boolean>;
  /** The partner's commission on its patients' paid orders, in basis points (1000 = 10%). */
  commission_rate_bps: Generated<number>;
  payout_account_ref: string | null;
  payout_account_status: Generated<'NOT_CONNECTED' | 'ONBOARDING' | 'ACTIVE'>;
  payout_connected_at: Timestamp | null;
  /** Who pays the partner's new orders (migration 0017): the patient at checkout, or the partner by invoice. */
  billing_mode: Generated<'PATIENT_PAID' | 'PARTNER_BILLED'>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  /** Copy of the account's users.deleted_at, written only by triggers (migration 0068). */
  account_deleted_at: ColumnType<Date | null, never, never>;
}

export interface DoctorsTable {
  id: Generated<string>;
  user_id: string;
  npi: string | null;
  license_states: Generated<string[]>;
  /** Each license state's expiry day, `{"CA": "2027-06-30"}` (migration 0019); a state without one has none on record. */
  license_expiries: ColumnType<Record<string, string>, string | undefined, string>;
  auto_billing: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface SalesPeopleTable {
  id: Generated<string>;
  user_id: string;
  /** The sales person's commission on their partners' paid orders, in basis points (1000 = 10%). */
  commission_rate_bps: Generated<number>;
  /** Where their commission is paid out to (migration 0030), as partners have one. */
  payout_account_ref: string | null;
  payout_account_status: Generated<'NOT_CONNECTED' | 'ONBOARDING' | 'ACTIVE'>;
  payout_connected_at: Timestamp | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface DelegateAccessesTable {
  id: Generated<string>;
  owner_user_id: string;
  delegate_user_id: string;
  status: Generated<'ACTIVE' | 'INACTIVE'>;
  created_at: CreatedAt;
  revoked_at: Timestamp | null;
}

export interface IdempotentRequestsTable {
  user_id: string;
  key: string;
  request_hash: string;
  status_code: number | null;
  reply: string | null;
  /** Renewed when an abandoned claim is taken over. */
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface ProductsTable {
  id: Generated<string>;
  name: string;
  medication: string;
  description: Generated<string>;
  active: Generated<boolean>;
  created_at: CreatedAt;
}

export interface ProductVariationsTable {
  key: string;
  product_id: string;
  name: string;
  dose: string;
  monthly_price_cents: number;
  active: Generated<boolean>;
  position: Generated<number>;
  /** What one month's price buys (migration 0026). */
  supply: Generated<string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  /** Who last changed the price, and when (migration 0026); null until it first changes. */
  price_changed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  price_changed_by: string | null;
}

export interface QuestionnairesTable {
  id: Generated<string>;
  slug: string;
  kind: 'INTAKE' | 'RENEWAL';
  title: string;
  version: Generated<number>;
  created_at: CreatedAt;
}

export type QuestionType = 'YES_NO' | 'SINGLE_CHOICE' | 'MULTI_CHOICE' | 'TEXT' | 'NUMBER' | 'DATE' | 'UPLOAD';

export interface QuestionsTable {
  id: Generated<string>;
  questionnaire_id: string;
  key: string;
  position: number;
  step: string;
  text: string;
  help: string | null;
  type: QuestionType;
  options: ColumnType<{ value: string; label: string }[], string | undefined, string>;
  required: Generated<boolean>;
  shown_when: ColumnType<{ questionKey: string; equals: string | boolean } | null, string | null, string | null>;
}

type JsonObject = ColumnType<Record<string, unknown>, string | undefined, string>;

export interface IntakesTable {
  id: Generated<string>;
  questionnaire_id: string;
  status: Generated<'DRAFT' | 'SUBMITTED' | 'STOPPED'>;
  token_hash: string;
  user_id: string | null;
  partner_id: string | null;
  renewal_of_order_id: string | null;
  email: string | null;
  phone: string | null;
  profile: JsonObject;
  answers: JsonObject;
  current_step: string | null;
  bmi: ColumnType<string | null, number | null, number | null>;
  screening: ColumnType<{ rule: string; severity: 'HARD_STOP' | 'FLAG'; message: string }[] | null, string | null, string | null>;
  eligible: boolean | null;
  submitted_at: Timestamp | null;
  phone_code_hash: string | null;
  phone_code_expires_at: Timestamp | null;
  phone_code_attempts: Generated<number>;
  /** The consent signed on the Consent step (migration 0052), until checkout copies it to the order. */
  consent: ColumnType<SignedConsent | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface OrdersTable {
  id: Generated<string>;
  number: Generated<number>;
  patient_id: string;
  partner_id: string | null;
  doctor_id: string | null;
  intake_id: string | null;
  kind: Generated<'NEW' | 'RENEWAL'>;
  product_variation_key: string;
  plan_months: Generated<number>;
  amount_cents: number;
  status: Generated<string>;
  approval_status: Generated<string>;
  payment_status: Generated<'UNPAID' | 'PAID' | 'FAILED' | 'REFUNDED'>;
  screening_flags: ColumnType<{ rule: string; severity: string; message: string }[], string | undefined, string>;
  doctor_approve_questions_status: string | null;
  doctor_denial_reason: string | null;
  doctor_override_reason: string | null;
  partner_note: string | null;
  tracking_number: string | null;
  created_by_doctor: Generated<boolean>;
  rx_directions: string | null;
  rx_quantity: number | null;
  rx_refills: number | null;
  rx_days_supply: number | null;
  rx_dose: string | null;
  doctor_note: string | null;
  /** Why an administrator must look at this order (REFUND_FAILED), or null. */
  attention: string | null;
  /** Handed back for reassignment (migration 0009): when, by which doctor (doctors.id), why; all three or none. */
  handed_back_at: Timestamp | null;
  handed_back_by: string | null;
  hand_back_reason: string | null;
  /** The treatment's first day and its renewal (start_date + plan_months, generated), and the partner's follow-up (migration 0015). */
  start_date: string | null;
  renews_on: ColumnType<string | null, never, never>;
  renewal_status: Generated<'PENDING' | 'CONTACTED' | 'RENEWING' | 'NOT_RENEWING'>;
  /** Who pays it (migration 0017): its patient at checkout, or its partner on the period's invoice. */
  billed_to: Generated<'PATIENT' | 'PARTNER'>;
  /** The partner's commission rate when the order was made (migration 0024: set by a trigger, never by the app). */
  commission_rate_bps: ColumnType<number | null, never, never>;
  /** The partner's sales person when the order was made, and their rate then (migration 0030: a trigger sets both). */
  sales_person_id: ColumnType<string | null, never, never>;
  sales_commission_rate_bps: ColumnType<number | null, never, never>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface ConsentsTable {
  id: Generated<string>;
  intake_id: string;
  order_id: string | null;
  kind: 'TELEHEALTH' | 'PRIVACY';
  text_version: string;
  signed_name: string;
  signed_at: CreatedAt;
  ip: string | null;
  user_agent: string | null;
}

export interface UploadsTable {
  id: Generated<string>;
  key: string;
  purpose: string;
  content_type: string;
  max_bytes: number;
  size_bytes: number | null;
  user_id: string | null;
  intake_id: string | null;
  uploaded_at: Timestamp | null;
  created_at: CreatedAt;
}

/** One row: raised by triggers on every change to the staff directory (migration 0060). bigint, read as text. */
export interface StaffDirectoryVersionTable {
  id: Generated<boolean>;
  version: Generated<string>;
}

export interface Database extends EngagementTables, LedgerTables, ReachCountTables {
  staff_directory_version: StaffDirectoryVersionTable;
  users: UsersTable;
  patients: PatientsTable;
  partners: PartnersTable;
  partner_patient_counts: PartnerPatientCountsTable;
  doctors: DoctorsTable;
  sales_people: SalesPeopleTable;
  sessions: SessionsTable;
  refresh_tokens: RefreshTokensTable;
  otp_codes: OtpCodesTable;
  delegate_accesses: DelegateAccessesTable;
  audit_logs: AuditLogsTable;
  audit_daily_counts: AuditDailyCountsTable;
  audit_counted_days: AuditCountedDaysTable;
  audit_hourly_counts: AuditHourlyCountsTable;
  audit_counted_hours: AuditCountedHoursTable;
  auth_attempts: AuthAttemptsTable;
  outbox_messages: OutboxMessagesTable;
  message_retries: MessageRetriesTable;
  idempotent_requests: IdempotentRequestsTable;
  idempotency_keys: IdempotencyKeysTable;
  products: ProductsTable;
  product_variations: ProductVariationsTable;
  questionnaires: QuestionnairesTable;
  questions: QuestionsTable;
  intakes: IntakesTable;
  orders: OrdersTable;
  consents: ConsentsTable;
  payments: PaymentsTable;
  refunds: RefundsTable;
  chargebacks: ChargebacksTable;
  subscriptions: SubscriptionsTable;
  uploads: UploadsTable;
  pharmacies: PharmaciesTable;
  pharmacy_assignments: PharmacyAssignmentsTable;
  prescriptions: PrescriptionsTable;
  sandbox_pharmacy_orders: SandboxPharmacyOrdersTable;
  payment_cards: PaymentCardsTable;
  payment_customers: PaymentCustomersTable;
  webhook_orders: WebhookOrdersTable;
  external_patients: ExternalPatientsTable;
  invoices: InvoicesTable;
  invoice_items: InvoiceItemsTable;
  invoice_activities: InvoiceActivitiesTable;
  billing_job_logs: BillingJobLogsTable;
  training_items: TrainingItemsTable;
  product_details: ProductDetailsTable;
  patient_notes: PatientNotesTable;
  custom_prices: CustomPricesTable;
  payouts: PayoutsTable;
  api_keys: ApiKeysTable;
  short_links: ShortLinksTable;
  doctor_settings: DoctorSettingsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type PatientRow = Selectable<PatientsTable>;
export type DelegateAccessRow = Selectable<DelegateAccessesTable>;
export type IntakeRow = Selectable<IntakesTable>;
export type QuestionRow = Selectable<QuestionsTable>;
export type OrderRow = Selectable<OrdersTable>;
export type PrescriptionRow = Selectable<PrescriptionsTable>;
