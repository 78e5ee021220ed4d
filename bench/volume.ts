/**
 * Volume data for the list benchmarks: doctors, partners, patients (with their users), orders and payments,
 * inserted set-based with generate_series (one statement per batch), on PGlite or PostgreSQL.
 *
 * Shape: 199 more doctors and 1,000 partners (created once); about one patient per three orders; 60% of
 * patients came through a partner (doctor = the partner's doctor at the time; 2% of them since moved to
 * another doctor), 40% are assigned to a doctor directly. A quarter of the partner patients come through Harbor
 * (harbor@demo.test, a partner without a doctor: its patients spread over the volume's doctors), the big partner of
 * the bench's partner cases: 50,000 patients at 1,000,000 orders. The demo doctor (doctor@demo.test) gets a fixed
 * 5%: every 20th partner is theirs and 5% of direct patients, so its queue grows with the volume. Statuses
 * are mostly finished (3% PENDING_REVIEW), created_at spread over 3 years (open orders within 30 days).
 * Every 100,000th patient, from the first, is a `Zyszkowski` of the demo doctor: the rare-name search.
 * Each order has one SUCCEEDED payment (REFUNDED orders were paid too); orders copy their patient's
 * doctor_id and partner_id. Orders sent to the pharmacy or beyond have their order's doctor's prescription.
 */
import { sql, type Kysely } from 'kysely';
import { createAuditPartitions } from '#server/platform/audit/partitions';
import type { Database } from '#server/platform/db/schema';

type Db = Kysely<Database>;

export const RARE_LAST_NAME = 'Zyszkowski';
const VOLUME_DOMAIN = '@volume.test';
const EXTRA_DOCTORS = 199;
const PARTNERS = 1000;
const DEMO_SHARE_EVERY = 20; // 1 in 20 = 5%
const RARE_EVERY = 100_000;
/** Volume users cannot sign in: not a valid argon2 hash. */
const NO_PASSWORD = '!volume-seed';

