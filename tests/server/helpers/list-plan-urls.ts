/**
 * What the list-plan test's cases (list-plan-cases.ts) call to build their URLs: ids of demo records, a cursor from a
 * first page, and the rows some lists need before their plans mean anything (check-ins, chat, activities, sessions,
 * API keys), each added once and analyzed. `env` is the test's app, database and tokens, set in its beforeAll.
 */
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database } from '#server/platform/db/schema';
import { call, doctorIdByEmail, partnerIdByEmail, patientIdByEmail } from './app';

export type TokenOf = 'doctor' | 'patient' | 'partner' | 'admin' | 'sales' | 'care';

/** A list endpoint whose SQL tests/server/list-plans.test.ts EXPLAINs (list-plan-cases.ts). */
export type ListCase = {
  name: string;
  as: TokenOf;
  url: string | (() => Promise<string>);
  extraTables?: string[];
  /** Lists that read neither orders nor patients: the tables whose SELECTs are checked (besides those two). */
  reads?: string[];
  orderedWalk?: boolean;
};
export const env = {
  app: undefined as unknown as FastifyInstance,
  db: undefined as unknown as Kysely<Database>,
  tokens: { doctor: '', patient: '', partner: '', admin: '', sales: '', care: '' } as Record<TokenOf, string>,
};

/** The demo partner's (Summit Strength Gym) and the demo patient's ids. */
export const demoPartnerId = () => partnerIdByEmail(env.db, 'partner@demo.test');
const demoPatientId = () => patientIdByEmail(env.db, 'patient@demo.test');

/** The first partner's or doctor's id the admin's order filters offer. */
export async function adminFilter(key: 'partnerId' | 'doctorId') {
  const res = await call(env.app, { method: 'GET', url: '/super-admin/orders?limit=1', token: env.tokens.admin });
  const options = (res.body.data as { filterOptions: Record<'partners' | 'doctors', { id: string }[]> }).filterOptions;
  return `/super-admin/orders?${key}=${(key === 'partnerId' ? options.partners : options.doctors)[0].id}`;
}

export async function adminPatientUrl(what: string) {
  return `/super-admin/patients/${await demoPatientId()}/${what}`;
}

/** The queue's second page by keyset: the cursor comes from page 1 (fetched before the queries are recorded). */
// The queue is short at this volume: pages of 2.
export const QUEUE = '/doctors/orders?status=PENDING_REVIEW&sort=createdAt:asc&limit=2';
export const ALL_OLDEST_FIRST = '/doctors/orders?sort=createdAt:asc&limit=20';
/**
 * An audit log URL for the plan check: narrowed to the demo doctor (`actor`) or the demo patient (`patient`) by id, or
 * (`cursor`) the page after the first one's `nextCursor`.
 */
export async function auditUrl(query: string, kind: 'actor' | 'patient' | 'cursor') {
  if (kind === 'cursor') {
    const res = await call(env.app, { method: 'GET', url: `/super-admin/audit-logs?${query}`, token: env.tokens.admin });
    const cursor = (res.body as { data: { pagination: { nextCursor?: string } } }).data.pagination.nextCursor;
    if (!cursor) throw new Error('the audit log gave no nextCursor');
    return `/super-admin/audit-logs?${query}&after=${encodeURIComponent(cursor)}`;
  }
  const row = await env.db
    .selectFrom('patients')
    .innerJoin('users as u', 'u.id', 'patients.user_id')
    .select(['patients.id as patient_id', 'u.id as user_id'])
    .where('u.email', '=', 'patient@demo.test')
    .executeTakeFirstOrThrow();
  return `/super-admin/audit-logs?${query}${kind === 'actor' ? row.user_id : row.patient_id}`;
}

export async function afterPageOne(url: string, as: TokenOf = 'doctor') {
  const res = await call(env.app, { method: 'GET', url, token: env.tokens[as] });
  const cursor = (res.body as { data: { nextCursor?: string } }).data.nextCursor;
  if (!cursor) throw new Error(`${url} gave no nextCursor`);
  return `${url}&after=${encodeURIComponent(cursor)}`;
}

/** The demo partner's id, given one custom price so that its list has a row (custom pricing). */
export const demoPartnerIdForPricing = async () => {
  const id = await demoPartnerId();
  await env.db
    .insertInto('custom_prices')
    .values({ partner_id: id, product_variation_key: 'semaglutide-starter', monthly_price_cents: 19_900 })
    .onConflict((oc) => oc.doNothing())
    .execute();
  return id;
};
/** The demo doctor's id, for the admin's view of their patients. */
export const demoDoctorId = () => doctorIdByEmail(env.db, 'doctor@demo.test');
/** The admin's view of the demo sales person's payouts (sales payouts, migration 0044). */
export const demoSalesPayouts = async () => {
  const { id } = await env.db.selectFrom('users').select('id').where('email', '=', 'sales@demo.test').executeTakeFirstOrThrow();
  return `/super-admin/sales-people/${id}/payouts`;
};

