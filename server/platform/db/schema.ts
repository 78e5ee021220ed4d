import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { Role } from '../../../contracts/common';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type Json = ColumnType<unknown, string, string>;

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
}

export interface PartnersTable {
  id: Generated<string>;
  user_id: string;
  business_name: string;
  sales_person_id: string | null;
  doctor_id: string | null;
  logo_key: string | null;
  auto_billing: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface DoctorsTable {
  id: Generated<string>;
  user_id: string;
  npi: string | null;
  license_states: Generated<string[]>;
  auto_billing: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface SalesPeopleTable {
  id: Generated<string>;
  user_id: string;
  commission_rate_bps: Generated<number>;
  created_at: CreatedAt;
}

export interface SessionsTable {
  id: Generated<string>;
  user_id: string;
  delegate_access_id: string | null;
  ip: string | null;
  user_agent: string | null;
  created_at: CreatedAt;
  last_used_at: UpdatedAt;
  revoked_at: Timestamp | null;
  revoked_reason: string | null;
}

export interface RefreshTokensTable {
  id: Generated<string>;
  session_id: string;
  token_hash: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface OtpCodesTable {
  id: Generated<string>;
  user_id: string;
  code_hash: string;
  attempts: Generated<number>;
  created_at: CreatedAt;
  expires_at: Timestamp;
  consumed_at: Timestamp | null;
}

export interface DelegateAccessesTable {
  id: Generated<string>;
  owner_user_id: string;
  delegate_user_id: string;
  status: Generated<'ACTIVE' | 'INACTIVE'>;
  created_at: CreatedAt;
  revoked_at: Timestamp | null;
}

export interface AuditLogsTable {
  id: Generated<string>;
  timestamp: CreatedAt;
  actor_user_id: string | null;
  acting_for_user_id: string | null;
  role: string | null;
  action: string;
  resource_type: string;
  resource_id: string | null;
  patient_id: string | null;
  outcome: 'SUCCESS' | 'FAILURE' | 'DENIED';
  ip: string | null;
  user_agent: string | null;
  details: Json | null;
}

export interface AuthAttemptsTable {
  id: Generated<string>;
  kind: 'LOGIN_FAILURE' | 'OTP_SENT';
  key: string;
  created_at: CreatedAt;
}

export interface OutboxMessagesTable {
  id: Generated<string>;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string;
  body: string;
  created_at: CreatedAt;
}

export interface Database {
  users: UsersTable;
  patients: PatientsTable;
  partners: PartnersTable;
  doctors: DoctorsTable;
  sales_people: SalesPeopleTable;
  sessions: SessionsTable;
  refresh_tokens: RefreshTokensTable;
  otp_codes: OtpCodesTable;
  delegate_accesses: DelegateAccessesTable;
  audit_logs: AuditLogsTable;
  auth_attempts: AuthAttemptsTable;
  outbox_messages: OutboxMessagesTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type PatientRow = Selectable<PatientsTable>;
export type DelegateAccessRow = Selectable<DelegateAccessesTable>;
