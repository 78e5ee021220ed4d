/**
 * Every list endpoint's SQL can be served by an index: each list is called over HTTP (not through a repository,
 * so that the check holds whatever the repositories become), the SQL the server runs is captured, and
 * EXPLAIN of each SELECT that reads orders or patients must show no scan of a whole orders, patients or users
 * table (users: a list joins its names and searches them). With `enable_seqscan = off` a small database still shows whether an index CAN serve the
 * query: the planner falls back to a sequential scan (or walks a whole index) only when no index fits.
 * The same check runs with real statistics at 1,000,000 orders in `npm run bench`.
 */
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { explainAll, listQueries, queryRecorder, showQuery } from '../../bench/plans';
import { addVolume } from '../../bench/volume';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/platform/config';
import { createPGlite, migrateToLatest, openDatabase, type DbHandle } from '../../server/platform/db/client';
import { isPreparable } from '../../server/platform/db/preparing-client';
import { ensureReferenceData } from '../../server/platform/db/reference-data';
import { DEMO_PASSWORD, seedDemoData } from '../../server/platform/db/seed';
import { call, doctorIdByEmail, signIn } from './helpers/app';

const recorder = queryRecorder();
let app: FastifyInstance;
let database: DbHandle;
const tokens: Record<'doctor' | 'patient' | 'partner' | 'admin' | 'sales' | 'care', string> = {
  doctor: '',
  patient: '',
  partner: '',
  admin: '',
  sales: '',
  care: '',
};

beforeAll(async () => {
  // Its own database rather than the shared template: the app must run on a Kysely that records its queries.
  database = await openDatabase({ url: 'memory://', dataDir: '', pglite: await createPGlite(), log: recorder.log });
  await migrateToLatest(database.db);
  await ensureReferenceData(database.db);
  await seedDemoData(database.db);
  // A few thousand rows, so that a targeted index scan costs less than walking a whole small index.
  await addVolume(database.db, 3000);
  // The volume has no refunds: refund one settled payment in 10, as denials and cancellations do, for the partner's ledger.
  await sql`INSERT INTO refunds (payment_id, order_id, amount_cents, reason, status, provider, settled_at)
    SELECT id, order_id, amount_cents, 'DENIED', 'SUCCEEDED', provider, created_at + interval '2 days'
    FROM (SELECT p.*, row_number() OVER (ORDER BY id) AS n FROM payments p WHERE status = 'SUCCEEDED' AND order_id IS NOT NULL) settled
    WHERE n % 10 = 0
    ON CONFLICT DO NOTHING`.execute(database.db);
  await sql`ANALYZE`.execute(database.db);
  // ACTOR_CACHE_MS 0: every request reads its session (the actor query is checked here too, and some cases below see
  // no other query that reads orders or patients).
  const config = loadConfig(
    { NODE_ENV: 'test', DATABASE_URL: 'memory://' },
    { PUBLIC_DIR: '/nonexistent', PHARMACY_POLL_SECONDS: 0, ACTOR_CACHE_MS: 0 },
  );
  app = await buildApp({ config, db: database.db, logger: false });
  await app.ready();
  tokens.doctor = (await signIn(app, 'doctor@demo.test', DEMO_PASSWORD)).accessToken;
  tokens.patient = (await signIn(app, 'patient@demo.test', DEMO_PASSWORD)).accessToken;
  tokens.partner = (await signIn(app, 'partner@demo.test', DEMO_PASSWORD)).accessToken;
  tokens.admin = (await signIn(app, 'admin@demo.test', DEMO_PASSWORD, 'admin.localhost')).accessToken;
  tokens.sales = (await signIn(app, 'sales@demo.test', DEMO_PASSWORD)).accessToken;
  tokens.care = (await signIn(app, 'care@demo.test', DEMO_PASSWORD)).accessToken;
});
afterAll(async () => {
  await app.close();
  await database.close();
});

/** The super admin's lists (admin-care): every order and patient, by the indexes of migration 0021 and earlier. */
const adminCases: typeof cases = [
  { name: "admin's orders (every order, newest first)", as: 'admin', url: '/super-admin/orders', orderedWalk: true },
  { name: "admin's orders, oldest first, page 3", as: 'admin', url: '/super-admin/orders?sort=createdAt:asc&page=3', orderedWalk: true },
  { name: "admin's orders by number", as: 'admin', url: '/super-admin/orders?sort=number:desc', orderedWalk: true },
  { name: "admin's orders of a status", as: 'admin', url: '/super-admin/orders?status=SHIPPED' },
  { name: "admin's orders in a date range", as: 'admin', url: '/super-admin/orders?from=2025-01-01&to=2025-06-30' },
  { name: "admin's orders of a partner", as: 'admin', url: () => adminFilter('partnerId') },
  { name: "admin's orders of a doctor", as: 'admin', url: () => adminFilter('doctorId') },
  { name: "admin's patients (by name)", as: 'admin', url: '/super-admin/patients', orderedWalk: true },
  { name: "admin's patients, newest first", as: 'admin', url: '/super-admin/patients?sort=createdAt:desc', orderedWalk: true },
  { name: "admin's patients, search", as: 'admin', url: '/super-admin/patients?search=Riley' },
  // The care team reads every patient (NURSER: 'ALL'), with the admin's plans.
  { name: "care team's patients (by name)", as: 'care', url: '/care/patients', orderedWalk: true },
  { name: "care team's patients, newest first", as: 'care', url: '/care/patients?sort=createdAt:desc', orderedWalk: true },
  { name: "care team's patients, search", as: 'care', url: '/care/patients?search=Riley' },
  // The care team's tasks (migration 0036): by status and due date, kind, assignee, patient search, creation.
  { name: "care team's open tasks by due date", as: 'care', url: '/care/tasks', extraTables: ['care_tasks'] },
  { name: "care team's tasks of a kind", as: 'care', url: '/care/tasks?kind=PAYMENT_FAILED', extraTables: ['care_tasks'] },
  { name: "care team's tasks assigned to me", as: 'care', url: '/care/tasks?assignee=me', extraTables: ['care_tasks'] },
  { name: "care team's unassigned tasks", as: 'care', url: '/care/tasks?assignee=unassigned', extraTables: ['care_tasks'] },
  {
    name: "care team's done tasks, newest first",
    as: 'care',
    url: '/care/tasks?status=DONE&sort=createdAt:desc',
    extraTables: ['care_tasks'],
  },
  { name: "care team's tasks, patient search", as: 'care', url: '/care/tasks?search=Riley', extraTables: ['care_tasks'] },
  { name: "admin's gym clients", as: 'admin', url: '/super-admin/gym-clients', orderedWalk: true },
  { name: "admin's clients (direct)", as: 'admin', url: '/super-admin/clients', orderedWalk: true },
  { name: "admin's patient's orders", as: 'admin', url: () => adminPatientUrl('orders') },
  {
    name: "admin's patient's history",
    as: 'admin',
    url: () => adminPatientUrl('history'),
    extraTables: ['payments', 'prescriptions', 'patient_notes'],
  },
  { name: "admin's patient's prescriptions", as: 'admin', url: () => adminPatientUrl('prescriptions'), extraTables: ['prescriptions'] },
];