// Common US first and last names (census lists); none of them is the rare name.
const FIRST_NAMES = `James Mary Robert Patricia John Jennifer Michael Linda David Elizabeth William Barbara Richard Susan Joseph Jessica
Thomas Sarah Christopher Karen Charles Lisa Daniel Nancy Matthew Betty Anthony Sandra Mark Margaret Donald Ashley Steven Kimberly
Andrew Emily Paul Donna Joshua Michelle Kenneth Carol Kevin Amanda Brian Melissa George Deborah Timothy Stephanie Ronald Rebecca
Jason Sharon Edward Laura Jeffrey Cynthia Ryan Dorothy Jacob Amy Gary Kathleen Nicholas Angela Eric Shirley Jonathan Emma Stephen
Brenda Larry Pamela Justin Nicole Scott Anna Brandon Samantha Benjamin Katherine Samuel Christine Gregory Debra Alexander Rachel
Patrick Carolyn Frank Janet Raymond Maria Jack Olivia Dennis Heather Jerry Helen Tyler Catherine Aaron Diane Jose Julie Adam Victoria
Nathan Joyce Henry Lauren Zachary Kelly Douglas Christina Peter Ruth Kyle Joan Noah Virginia Ethan Judith Jeremy Evelyn Walter
Hannah Christian Andrea Keith Megan Roger Cheryl Terry Jacqueline Austin Madison Sean Teresa Gerald Abigail Carl Sophia Harold
Martha Dylan Sara Arthur Gloria Lawrence Janice Jordan Kathryn Jesse Ann Bryan Isabella Billy Judy Bruce Charlotte Gabriel Julia
Joe Grace Logan Amber Alan Alice Juan Jean Albert Denise Willie Frances Elijah Danielle Wayne Marilyn Randy Natalie Vincent Beverly
Mason Diana Roy Brittany Ralph Theresa Bobby Kayla Russell Alexis Bradley Doris Philip Lori Eugene Tiffany`.split(/\s+/);
const LAST_NAMES = `Smith Johnson Williams Brown Jones Garcia Miller Davis Rodriguez Martinez Hernandez Lopez Gonzalez Wilson Anderson
Thomas Taylor Moore Jackson Martin Lee Perez Thompson White Harris Sanchez Clark Ramirez Lewis Robinson Walker Young Allen King
Wright Scott Torres Nguyen Hill Flores Green Adams Nelson Baker Hall Rivera Campbell Mitchell Carter Roberts Gomez Phillips Evans
Turner Diaz Parker Cruz Edwards Collins Reyes Stewart Morris Morales Murphy Cook Rogers Gutierrez Ortiz Morgan Cooper Peterson
Bailey Reed Kelly Howard Ramos Kim Cox Ward Richardson Watson Brooks Chavez Wood James Bennett Gray Mendoza Ruiz Hughes Price
Alvarez Castillo Sanders Patel Myers Long Ross Foster Jimenez Powell Jenkins Perry Russell Sullivan Bell Coleman Butler Henderson
Barnes Gonzales Fisher Vasquez Simmons Romero Jordan Patterson Alexander Hamilton Graham Reynolds Griffin Wallace Moreno West
Cole Hayes Bryant Herrera Gibson Ellis Tran Medina Aguilar Stevens Murray Ford Castro Marshall Owens Harrison Fernandez McDonald
Woods Washington Kennedy Wells Vargas Henry Chen Freeman Webb Tucker Guzman Burns Crawford Olson Simpson Porter Hunter Gordon
Mendez Silva Shaw Snyder Mason Dixon Munoz Hunt Hicks Holmes Palmer Wagner Black Robertson Boyd Rose Stone Salazar Fox Warren
Mills Meyer Rice Schmidt Garza Daniels Ferguson Nichols Stephens Soto Weaver Ryan Gardner Payne Grant Dunn Kelley Spencer Hawkins`.split(
  /\s+/,
);
const STATES = ['CA', 'TX', 'FL', 'NY', 'PA', 'IL', 'OH', 'GA', 'NC', 'MI', 'NJ', 'VA', 'WA', 'AZ', 'MA', 'TN', 'IN', 'MO', 'MD', 'CO'];
/** A real city and ZIP code of each of STATES (same order), so that a volume patient's ZIP is in their state. */
const TOWNS: readonly [city: string, zipcode: string][] = [
  ['Sacramento', '95814'],
  ['Austin', '78701'],
  ['Orlando', '32801'],
  ['Buffalo', '14202'],
  ['Pittsburgh', '15222'],
  ['Chicago', '60601'],
  ['Columbus', '43215'],
  ['Atlanta', '30303'],
  ['Raleigh', '27601'],
  ['Detroit', '48226'],
  ['Newark', '07102'],
  ['Richmond', '23219'],
  ['Spokane', '99201'],
  ['Phoenix', '85004'],
  ['Boston', '02108'],
  ['Nashville', '37203'],
  ['Indianapolis', '46204'],
  ['St. Louis', '63101'],
  ['Baltimore', '21202'],
  ['Denver', '80202'],
];

/**
 * The CTEs that create `count` volume staff accounts, `vol-<kind>-NNNN@volume.test`, named by the common census names
 * (every `first`th and `last`th): `src` (g, user_id) for the statement's INSERT of their doctor or partner rows.
 */
const staffUsers = (kind: 'doctor' | 'partner', count: number, step: { first: number; last: number }) => sql`
      WITH src AS MATERIALIZED (
        SELECT g, gen_random_uuid() AS user_id FROM generate_series(1, ${count}::int) AS g
      ), u AS (
        INSERT INTO users (id, email, password_hash, first_name, last_name, role)
        SELECT user_id, ${`vol-${kind}-`} || lpad(g::text, 4, '0') || ${VOLUME_DOMAIN}, ${NO_PASSWORD},
               (${FIRST_NAMES}::text[])[1 + (g * ${step.first}::int) % ${FIRST_NAMES.length}::int],
               (${LAST_NAMES}::text[])[1 + (g * ${step.last}::int) % ${LAST_NAMES.length}::int], ${kind === 'doctor' ? 'DOCTOR' : 'GYM_OWNER'}
        FROM src
      )`;

type Staff = { demoDoctorId: string; doctorIds: string[]; partnerIds: string[]; partnerDoctorIds: string[]; bigPartnerId: string };
/** The share of partner patients who come through harbor@demo.test: 50,000 patients at 1,000,000 orders. */
const BIG_PARTNER_SHARE = 0.25;

