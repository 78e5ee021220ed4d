import { type Kysely, sql } from 'kysely';

const up = [
  `CREATE TABLE products (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    name text NOT NULL,
    medication text NOT NULL,
    description text NOT NULL DEFAULT '',
    active boolean NOT NULL DEFAULT true,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE TABLE product_variations (
    key text PRIMARY KEY CHECK (key ~ '^[a-z0-9-]+$'),
    product_id uuid NOT NULL REFERENCES products(id) ON DELETE CASCADE,
    name text NOT NULL,
    dose text NOT NULL,
    monthly_price_cents integer NOT NULL CHECK (monthly_price_cents > 0),
    active boolean NOT NULL DEFAULT true,
    position integer NOT NULL DEFAULT 0
  )`,
  `CREATE INDEX product_variations_product_idx ON product_variations (product_id, position)`,
  `CREATE TABLE questionnaires (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    slug text NOT NULL UNIQUE,
    kind text NOT NULL CHECK (kind IN ('INTAKE','RENEWAL')),
    title text NOT NULL,
    version integer NOT NULL DEFAULT 1,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE TABLE questions (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    questionnaire_id uuid NOT NULL REFERENCES questionnaires(id) ON DELETE CASCADE,
    key text NOT NULL,
    position integer NOT NULL,
    step text NOT NULL,
    text text NOT NULL,
    help text,
    type text NOT NULL CHECK (type IN ('YES_NO','SINGLE_CHOICE','MULTI_CHOICE','TEXT','NUMBER','DATE','UPLOAD')),
    options jsonb NOT NULL DEFAULT '[]',
    required boolean NOT NULL DEFAULT true,
    shown_when jsonb,
    UNIQUE (questionnaire_id, key)
  )`,
  `CREATE INDEX questions_questionnaire_idx ON questions (questionnaire_id, position)`,
  `CREATE TABLE intakes (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    questionnaire_id uuid NOT NULL REFERENCES questionnaires(id),
    status text NOT NULL DEFAULT 'DRAFT' CHECK (status IN ('DRAFT','SUBMITTED','STOPPED')),
    token_hash text NOT NULL,
    user_id uuid REFERENCES users(id) ON DELETE SET NULL,
    partner_id uuid REFERENCES partners(id) ON DELETE SET NULL,
    renewal_of_order_id uuid,
    email text,
    phone text,
    profile jsonb NOT NULL DEFAULT '{}',
    answers jsonb NOT NULL DEFAULT '{}',
    current_step text,
    bmi numeric(5,1),
    screening jsonb,
    eligible boolean,
    submitted_at timestamptz,
    phone_code_hash text,
    phone_code_expires_at timestamptz,
    phone_code_attempts integer NOT NULL DEFAULT 0,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE UNIQUE INDEX intakes_token_key ON intakes (token_hash)`,
  `CREATE INDEX intakes_phone_idx ON intakes (phone, created_at DESC)`,
  `CREATE INDEX intakes_user_idx ON intakes (user_id, created_at DESC)`,
  `CREATE TABLE orders (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    number serial UNIQUE,
    patient_id uuid NOT NULL REFERENCES patients(id) ON DELETE CASCADE,
    partner_id uuid REFERENCES partners(id) ON DELETE SET NULL,
    doctor_id uuid REFERENCES doctors(id) ON DELETE SET NULL,
    intake_id uuid REFERENCES intakes(id) ON DELETE SET NULL,
    kind text NOT NULL DEFAULT 'NEW' CHECK (kind IN ('NEW','RENEWAL')),
    product_variation_key text NOT NULL REFERENCES product_variations(key),
    plan_months integer NOT NULL DEFAULT 1,
    amount_cents integer NOT NULL CHECK (amount_cents >= 0),
    status text NOT NULL DEFAULT 'PENDING_REVIEW',
    approval_status text NOT NULL DEFAULT 'PENDING',
    payment_status text NOT NULL DEFAULT 'UNPAID' CHECK (payment_status IN ('UNPAID','PAID','FAILED','REFUNDED')),
    screening_flags jsonb NOT NULL DEFAULT '[]',
    doctor_approve_questions_status text,
    doctor_denial_reason text,
    doctor_override_reason text,
    partner_note text,
    tracking_number text,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX orders_patient_idx ON orders (patient_id, created_at DESC)`,
  `CREATE INDEX orders_partner_idx ON orders (partner_id, created_at DESC)`,
  `CREATE INDEX orders_doctor_status_idx ON orders (doctor_id, status, created_at)`,
  `CREATE INDEX orders_status_idx ON orders (status, created_at)`,
  `CREATE TABLE consents (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    intake_id uuid NOT NULL REFERENCES intakes(id) ON DELETE CASCADE,
    order_id uuid REFERENCES orders(id) ON DELETE SET NULL,
    kind text NOT NULL CHECK (kind IN ('TELEHEALTH','PRIVACY')),
    text_version text NOT NULL,
    signed_name text NOT NULL,
    signed_at timestamptz NOT NULL DEFAULT now(),
    ip text,
    user_agent text
  )`,
  `CREATE INDEX consents_intake_idx ON consents (intake_id)`,
  `CREATE INDEX consents_order_idx ON consents (order_id)`,
  `CREATE TABLE payments (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    idempotency_key text NOT NULL UNIQUE,
    intake_id uuid REFERENCES intakes(id) ON DELETE SET NULL,
    order_id uuid REFERENCES orders(id) ON DELETE SET NULL,
    amount_cents integer NOT NULL,
    status text NOT NULL CHECK (status IN ('PENDING','SUCCEEDED','DECLINED')),
    provider text NOT NULL,
    provider_ref text,
    card_brand text,
    card_last4 text,
    decline_code text,
    decline_message text,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX payments_order_idx ON payments (order_id)`,
  `CREATE INDEX payments_intake_idx ON payments (intake_id)`,
  `CREATE TABLE subscriptions (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    patient_id uuid NOT NULL REFERENCES patients(id) ON DELETE CASCADE,
    product_variation_key text NOT NULL REFERENCES product_variations(key),
    plan_months integer NOT NULL,
    status text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE','CANCELLED')),
    provider_ref text,
    current_period_end timestamptz NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX subscriptions_patient_idx ON subscriptions (patient_id)`,
  `CREATE TABLE uploads (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    key text NOT NULL UNIQUE,
    purpose text NOT NULL,
    content_type text NOT NULL,
    max_bytes integer NOT NULL,
    size_bytes integer,
    user_id uuid REFERENCES users(id) ON DELETE SET NULL,
    intake_id uuid REFERENCES intakes(id) ON DELETE SET NULL,
    uploaded_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
];

const tables = [
  'uploads',
  'subscriptions',
  'payments',
  'consents',
  'orders',
  'intakes',
  'questions',
  'questionnaires',
  'product_variations',
  'products',
];

export async function upIntakeOrders(db: Kysely<unknown>): Promise<void> {
  for (const statement of up) await sql.raw(statement).execute(db);
}

export async function downIntakeOrders(db: Kysely<unknown>): Promise<void> {
  for (const table of tables) await sql.raw(`DROP TABLE IF EXISTS ${table} CASCADE`).execute(db);
}
