import { type Kysely, sql } from 'kysely';

const ROLES = `'SUPER_ADMIN','GYM_OWNER','SALES_PERSON','DOCTOR','MEDICAL_PROVIDER','NURSER','CLIENT_SPECIALIST','CUSTOMER_SUPPORT','PATIENT'`;

const up = [
  `CREATE TABLE users (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    email text NOT NULL,
    password_hash text NOT NULL,
    first_name text NOT NULL,
    last_name text NOT NULL,
    phone_number text,
    role text NOT NULL CHECK (role IN (${ROLES})),
    status text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE','INACTIVE')),
    desire_income integer,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    deleted_at timestamptz
  )`,
  `CREATE UNIQUE INDEX users_email_key ON users (lower(email))`,
  `CREATE INDEX users_role_created_idx ON users (role, created_at DESC)`,
  `CREATE TABLE sales_people (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    user_id uuid NOT NULL UNIQUE REFERENCES users(id) ON DELETE CASCADE,
    commission_rate_bps integer NOT NULL DEFAULT 1000 CHECK (commission_rate_bps BETWEEN 0 AND 10000),
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE TABLE doctors (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    user_id uuid NOT NULL UNIQUE REFERENCES users(id) ON DELETE CASCADE,
    npi text,
    license_states text[] NOT NULL DEFAULT '{}',
    auto_billing boolean NOT NULL DEFAULT false,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE TABLE partners (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    user_id uuid NOT NULL UNIQUE REFERENCES users(id) ON DELETE CASCADE,
    business_name text NOT NULL,
    sales_person_id uuid REFERENCES sales_people(id) ON DELETE SET NULL,
    doctor_id uuid REFERENCES doctors(id) ON DELETE SET NULL,
    logo_key text,
    auto_billing boolean NOT NULL DEFAULT false,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX partners_sales_person_idx ON partners (sales_person_id)`,
  `CREATE INDEX partners_doctor_idx ON partners (doctor_id)`,
  `CREATE TABLE patients (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    user_id uuid NOT NULL UNIQUE REFERENCES users(id) ON DELETE CASCADE,
    partner_id uuid REFERENCES partners(id) ON DELETE SET NULL,
    doctor_id uuid REFERENCES doctors(id) ON DELETE SET NULL,
    address1 text, address2 text, city text, state text, zipcode text, country text,
    date_of_birth date,
    gender text,
    status text NOT NULL DEFAULT 'ACTIVE',
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX patients_partner_idx ON patients (partner_id, created_at DESC)`,
  `CREATE INDEX patients_doctor_idx ON patients (doctor_id, created_at DESC)`,
  `CREATE TABLE delegate_accesses (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    owner_user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    delegate_user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    status text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE','INACTIVE')),
    created_at timestamptz NOT NULL DEFAULT now(),
    revoked_at timestamptz,
    CHECK (owner_user_id <> delegate_user_id)
  )`,
  `CREATE INDEX delegate_accesses_owner_idx ON delegate_accesses (owner_user_id, created_at DESC)`,
  `CREATE INDEX delegate_accesses_delegate_idx ON delegate_accesses (delegate_user_id) WHERE status = 'ACTIVE'`,
  `CREATE UNIQUE INDEX delegate_accesses_active_pair_key ON delegate_accesses (owner_user_id, delegate_user_id) WHERE status = 'ACTIVE'`,
  `CREATE TABLE sessions (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    delegate_access_id uuid REFERENCES delegate_accesses(id) ON DELETE SET NULL,
    ip text,
    user_agent text,
    created_at timestamptz NOT NULL DEFAULT now(),
    last_used_at timestamptz NOT NULL DEFAULT now(),
    revoked_at timestamptz,
    revoked_reason text
  )`,
  `CREATE INDEX sessions_user_idx ON sessions (user_id, created_at DESC)`,
  `CREATE TABLE refresh_tokens (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    session_id uuid NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
    token_hash text NOT NULL UNIQUE,
    created_at timestamptz NOT NULL DEFAULT now(),
    expires_at timestamptz NOT NULL,
    used_at timestamptz
  )`,
  `CREATE INDEX refresh_tokens_session_idx ON refresh_tokens (session_id)`,
  `CREATE TABLE otp_codes (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    code_hash text NOT NULL,
    attempts integer NOT NULL DEFAULT 0,
    created_at timestamptz NOT NULL DEFAULT now(),
    expires_at timestamptz NOT NULL,
    consumed_at timestamptz
  )`,
  `CREATE INDEX otp_codes_user_idx ON otp_codes (user_id, created_at DESC)`,
  `CREATE TABLE auth_attempts (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    kind text NOT NULL CHECK (kind IN ('LOGIN_FAILURE','OTP_SENT')),
    key text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX auth_attempts_lookup_idx ON auth_attempts (kind, key, created_at DESC)`,
  `CREATE TABLE audit_logs (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    timestamp timestamptz NOT NULL DEFAULT now(),
    actor_user_id uuid,
    acting_for_user_id uuid,
    role text,
    action text NOT NULL,
    resource_type text NOT NULL,
    resource_id text,
    patient_id uuid,
    outcome text NOT NULL CHECK (outcome IN ('SUCCESS','FAILURE','DENIED')),
    ip text,
    user_agent text,
    details jsonb
  )`,
  `CREATE INDEX audit_logs_timestamp_idx ON audit_logs (timestamp DESC)`,
  `CREATE INDEX audit_logs_actor_idx ON audit_logs (actor_user_id, timestamp DESC)`,
  `CREATE INDEX audit_logs_patient_idx ON audit_logs (patient_id, timestamp DESC)`,
  `CREATE TABLE outbox_messages (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    channel text NOT NULL CHECK (channel IN ('email','sms')),
    recipient text NOT NULL,
    subject text NOT NULL,
    body text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX outbox_messages_recipient_idx ON outbox_messages (recipient, created_at DESC)`,
];

const tables = [
  'outbox_messages',
  'audit_logs',
  'auth_attempts',
  'otp_codes',
  'refresh_tokens',
  'sessions',
  'delegate_accesses',
  'patients',
  'partners',
  'doctors',
  'sales_people',
  'users',
];

export async function upFoundation(db: Kysely<unknown>): Promise<void> {
  for (const statement of up) await sql.raw(statement).execute(db);
}

export async function downFoundation(db: Kysely<unknown>): Promise<void> {
  for (const table of tables) await sql.raw(`DROP TABLE IF EXISTS ${table} CASCADE`).execute(db);
}