/** The first partner's or doctor's id the admin's order filters offer. */
async function adminFilter(key: 'partnerId' | 'doctorId') {
  const res = await call(app, { method: 'GET', url: '/super-admin/orders?limit=1', token: tokens.admin });
  const options = (res.body.data as { filterOptions: Record<'partners' | 'doctors', { id: string }[]> }).filterOptions;
  return `/super-admin/orders?${key}=${(key === 'partnerId' ? options.partners : options.doctors)[0].id}`;
}

async function adminPatientUrl(what: string) {
  const row = await sql<{
    id: string;
  }>`SELECT p.id FROM patients p JOIN users u ON u.id = p.user_id WHERE u.email = 'patient@demo.test'`.execute(database.db);
  return `/super-admin/patients/${row.rows[0].id}/${what}`;
}

/**
 * A plan that reads its rows in index order and stops at a LIMIT: a Limit, and no Sort of whole inputs (an Incremental
 * Sort only breaks ties within the index's order, row group by row group).
 */
function walksInOrder(plan: { 'Node Type': string; Plans?: unknown[] }): boolean {
  const all: { 'Node Type': string }[] = [];
  const visit = (n: { 'Node Type': string; Plans?: unknown[] }) => {
    all.push(n);
    for (const child of n.Plans ?? []) visit(child as typeof n);
  };
  visit(plan);
  return all.some((n) => n['Node Type'] === 'Limit') && !all.some((n) => n['Node Type'] === 'Sort');
}

/** The queue's second page by keyset: the cursor comes from page 1 (fetched before the queries are recorded). */
// The queue is short at this volume: pages of 2.
const QUEUE = '/doctors/orders?status=PENDING_REVIEW&sort=createdAt:asc&limit=2';
const ALL_OLDEST_FIRST = '/doctors/orders?sort=createdAt:asc&limit=20';
async function afterPageOne(url: string) {
  const res = await call(app, { method: 'GET', url, token: tokens.doctor });
  const cursor = (res.body as { data: { nextCursor?: string } }).data.nextCursor;
  if (!cursor) throw new Error(`${url} gave no nextCursor`);
  return `${url}&after=${encodeURIComponent(cursor)}`;
}

/** The demo doctor's id, for the admin's view of their patients. */
/** The demo partner's id, given one custom price so that its list has a row (custom pricing). */
const demoPartnerIdForPricing = async () => {
  const { id } = await database.db
    .selectFrom('partners')
    .innerJoin('users', 'users.id', 'partners.user_id')
    .select('partners.id')
    .where('users.email', '=', 'partner@demo.test')
    .executeTakeFirstOrThrow();
  await database.db
    .insertInto('custom_prices')
    .values({ partner_id: id, product_variation_key: 'semaglutide-starter', monthly_price_cents: 19_900 })
    .onConflict((oc) => oc.doNothing())
    .execute();
  return id;
};
const demoDoctorId = () => doctorIdByEmail(database.db, 'doctor@demo.test');
/** The admin's view of the demo sales person's payouts (sales payouts, migration 0044). */
const demoSalesPayouts = async () => {
  const { id } = await database.db.selectFrom('users').select('id').where('email', '=', 'sales@demo.test').executeTakeFirstOrThrow();
  return `/super-admin/sales-people/${id}/payouts`;
};

/**
 * `orderedWalk`: an administrator's list over every row has no condition to look up: the planner reads an index in the
 * list's order (no Sort) and stops at the page's LIMIT, which EXPLAIN shows as an index scan without Index Cond.
 * Such a case passes when every such scan is that walk (an ordered index under a Limit, nothing sorted).
 */
/** The chat tables (migration 0034): checked for whole-table scans in the chat lists' plans. */
const CHAT_TABLES = ['conversations', 'conversation_participants', 'chat_messages'];