/** The chat tables (migration 0034): checked for whole-table scans in the chat lists' plans. */
export const CHAT_TABLES = ['conversations', 'conversation_participants', 'chat_messages'];

/**
 * A plan and a few check-ins (one in four flagged, some reviewed) for a few hundred patients, analyzed, before the
 * first check-in list: the list must read the flagged unreviewed ones by their partial index, not every check-in.
 */
let checkInsAdded: Promise<void> | undefined;
export async function withFlaggedCheckIns(url: string) {
  checkInsAdded ??= (async () => {
    await sql`WITH pts AS (SELECT p.id FROM patients p WHERE NOT EXISTS (SELECT 1 FROM treatment_plans t WHERE t.patient_id = p.id)
        ORDER BY p.id LIMIT 400),
      plans AS (INSERT INTO treatment_plans (patient_id, medication, step_index) SELECT id, 'semaglutide', 0 FROM pts RETURNING id, patient_id)
      INSERT INTO check_ins (plan_id, patient_id, weight, severity, missed_doses, flagged, reviewed_at, created_at)
      SELECT plans.id, plans.patient_id, 200, 'SEVERE', 0, n % 4 = 0, CASE WHEN n % 8 = 0 THEN now() END, now() - n * interval '1 day'
      FROM plans CROSS JOIN generate_series(1, 6) n`.execute(env.db);
    await sql`ANALYZE treatment_plans`.execute(env.db);
    await sql`ANALYZE check_ins`.execute(env.db);
  })();
  await checkInsAdded;
  return url;
}

/** A doctor's URL naming the demo patient (patient@demo.test). */
export async function demoPatientUrl(rest: string) {
  const id = await demoPatientId();
  return `/doctors/patients/${id}${rest}`;
}

/** Conversations of the demo nurse with a few hundred patients, 20 messages each, analyzed, before the first chat list. */
let chatAdded: Promise<void> | undefined;
export async function withChat(url: string, as: 'care' | 'patient' | 'doctor') {
  chatAdded ??= (async () => {
    await sql`WITH nurse AS (SELECT id FROM users WHERE email = 'care@demo.test'),
      pts AS (SELECT u.id FROM patients p JOIN users u ON u.id = p.user_id WHERE u.email <> 'patient@demo.test' ORDER BY p.id LIMIT 300),
      made AS (INSERT INTO conversations (participant_key, created_by, last_seq)
        SELECT LEAST(pts.id, nurse.id)::text || ',' || GREATEST(pts.id, nurse.id)::text, nurse.id, 20 FROM pts, nurse
        RETURNING id, participant_key)
      INSERT INTO conversation_participants (conversation_id, user_id, last_read_seq, last_message_at)
      SELECT made.id, x.user_id::uuid, 10, now() - (random() * interval '30 days')
      FROM made CROSS JOIN LATERAL unnest(string_to_array(made.participant_key, ',')) AS x(user_id)`.execute(env.db);
    await sql`INSERT INTO chat_messages (conversation_id, seq, sender_id, body, created_at)
      SELECT cp.conversation_id, n, cp.user_id, 'Message ' || n, now() - (30 - n) * interval '1 hour'
      FROM (SELECT DISTINCT ON (conversation_id) conversation_id, user_id FROM conversation_participants ORDER BY conversation_id, user_id) cp
      CROSS JOIN generate_series(1, 20) n
      WHERE NOT EXISTS (SELECT 1 FROM chat_messages m WHERE m.conversation_id = cp.conversation_id)`.execute(env.db);
    await sql`ANALYZE conversations`.execute(env.db);
    await sql`ANALYZE conversation_participants`.execute(env.db);
    await sql`ANALYZE chat_messages`.execute(env.db);
  })();
  await chatAdded;
  const get = async (path: string) =>
    (await call(env.app, { method: 'GET', url: path, token: env.tokens[as] })).body.data as Record<string, unknown>;
  if (url === 'cursor') return `/chat/conversations?before=${(await get('/chat/conversations?limit=5')).nextBefore as string}`;
  if (!url.startsWith('messages')) return url;
  const [demo] = (await get('/chat/conversations')).items as { id: string }[];
  const path = `/chat/conversations/${demo.id}/messages`;
  return url === 'messages' ? path : `${path}?before=${(await get(`${path}?limit=1`)).nextBefore as string}`;
}

