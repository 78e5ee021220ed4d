import { type Kysely, sql } from 'kysely';

/**
 * What the partner portal's care screens need:
 *
 * - Renewals are orders: a treatment starts on `start_date` (editable by the partner, set when the order is approved;
 *   existing active orders start on the day they were made) and runs `plan_months`, so it renews on `renews_on`, a
 *   stored generated column so that "renewals due in the next N days" is an index range, not a computation per row.
 *   `renewal_status` is the partner's follow-up of that renewal.
 * - A patient's status is one of three values the partner chooses between.
 * - `external_patients`: the patients a partner imported from another telehealth service, kept apart from ours
 *   (never merged: they have no account, no intake, no order here).
 * - Indexes for the partner's lists and counts, matching their filters and sorts.
 */
const UP = [
  `ALTER TABLE orders ADD COLUMN start_date date`,
  `ALTER TABLE orders ADD COLUMN renews_on date GENERATED ALWAYS AS ((start_date + make_interval(months => plan_months))::date) STORED`,
  `ALTER TABLE orders ADD COLUMN renewal_status text NOT NULL DEFAULT 'PENDING'
     CHECK (renewal_status IN ('PENDING','CONTACTED','RENEWING','NOT_RENEWING'))`,
  `UPDATE orders SET start_date = (created_at AT TIME ZONE 'UTC')::date
     WHERE status IN ('APPROVED','SENT_TO_PHARMACY','SHIPPED','DELIVERED')`,
  `ALTER TABLE patients ADD CONSTRAINT patients_status_check CHECK (status IN ('ACTIVE','PAUSED','INACTIVE'))`,
  // The partner's upcoming renewals: active treatments by renewal day (the statuses are the treatments in progress).
  `CREATE INDEX orders_partner_renews_idx ON orders (partner_id, renews_on, id)
     WHERE renews_on IS NOT NULL AND status IN ('APPROVED','SENT_TO_PHARMACY','SHIPPED','DELIVERED')`,
  // The partner's orders by number (a sort the list offers) and their quick-approval list (awaiting the partner).
  `CREATE INDEX orders_partner_number_idx ON orders (partner_id, number)`,
  `CREATE INDEX orders_partner_awaiting_idx ON orders (partner_id, created_at, id)
     WHERE status = 'PENDING_REVIEW' AND approval_status = 'PENDING'`,
  `CREATE TABLE external_patients (
     id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
     partner_id uuid NOT NULL REFERENCES partners(id),
     source text NOT NULL,
     external_id text NOT NULL,
     first_name text NOT NULL,
     last_name text NOT NULL,
     email text,
     phone_number text,
     status text,
     medication text,
     last_order_at timestamptz,
     imported_at timestamptz NOT NULL DEFAULT now(),
     UNIQUE (partner_id, source, external_id)
   )`,
  `CREATE INDEX external_patients_partner_name_idx ON external_patients (partner_id, last_name, first_name, id)`,
  `CREATE INDEX external_patients_partner_imported_idx ON external_patients (partner_id, imported_at, id)`,
];

const DOWN = [
  `DROP TABLE external_patients`,
  `DROP INDEX orders_partner_awaiting_idx`,
  `DROP INDEX orders_partner_number_idx`,
  `DROP INDEX orders_partner_renews_idx`,
  `ALTER TABLE patients DROP CONSTRAINT patients_status_check`,
  `ALTER TABLE orders DROP COLUMN renewal_status`,
  `ALTER TABLE orders DROP COLUMN renews_on`,
  `ALTER TABLE orders DROP COLUMN start_date`,
];

export async function upPartnerCare(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await sql.raw(statement).execute(db);
}

export async function downPartnerCare(db: Kysely<unknown>): Promise<void> {
  for (const statement of DOWN) await sql.raw(statement).execute(db);
}