const cases: {
  name: string;
  as: keyof typeof tokens;
  url: string | (() => Promise<string>);
  extraTables?: string[];
  /** Lists that read neither orders nor patients: the tables whose SELECTs are checked (besides those two). */
  reads?: string[];
  orderedWalk?: boolean;
}[] = [
  { name: "doctor's orders", as: 'doctor', url: '/doctors/orders' },
  { name: "doctor's queue (status, oldest first)", as: 'doctor', url: '/doctors/orders?status=PENDING_REVIEW&sort=createdAt:asc' },
  { name: "doctor's queue, deep page", as: 'doctor', url: '/doctors/orders?status=PENDING_REVIEW&sort=createdAt:asc&page=50&limit=20' },
  { name: "doctor's queue, keyset page (after a cursor)", as: 'doctor', url: () => afterPageOne(QUEUE) },
  { name: "doctor's orders, oldest first", as: 'doctor', url: '/doctors/orders?sort=createdAt:asc' },
  { name: "doctor's orders, keyset page (after a cursor)", as: 'doctor', url: () => afterPageOne(ALL_OLDEST_FIRST) },
  { name: "doctor's orders, order number search", as: 'doctor', url: '/doctors/orders?search=1001' },
  { name: "doctor's orders, name search", as: 'doctor', url: '/doctors/orders?search=Riley' },
  { name: "doctor's patients (by name)", as: 'doctor', url: '/doctors/patients' },
  { name: "doctor's patients, newest first", as: 'doctor', url: '/doctors/patients?sort=createdAt:desc' },
  { name: "doctor's patients, deep page (by name, descending)", as: 'doctor', url: '/doctors/patients?sort=name:desc&page=3&limit=20' },
  { name: "doctor's patients, search", as: 'doctor', url: '/doctors/patients?search=Riley' },
  { name: "patient's orders", as: 'patient', url: '/patient/orders' },
  // The list is driven by prescriptions, which the volume seed leaves at the demo's two rows: check that table too.
  { name: "doctor's prescriptions", as: 'doctor', url: '/doctors/prescriptions', extraTables: ['prescriptions'] },
  // A partner's ledger reads its orders' settled payments and refunds (migration 0016's partial indexes).
  { name: "partner's transactions", as: 'partner', url: '/gym-owner/transactions', extraTables: ['payments', 'refunds'] },
  {
    name: "partner's transactions, oldest first, deep page",
    as: 'partner',
    url: '/gym-owner/transactions?sort=occurredAt:asc&page=5&limit=20',
    extraTables: ['payments', 'refunds'],
  },
  { name: "partner's commission by week", as: 'partner', url: '/gym-owner/commission-earned', extraTables: ['payments', 'refunds'] },
  {
    name: "partner's commission by month over a year",
    as: 'partner',
    url: '/gym-owner/commission-earned?period=month&startDate=2025-01-01&endDate=2025-12-31',
    extraTables: ['payments', 'refunds'],
  },
  // A partner's invoices: (partner_id, status, created_at, id) and (partner_id, created_at, id) (migration 0017).
  { name: "partner's invoices", as: 'partner', url: '/gym-owner/invoices', extraTables: ['invoices', 'invoice_items'] },
  { name: "partner's open invoices", as: 'partner', url: '/gym-owner/invoices?status=OPEN', extraTables: ['invoices', 'invoice_items'] },
  { name: "partner's orders", as: 'partner', url: '/gym-owner/orders' },
  { name: "partner's orders by number", as: 'partner', url: '/gym-owner/orders?sort=number:asc' },
  { name: "partner's orders of a status, oldest first", as: 'partner', url: '/gym-owner/orders?status=SHIPPED&sort=createdAt:asc' },
  {
    name: "partner's orders awaiting their approval",
    as: 'partner',
    url: '/gym-owner/orders?status=PENDING_REVIEW&approvalStatus=PENDING',
  },
  { name: "partner's orders, name search", as: 'partner', url: '/gym-owner/orders?search=Riley' },
  { name: "partner's quick approval", as: 'partner', url: '/gym-owner/dashboard/orders/quick-approval' },
  { name: "partner's patients (by name)", as: 'partner', url: '/gym-owner/patients' },
  { name: "partner's patients, newest first", as: 'partner', url: '/gym-owner/patients?sort=createdAt:desc' },
  { name: "partner's patients, search", as: 'partner', url: '/gym-owner/patients?search=Riley' },
  { name: "partner's upcoming renewals", as: 'partner', url: '/gym-owner/renewals/upcoming?days=60' },
  { name: "partner's external patients", as: 'partner', url: '/gym-owner/external-patients', extraTables: ['external_patients'] },
  // A partner's payouts on (partner_id, created_at, id) and its balance from the ledger (migration 0028).
  { name: "partner's payouts", as: 'partner', url: '/gym-owner/transactions?kind=PAYOUT', extraTables: ['payouts', 'payments', 'refunds'] },
  // Custom prices of one partner: its unique (partner_id, variation) key. (Unfiltered, the list counts every price, as
  // the oversight lists below do: bounded by partners × variations, so only the filtered list is checked.)
  {
    name: "admin: one partner's custom prices",
    as: 'admin',
    url: async () => `/super-admin/custom-pricing?partnerId=${await demoPartnerIdForPricing()}`,
    extraTables: ['custom_prices'],
    reads: ['custom_prices'],
  },
  // The admin's view of one doctor's patients: the doctor's own list, for that doctor (admin-doctors).
  { name: "admin: a doctor's patients (by name)", as: 'admin', url: async () => `/super-admin/doctors/${await demoDoctorId()}/patients` },
  {
    name: "admin: a doctor's patients, search",
    as: 'admin',
    url: async () => `/super-admin/doctors/${await demoDoctorId()}/patients?search=Riley`,
  },
  // The super admin's oversight lists (migration 0018). An unfiltered log or user list walks its (timestamp, id) or
  // (created_at, id) index until the page's LIMIT, with no condition: bounded, so only filtered lists are checked.
  ...(
    [
      ['audit log by actor name', '/super-admin/audit-logs?actor=Whitfield'],
      ['audit log by patient name', '/super-admin/audit-logs?patient=Riley'],
      ['audit log by action', '/super-admin/audit-logs?action=LOGIN'],
      ['audit log by outcome and days', '/super-admin/audit-logs?outcome=DENIED&startDate=2020-01-01&endDate=2030-12-31'],
      ['audit log of some days, oldest first', '/super-admin/audit-logs?startDate=2020-01-01&endDate=2020-01-31&sortOrder=asc'],
    ] as const
  ).map(([name, url]) => ({ name, as: 'admin' as const, url, extraTables: ['audit_logs'], reads: ['audit_logs'] })),
  { name: 'users of a role', as: 'admin', url: '/super-admin/users?role=DOCTOR', reads: ['users'] },
  { name: 'users, search', as: 'admin', url: '/super-admin/users?search=Riley', reads: ['users'] },
  { name: 'health professionals', as: 'admin', url: '/super-admin/health-professionals', reads: ['users'] },
  ...adminCases,
  // The administrator's partner screens (migration 0020).
  { name: "admin's partners", as: 'admin', url: '/super-admin/gym-owners' },
  { name: "admin's partners, searched", as: 'admin', url: '/super-admin/gym-owners?search=summit&sort=businessName:asc' },
  { name: "admin's partner's unassigned patients", as: 'admin', url: () => partnerUrl('/unassigned-patients') },
  {
    name: "admin's partner's patients, all, by date",
    as: 'admin',
    url: () => partnerUrl('/unassigned-patients?show=all&sort=createdAt:desc'),
  },
  // The administrator's catalog (migration 0026): the most-ordered medications of a range, of every product
  // (orders_created_stats_idx) and of chosen products (orders_variation_created_idx, from their variations), and the
  // catalog's own lists (products, variations, details).
  {
    name: 'admin: most-ordered medications of a year',
    as: 'admin',
    url: '/super-admin/medication-products/stats?startDate=2025-01-01&endDate=2025-12-31',
  },
  // A catalog is a few dozen rows: its lists walk an index in their order (a contains search reads them all).
  {
    name: 'admin: medication products by name',
    as: 'admin',
    url: '/super-admin/medication-products?sort=name:desc',
    reads: ['products'],
    extraTables: ['products'],
    orderedWalk: true,
  },
  {
    name: 'admin: product variations by price',
    as: 'admin',
    url: '/super-admin/product-variations?sort=price:desc',
    reads: ['product_variations'],
    extraTables: ['product_variations'],
    orderedWalk: true,
  },
  {
    name: "admin: a product's details",
    as: 'admin',
    url: async () => `/super-admin/product-details?productId=${await productIds(1)}`,
    reads: ['product_details'],
    extraTables: ['product_details'],
  },
  { name: "admin's renewals (every partner)", as: 'admin', url: '/super-admin/renewals?days=60' },
  { name: "admin's renewals of one partner", as: 'admin', url: () => partnerUrl('', '/super-admin/renewals?days=60&gymOwnerId=') },
  { name: 'partner leaderboard', as: 'admin', url: '/super-admin/partner-leaderboard?rankBy=paidOrders' },
  { name: 'partners at risk', as: 'admin', url: '/super-admin/partner-at-risk', extraTables: ['invoices'] },
  // The admin's invoices of every partner: (status, created_at, id) and (created_at, id) (migration 0027).
  { name: "admin's invoices (every partner)", as: 'admin', url: '/super-admin/invoices', extraTables: ['invoices', 'invoice_items'] },
  { name: "admin's open invoices", as: 'admin', url: '/super-admin/invoices?status=OPEN', extraTables: ['invoices', 'invoice_items'] },
  {
    name: "admin's invoices of a partner by name",
    as: 'admin',
    url: '/super-admin/invoices?status=PAID&search=summit',
    extraTables: ['invoices', 'invoice_items'],
  },
  { name: 'billing job logs', as: 'admin', url: '/super-admin/billing-job-logs', extraTables: ['billing_job_logs'] },
  // API keys (migration 0029): an owner's by (user_id, created_at, id), every key for an administrator by (created_at, id).
  { name: "partner's API keys", as: 'partner', url: () => withApiKeys('/api-keys'), extraTables: ['api_keys'], reads: ['api_keys'] },
  {
    name: "partner's active API keys",
    as: 'partner',
    url: () => withApiKeys('/api-keys?status=ACTIVE'),
    extraTables: ['api_keys'],
    reads: ['api_keys'],
  },
  {
    name: "admin's API keys (every key)",
    as: 'admin',
    url: () => withApiKeys('/api-keys'),
    extraTables: ['api_keys'],
    reads: ['api_keys'],
    orderedWalk: true,
  },
  // The sales person's lists (migration 0030): their partners' ledger from orders (sales_person_id, created_at, id),
  // their partners from partners (sales_person_id, created_at, id).
  { name: "sales person's transactions", as: 'sales', url: '/transactions', extraTables: ['payments', 'refunds'] },
  {
    name: "sales person's transactions, oldest first, deep page",
    as: 'sales',
    url: '/transactions?sort=occurredAt:asc&page=5&limit=20',
    extraTables: ['payments', 'refunds'],
  },
  {
    name: "sales person's commission by month over a year",
    as: 'sales',
    url: '/sales/commission-earned?period=month&startDate=2025-01-01&endDate=2025-12-31',
    extraTables: ['payments', 'refunds'],
  },
  { name: "sales person's summary", as: 'sales', url: '/sales/summary', extraTables: ['payments', 'refunds', 'partners'] },
  { name: "sales person's partners", as: 'sales', url: '/sales/partners', extraTables: ['partners'] },
  {
    name: "sales person's partners, searched",
    as: 'sales',
    url: '/sales/partners?search=summit&sort=businessName:asc',
    extraTables: ['partners'],
  },
  // A sales person's payouts on (sales_person_id, created_at, id) and their balance from the ledger (migration 0044).
  { name: "sales person's payouts", as: 'sales', url: '/transactions?kind=PAYOUT', extraTables: ['payouts', 'payments', 'refunds'] },
  { name: "admin: a sales person's payouts", as: 'admin', url: demoSalesPayouts, extraTables: ['payouts', 'payments', 'refunds'] },
  // A patient's activities (migration 0032): by (patient_id, date, id), by type with (patient_id, activity_type, date).
  ...[
    '/activities',
    '/activities?page=2',
    '/activities?activityType=WALKING',
    '/activities?startDate=2025-01-01&endDate=2025-12-31',
    '/activities/stats',
    '/activities/weight?period=year',
    '/activities/weekly?period=month',
  ].map((url) => ({
    name: `patient's activities: ${url}`,
    as: 'patient' as const,
    url: () => withActivities(url),
    extraTables: ['activities'],
    reads: ['activities'],
  })),
  // Care sessions (migration 0033): by time (starts_idx), a host's (host_starts_idx), a status's (status_starts_idx),
  // patients found by name (patient_starts_idx); the patient's own by (patient_id, starts_at).
  ...(
    [
      ['care', '/care/sessions', true],
      ['care', `/care/sessions?from={from}&to={to}`, false],
      ['care', `/care/sessions?host=me&from={from}&to={to}`, false],
      ['care', `/care/sessions?status=SCHEDULED&from={from}&sort=startsAt:desc`, false],
      ['care', '/care/sessions?search=Riley', false],
      ['patient', '/patient/care-sessions', false],
    ] as const
  ).map(([as, url, orderedWalk]) => ({
    name: `care sessions: ${url}`,
    as,
    url: () => withCareSessions(url),
    extraTables: ['care_sessions'],
    reads: ['care_sessions'],
    orderedWalk,
  })),
  // Treatment plans and check-ins (migration 0035): the patient's plan, its events and check-ins by patient or plan.
  ...[
    { name: "patient's treatment plan", as: 'patient' as const, url: '/patient/treatment-plan' },
    { name: "patient's check-ins", as: 'patient' as const, url: '/patient/check-ins' },
    { name: "a patient's treatment plan, for their doctor", as: 'doctor' as const, url: () => demoPatientUrl('/treatment-plan') },
    // The doctor's check-ins to review (migration 0041): the partial check_ins_flagged_idx holds only the flagged
    // unreviewed rows, in the list's order; walking it under the page's Limit is the plan.
    {
      name: "doctor's flagged check-ins",
      as: 'doctor' as const,
      url: () => withFlaggedCheckIns('/doctors/check-ins?status=flagged'),
      orderedWalk: true,
    },
    {
      name: "doctor's flagged check-ins, newest first",
      as: 'doctor' as const,
      url: () => withFlaggedCheckIns('/doctors/check-ins?status=flagged&sort=createdAt:desc'),
      orderedWalk: true,
    },
  ].map((c) => ({
    ...c,
    extraTables: ['treatment_plans', 'treatment_plan_events', 'check_ins'],
    reads: ['treatment_plans', 'treatment_plan_events', 'check_ins'],
  })),
  // Chat (migration 0034): a user's conversations by (user_id, last_message_at, conversation_id) with each unread count
  // by (conversation_id, seq); a conversation's messages by (conversation_id, created_at, id); search under the rules.
  ...(
    [
      ["care team's conversations", 'care', '/chat/conversations'],
      ["care team's conversations, by cursor", 'care', 'cursor'],
      ["patient's conversation's messages", 'patient', 'messages'],
      ["patient's conversation's older messages, by cursor", 'patient', 'messages-cursor'],
      ["doctor's chat search (their patients, staff)", 'doctor', '/chat/users/search?q=Riley'],
      ["patient's chat search (care team, their doctors)", 'patient', '/chat/users/search?q=Dana'],
      ["care team's chat search", 'care', '/chat/users/search?q=Riley'],
    ] as const
  ).map(([name, as, url]) => ({
    name,
    as,
    url: () => withChat(url, as),
    extraTables: CHAT_TABLES,
    reads: CHAT_TABLES,
  })),
];