/** Activities of a few hundred patients (the demo patient's among them), analyzed, before the first activity list. */
let activitiesAdded: Promise<void> | undefined;
export async function withActivities(url: string) {
  activitiesAdded ??= (async () => {
    await sql`INSERT INTO activities (patient_id, activity_type, name, duration, date, weight)
      SELECT p.id, (ARRAY['WORKOUT', 'WALKING', 'CARDIO', 'WEIGHT'])[1 + n % 4], 'Activity ' || n,
        CASE WHEN n % 4 = 3 THEN 0 ELSE 30 END, current_date - n, CASE WHEN n % 4 = 3 THEN 200 - n * 0.1 END
      FROM ((SELECT id FROM patients ORDER BY id LIMIT 400)
        UNION (SELECT p.id FROM patients p JOIN users u ON u.id = p.user_id WHERE u.email = 'patient@demo.test')) p
      CROSS JOIN generate_series(1, 40) n`.execute(env.db);
    await sql`ANALYZE activities`.execute(env.db);
  })();
  await activitiesAdded;
  return url;
}

/** A week around now (ISO, URL-encoded) for the ranged lists' {from} and {to}. */
export const sessionRange = (url: string) =>
  url
    .replace('{from}', encodeURIComponent(new Date(Date.now() - 3 * 86_400_000).toISOString()))
    .replace('{to}', encodeURIComponent(new Date(Date.now() + 4 * 86_400_000).toISOString()));

/** Ten sessions each for a few hundred patients, hosted in turn by the care team, each in an hour of its own (at :35, clear of the seed's whole hours); analyzed. */
let careSessionsAdded: Promise<void> | undefined;
export async function withCareSessions(url: string) {
  careSessionsAdded ??= (async () => {
    await sql`INSERT INTO care_sessions (patient_id, host_id, kind, starts_at, duration_minutes, ends_at, status, cancel_reason, created_by)
      SELECT p.id, h.id, (ARRAY['ONBOARDING', 'CHECK_IN', 'SIDE_EFFECTS', 'NUTRITION'])[1 + n % 4], t.at, 15, t.at + interval '15 minutes',
        (ARRAY['SCHEDULED', 'COMPLETED', 'CANCELED', 'NO_SHOW'])[1 + (p.rn + n) % 4],
        CASE WHEN (p.rn + n) % 4 = 2 THEN 'Volume' END, h.id
      FROM (SELECT id, row_number() OVER (ORDER BY id) AS rn FROM patients ORDER BY id LIMIT 400) p
      CROSS JOIN generate_series(1, 10) n
      CROSS JOIN LATERAL (SELECT date_trunc('hour', now()) + (p.rn * 10 + n - 2000) * interval '1 hour' + interval '35 minutes' AS at) t
      CROSS JOIN LATERAL (SELECT id FROM users WHERE role IN ('NURSER', 'CLIENT_SPECIALIST', 'CUSTOMER_SUPPORT')
        ORDER BY id OFFSET (p.rn + n) % 3 LIMIT 1) h`.execute(env.db);
    await sql`ANALYZE care_sessions`.execute(env.db);
  })();
  await careSessionsAdded;
  return sessionRange(url);
}

/** The catalog's product ids (the first `count`), joined by commas. */
export async function productIds(count = 2) {
  const rows = await env.db.selectFrom('products').select('id').orderBy('name').limit(count).execute();
  return rows.map((r) => r.id).join(',');
}

/** API keys of a few hundred accounts (one in four revoked), analyzed, before the first API-key list. */
let apiKeysAdded: Promise<void> | undefined;
export async function withApiKeys(url: string) {
  apiKeysAdded ??= (async () => {
    await sql`INSERT INTO api_keys (user_id, name, prefix, secret_hash, scopes, created_at, revoked_at)
      SELECT u.id, 'Key ' || n, 'glp_live_' || substr(md5(u.id::text || n), 1, 8), md5(u.id::text || n || 'secret'),
        ARRAY['webhook-orders:write'], now() - n * interval '1 day', CASE WHEN n % 4 = 0 THEN now() END
      FROM (SELECT id FROM users ORDER BY id LIMIT 400) u CROSS JOIN generate_series(1, 5) n`.execute(env.db);
    await sql`ANALYZE api_keys`.execute(env.db);
  })();
  await apiKeysAdded;
  return url;
}

/** A URL naming the demo partner's id (Summit Strength Gym). */
export async function partnerUrl(rest: string, prefix = '/super-admin/gym-owner/') {
  const id = await demoPartnerId();
  return `${prefix}${id}${rest}`;
}

/**
 * The administrator's outcome aggregate by `by`, once its summary has been computed (the first read computes it over
 * every plan, by design; what is checked is the read of the summary rows that every later request makes).
 */
export async function withOutcomeSummary(by: 'all' | 'partner' | 'doctor') {
  const url = `/super-admin/outcomes?by=${by}`;
  const res = await call(env.app, { method: 'GET', url, token: env.tokens.admin });
  if (res.status !== 200) throw new Error(`the outcome summary was not computed: ${res.status}`);
  return url;
}
