import { type Kysely, sql } from 'kysely';

/**
 * The clinician workflow: pharmacies and which doctors may use them, prescriptions and their pharmacy status,
 * the sandbox pharmacy's own records, saved payment cards, webhook-order feeds, and the prescription details
 * a doctor fills in on an order before it becomes a prescription.
 */
const up = [
  `ALTER TABLE orders
    ADD COLUMN created_by_doctor boolean NOT NULL DEFAULT false,
    ADD COLUMN rx_directions text,
    ADD COLUMN rx_quantity integer CHECK (rx_quantity IS NULL OR rx_quantity BETWEEN 1 AND 100),
    ADD COLUMN rx_refills integer CHECK (rx_refills IS NULL OR rx_refills BETWEEN 0 AND 12),
    ADD COLUMN rx_days_supply integer CHECK (rx_days_supply IS NULL OR rx_days_supply BETWEEN 1 AND 365),
    ADD COLUMN doctor_note text`,
  `CREATE TABLE pharmacies (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    provider text NOT NULL UNIQUE CHECK (provider IN ('RX_PROVIDER','DIGITAL_RX')),
    name text NOT NULL,
    active boolean NOT NULL DEFAULT true,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE TABLE pharmacy_assignments (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    doctor_id uuid NOT NULL REFERENCES doctors(id) ON DELETE CASCADE,
    pharmacy_id uuid NOT NULL REFERENCES pharmacies(id) ON DELETE CASCADE,
    created_at timestamptz NOT NULL DEFAULT now(),
    UNIQUE (doctor_id, pharmacy_id)
  )`,
  `CREATE TABLE prescriptions (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    number serial UNIQUE,
    order_id uuid NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
    patient_id uuid NOT NULL REFERENCES patients(id) ON DELETE CASCADE,
    doctor_id uuid NOT NULL REFERENCES doctors(id),
    product_variation_key text NOT NULL REFERENCES product_variations(key),
    medication text NOT NULL,
    dose text NOT NULL,
    directions text NOT NULL,
    quantity integer NOT NULL CHECK (quantity BETWEEN 1 AND 100),
    refills integer NOT NULL CHECK (refills BETWEEN 0 AND 12),
    days_supply integer NOT NULL CHECK (days_supply BETWEEN 1 AND 365),
    note text,
    status text NOT NULL DEFAULT 'CREATED' CHECK (status IN ('CREATED','SENDING','FAILED','RECEIVED','PROCESSING','SHIPPED','DELIVERED','CANCELLED')),
    pharmacy_id uuid REFERENCES pharmacies(id),
    external_id text,
    tracking_number text,
    failure_reason text,
    sent_at timestamptz,
    status_checked_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  // One prescription per order: sending twice, or two tabs at once, can never make a second one.
  `CREATE UNIQUE INDEX prescriptions_order_key ON prescriptions (order_id)`,
  `CREATE INDEX prescriptions_doctor_idx ON prescriptions (doctor_id, created_at DESC)`,
  `CREATE INDEX prescriptions_open_idx ON prescriptions (status_checked_at) WHERE status IN ('RECEIVED','PROCESSING','SHIPPED')`,
  `CREATE TABLE sandbox_pharmacy_orders (
    id text PRIMARY KEY,
    provider text NOT NULL CHECK (provider IN ('RX_PROVIDER','DIGITAL_RX')),
    reference text NOT NULL,
    payload jsonb NOT NULL,
    tracking_number text NOT NULL,
    received_at timestamptz NOT NULL DEFAULT now(),
    UNIQUE (provider, reference)
  )`,
  `CREATE TABLE payment_cards (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    provider text NOT NULL,
    provider_ref text NOT NULL,
    brand text NOT NULL,
    last4 text NOT NULL,
    exp_month integer NOT NULL,
    exp_year integer NOT NULL,
    is_default boolean NOT NULL DEFAULT false,
    created_at timestamptz NOT NULL DEFAULT now(),
    deleted_at timestamptz
  )`,
  `CREATE INDEX payment_cards_user_idx ON payment_cards (user_id, created_at) WHERE deleted_at IS NULL`,
  `CREATE UNIQUE INDEX payment_cards_one_default ON payment_cards (user_id) WHERE is_default AND deleted_at IS NULL`,
  `CREATE TABLE webhook_orders (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    source text NOT NULL CHECK (source IN ('DOCTOR','PARTNER')),
    doctor_id uuid REFERENCES doctors(id) ON DELETE CASCADE,
    partner_id uuid REFERENCES partners(id) ON DELETE CASCADE,
    created_by uuid REFERENCES users(id) ON DELETE SET NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    CHECK ((source = 'DOCTOR' AND doctor_id IS NOT NULL AND partner_id IS NULL) OR (source = 'PARTNER' AND partner_id IS NOT NULL AND doctor_id IS NULL))
  )`,
  `CREATE UNIQUE INDEX webhook_orders_doctor_key ON webhook_orders (doctor_id) WHERE doctor_id IS NOT NULL`,
  `CREATE UNIQUE INDEX webhook_orders_partner_key ON webhook_orders (partner_id) WHERE partner_id IS NOT NULL`,
];

export async function upClinician(db: Kysely<unknown>): Promise<void> {
  for (const statement of up) await sql.raw(statement).execute(db);
}

export async function downClinician(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'webhook_orders',
    'payment_cards',
    'sandbox_pharmacy_orders',
    'prescriptions',
    'pharmacy_assignments',
    'pharmacies',
  ]) {
    await sql.raw(`DROP TABLE IF EXISTS ${table} CASCADE`).execute(db);
  }
  await sql
    .raw(
      `ALTER TABLE orders DROP COLUMN created_by_doctor, DROP COLUMN rx_directions, DROP COLUMN rx_quantity, DROP COLUMN rx_refills, DROP COLUMN rx_days_supply, DROP COLUMN doctor_note`,
    )
    .execute(db);
}