/**
 * A plan and a few check-ins (one in four flagged, some reviewed) for a few hundred patients, analyzed, before the
 * first check-in list: the list must read the flagged unreviewed ones by their partial index, not every check-in.
 */
let checkInsAdded: Promise<void> | undefined;
async function withFlaggedCheckIns(url: string) {
  checkInsAdded ??= (async () => {
    await sql`WITH pts AS (SELECT p.id FROM patients p WHERE NOT EXISTS (SELECT 1 FROM treatment_plans t WHERE t.patient_id = p.id)
        ORDER BY p.id LIMIT 400),
      plans AS (INSERT INTO treatment_plans (patient_id, medication, step_index) SELECT id, 'semaglutide', 0 FROM pts RETURNING id, patient_id)
      INSERT INTO check_ins (plan_id, patient_id, weight, severity, missed_doses, flagged, reviewed_at, created_at)
      SELECT plans.id, plans.patient_id, 200, 'SEVERE', 0, n % 4 = 0, CASE WHEN n % 8 = 0 THEN now() END, now() - n * interval '1 day'
      FROM plans CROSS JOIN generate_series(1, 6) n`.execute(database.db);
    await sql`ANALYZE treatment_plans`.execute(database.db);
    await sql`ANALYZE check_ins`.execute(database.db);
  })();
  await checkInsAdded;
  return url;
}