/** The demo doctor, 199 more doctors and 1,000 partners (every 20th one the demo doctor's), created once. */
async function ensureStaff(db: Db): Promise<Staff> {
  const demoDoctor = await db
    .selectFrom('doctors as d')
    .innerJoin('users as u', 'u.id', 'd.user_id')
    .select('d.id')
    .where(sql`lower(u.email)`, '=', 'doctor@demo.test')
    .executeTakeFirst();
  if (!demoDoctor) throw new Error('The demo seed must run first: doctor@demo.test is missing');
  const doctorsOf = () =>
    db
      .selectFrom('doctors as d')
      .innerJoin('users as u', 'u.id', 'd.user_id')
      .select('d.id')
      .where('u.email', 'like', `vol-doctor-%${VOLUME_DOMAIN}`)
      .orderBy('u.email')
      .execute();
  let doctors = await doctorsOf();
  if (doctors.length === 0) {
    await sql`
      ${staffUsers('doctor', EXTRA_DOCTORS, { first: 1, last: 7 })}
      INSERT INTO doctors (user_id, npi, license_states)
      SELECT user_id, lpad((1000000000 + g)::text, 10, '0'), ARRAY[(${STATES}::text[])[1 + g % 20], (${STATES}::text[])[1 + (g + 7) % 20]]
      FROM src`.execute(db);
    doctors = await doctorsOf();
  }
  const doctorIds = doctors.map((d) => d.id);
  const partnersOf = () =>
    db
      .selectFrom('partners as p')
      .innerJoin('users as u', 'u.id', 'p.user_id')
      .select(['p.id', 'p.doctor_id'])
      .where((eb) => eb.or([eb('u.email', 'like', `vol-partner-%${VOLUME_DOMAIN}`), eb('u.email', '=', 'partner@demo.test')]))
      .orderBy('u.email')
      .execute();
  let partners = await partnersOf();
  if (partners.length <= 1) {
    await sql`
      ${staffUsers('partner', PARTNERS, { first: 3, last: 11 })}
      INSERT INTO partners (user_id, business_name, doctor_id)
      SELECT user_id, (${LAST_NAMES}::text[])[1 + (g * 11) % ${LAST_NAMES.length}::int] || ' Fitness ' || g,
             CASE WHEN g % ${DEMO_SHARE_EVERY}::int = 0 THEN ${demoDoctor.id}::uuid ELSE (${doctorIds}::uuid[])[1 + g % ${doctorIds.length}::int] END
      FROM src`.execute(db);
    partners = await partnersOf();
  }
  // The big partner (the bench's partner cases sign in as it): Harbor, of the demo data, with no doctor of its own.
  const big = await db
    .selectFrom('partners as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select('p.id')
    .where('u.email', '=', 'harbor@demo.test')
    .executeTakeFirstOrThrow();
  return {
    bigPartnerId: big.id,
    demoDoctorId: demoDoctor.id,
    doctorIds,
    partnerIds: partners.map((p) => p.id),
    partnerDoctorIds: partners.map((p) => p.doctor_id ?? demoDoctor.id),
  };
}

/** Patients and orders (with payments) for one batch: patients numbered from `firstSeq`, orders spread over them. */
async function insertBatch(db: Db, staff: Staff, firstSeq: number, patients: number, orders: number) {
  const variations = await db.selectFrom('product_variations').select(['key', 'monthly_price_cents']).orderBy('key').execute();
  const lastSeq = firstSeq + patients - 1;
  await sql`
    WITH src AS MATERIALIZED (
      SELECT g AS seq, gen_random_uuid() AS user_id, gen_random_uuid() AS patient_id,
             (${FIRST_NAMES}::text[])[1 + floor(random() * ${FIRST_NAMES.length}::int)::int] AS first_name,
             CASE WHEN g % ${RARE_EVERY}::int = 1 THEN ${RARE_LAST_NAME}
                  ELSE (${LAST_NAMES}::text[])[1 + floor(random() * ${LAST_NAMES.length}::int)::int] END AS last_name,
             CASE WHEN g % ${RARE_EVERY}::int = 1 THEN 'rare' WHEN g % 10 < 6 THEN 'partner' ELSE 'direct' END AS channel,
             CASE WHEN random() < ${BIG_PARTNER_SHARE} THEN 0 ELSE 1 + floor(random() * ${staff.partnerIds.length}::int)::int END AS partner_ix,
             random() AS r,
             now() - random() * interval '3 years' AS created_at
      FROM generate_series(${firstSeq}::int, ${lastSeq}::int) AS g
    ), assigned AS MATERIALIZED (
      SELECT s.*,
             CASE WHEN channel = 'partner' AND partner_ix = 0 THEN ${staff.bigPartnerId}::uuid
                  WHEN channel = 'partner' THEN (${staff.partnerIds}::uuid[])[partner_ix] END AS partner_id,
             CASE WHEN channel = 'rare' THEN ${staff.demoDoctorId}::uuid
                  WHEN channel = 'partner' AND partner_ix > 0 AND r >= 0.02 THEN (${staff.partnerDoctorIds}::uuid[])[partner_ix]
                  WHEN channel = 'direct' AND r < 1.0 / ${DEMO_SHARE_EVERY}::int THEN ${staff.demoDoctorId}::uuid
                  ELSE (${staff.doctorIds}::uuid[])[1 + seq % ${staff.doctorIds.length}::int] END AS doctor_id
      FROM src AS s
    ), picks AS MATERIALIZED (
      SELECT ${firstSeq}::int + floor(random() * ${patients}::int)::int AS seq, random() AS rs, random() AS rt,
             1 + floor(random() * ${variations.length}::int)::int AS v, (ARRAY[1, 1, 1, 3, 3, 6])[1 + floor(random() * 6)::int] AS months
      FROM generate_series(1, ${orders}::int)
    ), ord AS MATERIALIZED (
      SELECT gen_random_uuid() AS id, a.patient_id, a.partner_id, a.doctor_id, p.months,
             (${variations.map((v) => v.key)}::text[])[p.v] AS variation,
             (${variations.map((v) => v.monthly_price_cents)}::int[])[p.v] * p.months AS amount_cents,
             CASE WHEN rs < 0.03 THEN 'PENDING_REVIEW' WHEN rs < 0.05 THEN 'APPROVED' WHEN rs < 0.08 THEN 'SENT_TO_PHARMACY'
                  WHEN rs < 0.18 THEN 'SHIPPED' WHEN rs < 0.80 THEN 'DELIVERED' WHEN rs < 0.90 THEN 'CANCELLED' ELSE 'DENIED' END AS status,
             a.created_at AS patient_created_at, p.rt
      FROM picks AS p JOIN assigned AS a USING (seq)
    ), timed AS MATERIALIZED (
      SELECT ord.*,
             CASE WHEN status IN ('PENDING_REVIEW', 'APPROVED', 'SENT_TO_PHARMACY')
                  THEN greatest(patient_created_at, now() - rt * interval '30 days')
                  ELSE patient_created_at + rt * (now() - patient_created_at) END AS created_at,
             CASE status WHEN 'PENDING_REVIEW' THEN 'PENDING' WHEN 'DENIED' THEN 'DENIED' ELSE 'APPROVED' END AS approval
      FROM ord
    ), new_users AS (
      INSERT INTO users (id, email, password_hash, first_name, last_name, phone_number, role, created_at, updated_at)
      SELECT user_id, lower(first_name || '.' || last_name) || '.' || seq || ${VOLUME_DOMAIN}, ${NO_PASSWORD}, first_name, last_name,
             '+1' || (2000000000 + seq)::text, 'PATIENT', created_at, created_at
      FROM assigned
    ), new_patients AS (
      INSERT INTO patients (id, user_id, partner_id, doctor_id, address1, city, state, zipcode, country, date_of_birth, gender, created_at, updated_at)
      SELECT patient_id, user_id, partner_id, doctor_id, (100 + seq % 9000) || ' Main Street', (${TOWNS.map((t) => t[0])}::text[])[1 + seq % 20],
             (${STATES}::text[])[1 + seq % 20], (${TOWNS.map((t) => t[1])}::text[])[1 + seq % 20], 'US',
             date '1950-01-01' + (seq * 37) % 19000, (ARRAY['female', 'male'])[1 + seq % 2], created_at, created_at
      FROM assigned
    ), new_orders AS (
      INSERT INTO orders (id, patient_id, partner_id, doctor_id, product_variation_key, plan_months, amount_cents, status, approval_status,
                          payment_status, doctor_approve_questions_status, tracking_number, created_at, updated_at)
      SELECT id, patient_id, partner_id, doctor_id, variation, months, amount_cents, status, approval,
             CASE WHEN status IN ('CANCELLED', 'DENIED') THEN 'REFUNDED' ELSE 'PAID' END,
             CASE WHEN status <> 'PENDING_REVIEW' THEN approval END,
             CASE WHEN status IN ('SHIPPED', 'DELIVERED') THEN '1ZVOL' || upper(substr(replace(id::text, '-', ''), 1, 13)) END,
             created_at, created_at
      FROM timed
      RETURNING id, patient_id, doctor_id, product_variation_key AS variation, plan_months, status, tracking_number, created_at
    ), new_prescriptions AS (
      INSERT INTO prescriptions (order_id, patient_id, doctor_id, product_variation_key, medication, dose, directions, quantity,
                                 refills, days_supply, status, external_id, tracking_number, sent_at, created_at, updated_at)
      SELECT t.id, t.patient_id, t.doctor_id, t.variation, v.name, v.dose, 'Inject once weekly under the skin.', 4 * t.plan_months,
             0, 28 * t.plan_months, CASE t.status WHEN 'SENT_TO_PHARMACY' THEN 'RECEIVED' ELSE t.status END,
             'vol-rx-' || t.id, t.tracking_number, t.created_at, t.created_at, t.created_at
      FROM new_orders AS t JOIN product_variations AS v ON v.key = t.variation
      WHERE t.status IN ('SENT_TO_PHARMACY', 'SHIPPED', 'DELIVERED')
    )
    INSERT INTO payments (idempotency_key, order_id, amount_cents, status, provider, provider_ref, card_brand, card_last4, created_at)
    SELECT 'volume-' || id, id, amount_cents, 'SUCCEEDED', 'sandbox', 'sandbox_pi_volume_' || id, 'visa', '4242', created_at
    FROM timed`.execute(db);
}

export type VolumeProgress = (done: number, total: number) => void;

/**
 * Grows the database to at least `targetOrders` rows in `orders` (adding volume patients, orders and payments),
 * then refreshes the planner's statistics. Returns the number of orders added.
 */
export async function growVolume(db: Db, targetOrders: number, options: { batch?: number; progress?: VolumeProgress } = {}) {
  const have = Number((await sql<{ n: string }>`SELECT count(*) AS n FROM orders`.execute(db)).rows[0].n);
  return addVolume(db, Math.max(0, targetOrders - have), options);
}

/** Adds `orders` volume orders (and about a third as many patients) in batches. */
export async function addVolume(db: Db, orders: number, options: { batch?: number; progress?: VolumeProgress } = {}) {
  if (orders <= 0) return 0;
  const batch = options.batch ?? 50_000;
  const staff = await ensureStaff(db);
  const counted = await sql<{ n: string }>`
    SELECT count(*) AS n FROM users WHERE role = 'PATIENT' AND email LIKE ${`%${VOLUME_DOMAIN}`}`.execute(db);
  let nextSeq = Number(counted.rows[0].n) + 1;
  for (let done = 0; done < orders;) {
    const n = Math.min(batch, orders - done);
    const patients = Math.max(1, Math.round(n / 3));
    await insertBatch(db, staff, nextSeq, patients, n);
    nextSeq += patients;
    done += n;
    options.progress?.(done, orders);
  }
  await addTreatmentVolume(db);
  // What autovacuum would have done on a live database: statistics for the planner, and the visibility map
  // that lets counts use index-only scans.
  await sql`VACUUM (ANALYZE) users, patients, partners, doctors, orders, payments, prescriptions, treatment_plans, activities`.execute(db);
  return orders;
}

/**
 * Treatment and weight histories for the outcome views (README "Outcomes"): one volume patient in four without a plan
 * gets one (semaglutide or tirzepatide, on the maintenance dose since week 20; 85% active, 7% paused, 8% canceled),
 * started when they joined, with a weight every four weeks since (the monthly check-in): most on the trial curve
 * (STEP 1 / SURMOUNT-1 shape, 75% to 125% of the mean) with +/-1.5 lb noise, 12% non-responders (15% of it), and one in
 * five stopped logging after a few months.
 */
async function addTreatmentVolume(db: Db) {
  await sql`
    WITH chosen AS MATERIALIZED (
      SELECT p.id AS patient_id, p.created_at, random() AS r,
             CASE WHEN random() < 0.5 THEN 'semaglutide' ELSE 'tirzepatide' END AS medication
      FROM patients p JOIN users u ON u.id = p.user_id
      WHERE u.email LIKE ${`%${VOLUME_DOMAIN}`} AND random() < 0.25
        AND NOT EXISTS (SELECT 1 FROM treatment_plans tp WHERE tp.patient_id = p.id)
    ), plans AS (
      INSERT INTO treatment_plans (patient_id, medication, step_index, status, step_started_at, created_at, updated_at)
      SELECT patient_id, medication, CASE medication WHEN 'semaglutide' THEN 4 ELSE 5 END,
             CASE WHEN r < 0.85 THEN 'ACTIVE' WHEN r < 0.92 THEN 'PAUSED' ELSE 'CANCELED' END,
             least(now(), created_at + interval '20 weeks'), created_at, created_at
      FROM chosen
      RETURNING patient_id, medication, created_at
    ), shaped AS (
      SELECT pl.*, 180 + random() * 100 AS start_weight,
             CASE WHEN random() < 0.12 THEN 0.15 ELSE 0.75 + random() * 0.5 END AS response,
             CASE WHEN random() < 0.2 THEN 3 + floor(random() * 6)::int ELSE 1000 END AS last_month,
             CASE pl.medication WHEN 'semaglutide' THEN 14.9 ELSE 20.9 END AS trial_loss
      FROM plans pl
    )
    INSERT INTO activities (patient_id, activity_type, name, duration, date, weight, created_at, updated_at)
    SELECT s.patient_id, 'WEIGHT', 'Weight Tracking', 0, (s.created_at + k * interval '28 days')::date,
           round((s.start_weight * (1 - s.response * s.trial_loss / 100 * least(1, (1 - exp(-k * 4 / 18.0)) / 0.98))
                  + CASE WHEN k = 0 THEN 0 ELSE (random() - 0.5) * 3 END)::numeric, 1),
           s.created_at + k * interval '28 days', s.created_at + k * interval '28 days'
    FROM shaped s
    CROSS JOIN LATERAL generate_series(0, least(s.last_month, floor(extract(epoch FROM now() - s.created_at) / (28 * 86400))::int)) AS k`.execute(
    db,
  );
}

/** The audit rows per order of the volume: 100,000,000 at 1,000,000 orders, the log of a platform's six years. */
export const AUDIT_ROWS_PER_ORDER = Number(process.env.BENCH_AUDIT_PER_ORDER ?? 100);
const AUDIT_YEARS = 6;
const AUDIT_ACTIONS = ['LIST', 'READ', 'READ', 'READ', 'LIST', 'UPDATE', 'LOGIN', 'CREATE', 'DOWNLOAD', 'EXPORT'];
const AUDIT_RESOURCES = ['patient', 'order', 'prescription', 'patient_profile', 'user', 'chat_message'];

/** Runs `fill` on a month's partition detached from the log and stripped of its indexes, then attaches it again. */
async function withoutIndexes(db: Db, part: string, fill: () => Promise<unknown>) {
  const { rows } = await sql<{ bound: string }>`
    SELECT pg_get_expr(c.relpartbound, c.oid) AS bound FROM pg_class c WHERE c.relname = ${part}`.execute(db);
  await sql`ALTER TABLE audit_logs DETACH PARTITION ${sql.id(part)}`.execute(db);
  const constraints = await sql<{ name: string }>`
    SELECT conname AS name FROM pg_constraint WHERE conrelid = ${part}::regclass AND contype IN ('p', 'u')`.execute(db);
  for (const { name } of constraints.rows) await sql`ALTER TABLE ${sql.id(part)} DROP CONSTRAINT ${sql.id(name)}`.execute(db);
  const indexes = await sql<{ name: string }>`
    SELECT c.relname AS name FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid WHERE i.indrelid = ${part}::regclass`.execute(db);
  for (const { name } of indexes.rows) await sql`DROP INDEX ${sql.id(name)}`.execute(db);
  await fill();
  await sql`ALTER TABLE audit_logs ATTACH PARTITION ${sql.id(part)} ${sql.raw(rows[0].bound)}`.execute(db);
}

/**
 * Grows `audit_logs` to at least `target` rows, set-based: the rows are spread evenly over the last six years and
 * written a month at a time, each into its partition while it is detached and without indexes, which attaching it
 * again builds by sorting (migration 0048 makes months the same way when rows waited in the default partition).
 * Inserted through the partitioned table's seven indexes at random times, a million rows took minutes; this way a
 * month of 1.4 million takes seconds. By the volume's staff and the demo accounts about the volume's patients; mostly
 * reads, 2% DENIED, 1% FAILURE. Returns the rows added.
 */
export async function growAuditVolume(db: Db, target: number, options: { progress?: VolumeProgress } = {}) {
  const have = Number((await sql<{ n: string }>`SELECT count(*) AS n FROM audit_logs`.execute(db)).rows[0].n);
  const rows = Math.max(0, target - have);
  if (rows === 0) return 0;
  const now = new Date();
  const from = new Date(now.getTime() - AUDIT_YEARS * 365.25 * 86_400_000);
  await createAuditPartitions(db, from, now);
  // Who acts (staff and demo accounts) and about whom (a sample of patients): ids drawn from arrays, no join per row.
  const actors = (
    await sql<{ id: string; role: string }>`
      SELECT id, role FROM users WHERE role <> 'PATIENT' ORDER BY email LIMIT 2000`.execute(db)
  ).rows;
  const patients = (
    await sql<{ id: string }>`SELECT id FROM patients ORDER BY (sort_last_name = ${RARE_LAST_NAME}) DESC, id LIMIT 20000`.execute(db)
  ).rows.map((r) => r.id);
  // The six years as months (the first and last partial), each given its share of the rows by its length.
  const months: { start: Date; end: Date }[] = [];
  for (let start = from; start < now;) {
    const next = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
    const end = next < now ? next : now;
    months.push({ start, end });
    start = end;
  }
  const span = now.getTime() - from.getTime();
  let done = 0;
  for (const [i, month] of months.entries()) {
    const share = (month.end.getTime() - month.start.getTime()) / span;
    const n = i === months.length - 1 ? rows - done : Math.round(rows * share);
    if (n <= 0) continue;
    const part = `audit_logs_y${month.start.getUTCFullYear()}m${String(month.start.getUTCMonth() + 1).padStart(2, '0')}`;
    await withoutIndexes(db, part, () =>
      sql`
      INSERT INTO ${sql.id(part)} (timestamp, actor_user_id, role, action, resource_type, resource_id, patient_id, outcome, ip, user_agent)
      SELECT at, (${actors.map((a) => a.id)}::uuid[])[a], (${actors.map((a) => a.role)}::text[])[a],
             (${AUDIT_ACTIONS}::text[])[1 + floor(random() * ${AUDIT_ACTIONS.length}::int)::int],
             (${AUDIT_RESOURCES}::text[])[1 + g % ${AUDIT_RESOURCES.length}::int], NULL,
             CASE WHEN g % 5 < 4 THEN (${patients}::uuid[])[1 + floor(random() * ${Math.max(1, patients.length)}::int)::int] END,
             CASE WHEN r < 0.02 THEN 'DENIED' WHEN r < 0.03 THEN 'FAILURE' ELSE 'SUCCESS' END,
             '10.0.' || (g % 250) || '.' || (g % 200), 'Mozilla/5.0 (volume)'
      FROM (SELECT g, ${month.start}::timestamptz + (${month.end}::timestamptz - ${month.start}::timestamptz) * ((g - 0.5) / ${n}::int) AS at,
                   1 + floor(random() * ${actors.length}::int)::int AS a, random() AS r
            FROM generate_series(1, ${n}::int) AS g) AS s
      ORDER BY at`.execute(db),
    );
    done += n;
    options.progress?.(done, rows);
  }
  await sql`VACUUM (ANALYZE) audit_logs`.execute(db);
  return rows;
}