/** A doctor's URL naming the demo patient (patient@demo.test). */
async function demoPatientUrl(rest: string) {
  const { id } = await database.db
    .selectFrom('patients')
    .innerJoin('users', 'users.id', 'patients.user_id')
    .select('patients.id')
    .where('users.email', '=', 'patient@demo.test')
    .executeTakeFirstOrThrow();
  return `/doctors/patients/${id}${rest}`;
}

/** Conversations of the demo nurse with a few hundred patients, 20 messages each, analyzed, before the first chat list. */
let chatAdded: Promise<void> | undefined;
async function withChat(url: string, as: 'care' | 'patient' | 'doctor') {
  chatAdded ??= (async () => {
    await sql`WITH nurse AS (SELECT id FROM users WHERE email = 'care@demo.test'),
      pts AS (SELECT u.id FROM patients p JOIN users u ON u.id = p.user_id WHERE u.email <> 'patient@demo.test' ORDER BY p.id LIMIT 300),
      made AS (INSERT INTO conversations (participant_key, created_by, last_seq)
        SELECT LEAST(pts.id, nurse.id)::text || ',' || GREATEST(pts.id, nurse.id)::text, nurse.id, 20 FROM pts, nurse
        RETURNING id, participant_key)
      INSERT INTO conversation_participants (conversation_id, user_id, last_read_seq, last_message_at)
      SELECT made.id, x.user_id::uuid, 10, now() - (random() * interval '30 days')
      FROM made CROSS JOIN LATERAL unnest(string_to_array(made.participant_key, ',')) AS x(user_id)`.execute(database.db);
    await sql`INSERT INTO chat_messages (conversation_id, seq, sender_id, body, created_at)
      SELECT cp.conversation_id, n, cp.user_id, 'Message ' || n, now() - (30 - n) * interval '1 hour'
      FROM (SELECT DISTINCT ON (conversation_id) conversation_id, user_id FROM conversation_participants ORDER BY conversation_id, user_id) cp
      CROSS JOIN generate_series(1, 20) n
      WHERE NOT EXISTS (SELECT 1 FROM chat_messages m WHERE m.conversation_id = cp.conversation_id)`.execute(database.db);
    await sql`ANALYZE conversations`.execute(database.db);
    await sql`ANALYZE conversation_participants`.execute(database.db);
    await sql`ANALYZE chat_messages`.execute(database.db);
  })();
  await chatAdded;
  const get = async (path: string) =>
    (await call(app, { method: 'GET', url: path, token: tokens[as] })).body.data as Record<string, unknown>;
  if (url === 'cursor') return `/chat/conversations?before=${(await get('/chat/conversations?limit=5')).nextBefore as string}`;
  if (!url.startsWith('messages')) return url;
  const [demo] = (await get('/chat/conversations')).items as { id: string }[];
  const path = `/chat/conversations/${demo.id}/messages`;
  return url === 'messages' ? path : `${path}?before=${(await get(`${path}?limit=1`)).nextBefore as string}`;
}

/** Activities of a few hundred patients (the demo patient's among them), analyzed, before the first activity list. */
let activitiesAdded: Promise<void> | undefined;
async function withActivities(url: string) {
  activitiesAdded ??= (async () => {
    await sql`INSERT INTO activities (patient_id, activity_type, name, duration, date, weight)
      SELECT p.id, (ARRAY['WORKOUT', 'WALKING', 'CARDIO', 'WEIGHT'])[1 + n % 4], 'Activity ' || n,
        CASE WHEN n % 4 = 3 THEN 0 ELSE 30 END, current_date - n, CASE WHEN n % 4 = 3 THEN 200 - n * 0.1 END
      FROM ((SELECT id FROM patients ORDER BY id LIMIT 400)
        UNION (SELECT p.id FROM patients p JOIN users u ON u.id = p.user_id WHERE u.email = 'patient@demo.test')) p
      CROSS JOIN generate_series(1, 40) n`.execute(database.db);
    await sql`ANALYZE activities`.execute(database.db);
  })();
  await activitiesAdded;
  return url;
}

/** A week around now (ISO, URL-encoded) for the ranged lists' {from} and {to}. */
const sessionRange = (url: string) =>
  url
    .replace('{from}', encodeURIComponent(new Date(Date.now() - 3 * 86_400_000).toISOString()))
    .replace('{to}', encodeURIComponent(new Date(Date.now() + 4 * 86_400_000).toISOString()));

/** Ten sessions each for a few hundred patients, hosted in turn by the care team, each in an hour of its own (at :35, clear of the seed's whole hours); analyzed. */
let careSessionsAdded: Promise<void> | undefined;
async function withCareSessions(url: string) {
  careSessionsAdded ??= (async () => {
    await sql`INSERT INTO care_sessions (patient_id, host_id, kind, starts_at, duration_minutes, ends_at, status, cancel_reason, created_by)
      SELECT p.id, h.id, (ARRAY['ONBOARDING', 'CHECK_IN', 'SIDE_EFFECTS', 'NUTRITION'])[1 + n % 4], t.at, 15, t.at + interval '15 minutes',
        (ARRAY['SCHEDULED', 'COMPLETED', 'CANCELED', 'NO_SHOW'])[1 + (p.rn + n) % 4],
        CASE WHEN (p.rn + n) % 4 = 2 THEN 'Volume' END, h.id
      FROM (SELECT id, row_number() OVER (ORDER BY id) AS rn FROM patients ORDER BY id LIMIT 400) p
      CROSS JOIN generate_series(1, 10) n
      CROSS JOIN LATERAL (SELECT date_trunc('hour', now()) + (p.rn * 10 + n - 2000) * interval '1 hour' + interval '35 minutes' AS at) t
      CROSS JOIN LATERAL (SELECT id FROM users WHERE role IN ('NURSER', 'CLIENT_SPECIALIST', 'CUSTOMER_SUPPORT')
        ORDER BY id OFFSET (p.rn + n) % 3 LIMIT 1) h`.execute(database.db);
    await sql`ANALYZE care_sessions`.execute(database.db);
  })();
  await careSessionsAdded;
  return sessionRange(url);
}

/** The catalog's product ids (the first `count`), joined by commas. */
async function productIds(count = 2) {
  const rows = await database.db.selectFrom('products').select('id').orderBy('name').limit(count).execute();
  return rows.map((r) => r.id).join(',');
}

/** API keys of a few hundred accounts (one in four revoked), analyzed, before the first API-key list. */
let apiKeysAdded: Promise<void> | undefined;
async function withApiKeys(url: string) {
  apiKeysAdded ??= (async () => {
    await sql`INSERT INTO api_keys (user_id, name, prefix, secret_hash, scopes, created_at, revoked_at)
      SELECT u.id, 'Key ' || n, 'glp_live_' || substr(md5(u.id::text || n), 1, 8), md5(u.id::text || n || 'secret'),
        ARRAY['webhook-orders:write'], now() - n * interval '1 day', CASE WHEN n % 4 = 0 THEN now() END
      FROM (SELECT id FROM users ORDER BY id LIMIT 400) u CROSS JOIN generate_series(1, 5) n`.execute(database.db);
    await sql`ANALYZE api_keys`.execute(database.db);
  })();
  await apiKeysAdded;
  return url;
}

/** A URL naming the demo partner's id (Summit Strength Gym). */
async function partnerUrl(rest: string, prefix = '/super-admin/gym-owner/') {
  const { id } = await database.db
    .selectFrom('partners')
    .innerJoin('users', 'users.id', 'partners.user_id')
    .select('partners.id')
    .where('users.email', '=', 'partner@demo.test')
    .executeTakeFirstOrThrow();
  return `${prefix}${id}${rest}`;
}

// Each statement runs prepared on PostgreSQL (server/platform/db/preparing-client.ts), where after five runs it may
// keep one generic plan for every set of parameters: that plan must be served by indexes as well.
describe.each([
  { plans: 'custom', generic: false },
  { plans: 'generic', generic: true },
])('list queries can be served by indexes (EXPLAIN with enable_seqscan = off, $plans plans)', ({ generic }) => {
  it.each(cases)('$name', async ({ as, url: path, extraTables = [], reads = [], orderedWalk = false }) => {
    const url = typeof path === 'string' ? path : await path();
    recorder.start();
    const res = await call(app, { method: 'GET', url, token: tokens[as] });
    const read = listQueries(recorder.stop(), ['orders', 'patients', ...reads]);
    expect(res.status).toBe(200);
    expect(read.length, 'the endpoint read orders or patients').toBeGreaterThan(0);
    // A search, an IN list or a statement marked customPlan is never prepared: it is planned for its values each time.
    const queries = generic ? read.filter((q) => isPreparable(q.sql)) : read;

    const tables = ['orders', 'patients', 'users', ...extraTables];
    const reports = await explainAll(database.db as Kysely<unknown>, queries, { seqscanOff: true, generic, tables });
    const failures = reports
      .map((r) => ({ ...r, scans: [...r.seqScans, ...(orderedWalk && walksInOrder(r.plan) ? [] : r.fullIndexScans)] }))
      .filter((r) => r.scans.length > 0)
      .map((r) => `${r.scans.join('; ')}\n  plan: ${r.summary}\n  query: ${showQuery(r.query)}`);
    if (process.env.SHOW_PLANS) for (const r of reports) console.log(`${url}\n  ${r.summary}\n  ${showQuery(r.query, 3000)}`);
    expect(failures).toEqual([]);
  });
});

describe('the most-ordered medications CSV (a file, not JSON)', () => {
  it("reads the chosen products' orders from their variations' index (orders_variation_created_idx)", async () => {
    const url = `/api/v1/super-admin/medication-products/stats/download?ids=${await productIds()}&startDate=2025-01-01&endDate=2025-12-31`;
    recorder.start();
    const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${tokens.admin}` } });
    const queries = listQueries(recorder.stop(), ['orders']);
    expect(res.statusCode).toBe(200);
    expect(queries.length).toBeGreaterThan(0);
    const reports = await explainAll(database.db as Kysely<unknown>, queries, {
      seqscanOff: true,
      tables: ['orders', 'patients', 'users'],
    });
    expect(reports.flatMap((r) => [...r.seqScans, ...r.fullIndexScans])).toEqual([]);
  });
});

describe("the doctor's orders by keyset cursor", () => {
  type Page = { orders: { id: string }[]; total: number; totalIsEstimate?: boolean; nextCursor?: string };
  const get = async (url: string) => {
    const res = await call(app, { method: 'GET', url, token: tokens.doctor });
    expect(res.status).toBe(200);
    return (res.body as { data: Page }).data;
  };

  it.each([QUEUE, ALL_OLDEST_FIRST, '/doctors/orders?sort=createdAt:desc&limit=20'])('walks the same rows as page=: %s', async (url) => {
    let cursor: string | undefined;
    for (let page = 1; page <= 3; page++) {
      const byPage = await get(`${url}&page=${page}`);
      const byCursor = await get(cursor ? `${url}&after=${encodeURIComponent(cursor)}` : url);
      expect(byCursor.orders.map((o) => o.id)).toEqual(byPage.orders.map((o) => o.id));
      expect(byCursor.total).toBe(byPage.total);
      cursor = byCursor.nextCursor;
      // The volume is random: a short list may end before the third page, and then there is no next cursor.
      if (byPage.orders.length < Number(new URLSearchParams(url.split('?')[1]).get('limit'))) {
        expect(cursor).toBeUndefined();
        break;
      }
      expect(cursor).toBeDefined();
    }
  });

  it('refuses a cursor it did not make, and a cursor with another sort', async () => {
    const bad = await call(app, { method: 'GET', url: `${QUEUE}&after=not-a-cursor`, token: tokens.doctor });
    expect(bad.status).toBe(400);
    const { nextCursor } = await get(QUEUE);
    const bySort = await call(app, {
      method: 'GET',
      url: `/doctors/orders?sort=number:asc&after=${encodeURIComponent(nextCursor!)}`,
      token: tokens.doctor,
    });
    expect(bySort.status).toBe(400);
  });

  it('counts the queue exactly and the whole list up to the cap', async () => {
    const queue = await get(QUEUE);
    expect(queue.totalIsEstimate).toBeUndefined();
    const all = await get(ALL_OLDEST_FIRST);
    expect(all.total).toBeLessThanOrEqual(1000);
    if (all.totalIsEstimate) expect(all.total).toBe(1000);
  });
});

describe("the doctor's patients by name (the names copied to patients by migration 0006)", () => {
  type Page = { items: { id: string; firstName: string; lastName: string }[]; total: number; totalPages: number };
  const get = async (url: string) => {
    const res = await call(app, { method: 'GET', url, token: tokens.doctor });
    expect(res.status).toBe(200);
    return (res.body as { data: Page }).data;
  };
  /** The list as the policy defines it, on the accounts' own names: what the index branches must give, page by page. */
  const reference = async (direction: 'asc' | 'desc') => {
    const doctor = await sql<{ id: string }>`
      SELECT d.id FROM doctors d JOIN users u ON u.id = d.user_id WHERE u.email = 'doctor@demo.test'`.execute(database.db);
    const d = doctor.rows[0].id;
    const dir = sql.raw(direction);
    const rows = await sql<{ id: string }>`
      SELECT p.id FROM patients p JOIN users u ON u.id = p.user_id
      WHERE (p.doctor_id = ${d} OR p.partner_id IN (SELECT id FROM partners WHERE doctor_id = ${d})) AND u.deleted_at IS NULL
      ORDER BY u.last_name ${dir}, u.first_name ${dir}, p.id ${dir}`.execute(database.db);
    return rows.rows.map((r) => r.id);
  };

  it.each(['asc', 'desc'] as const)('gives the same pages and total as a sort on users (%s)', async (direction) => {
    const expected = await reference(direction);
    const first = await get(`/doctors/patients?sort=name:${direction}&limit=50`);
    expect(first.total).toBe(expected.length);
    const seen: string[] = [];
    for (let page = 1; page <= first.totalPages; page++) {
      seen.push(...(await get(`/doctors/patients?sort=name:${direction}&limit=50&page=${page}`)).items.map((p) => p.id));
    }
    expect(seen).toEqual(expected);
  });

  it('keeps the copies equal to the accounts when names change or an account is deleted', async () => {
    const drift = () =>
      sql<{ n: number }>`
        SELECT count(*)::int AS n FROM patients p JOIN users u ON u.id = p.user_id
        WHERE p.sort_last_name IS DISTINCT FROM u.last_name OR p.sort_first_name IS DISTINCT FROM u.first_name
           OR p.account_deleted_at IS DISTINCT FROM u.deleted_at`.execute(database.db);
    expect((await drift()).rows[0].n).toBe(0);
    const [top] = (await get('/doctors/patients?sort=name:asc&limit=1')).items;
    const patient = await sql<{ user_id: string }>`SELECT user_id FROM patients WHERE id = ${top.id}`.execute(database.db);
    const userId = patient.rows[0].user_id;
    await sql`UPDATE users SET last_name = 'Zzzz-renamed' WHERE id = ${userId}`.execute(database.db);
    expect((await drift()).rows[0].n).toBe(0);
    expect((await get('/doctors/patients?sort=name:desc&limit=1')).items[0].id).toBe(top.id);
    const before = (await get('/doctors/patients')).total;
    await sql`UPDATE users SET deleted_at = now() WHERE id = ${userId}`.execute(database.db);
    expect((await drift()).rows[0].n).toBe(0);
    expect((await get('/doctors/patients')).total).toBe(before - 1);
    await sql`UPDATE users SET deleted_at = NULL, last_name = ${top.lastName} WHERE id = ${userId}`.execute(database.db);
    expect((await drift()).rows[0].n).toBe(0);
  });
});
