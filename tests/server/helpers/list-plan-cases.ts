/**
 * The list endpoints whose SQL tests/server/list-plans.test.ts EXPLAINs: who calls each, its URL (or how to build
 * it: list-plan-urls.ts), and which other tables its plan must not scan whole.
 */
import { adminCases } from './list-plan-admin-cases';
import {
  afterPageOne,
  ALL_OLDEST_FIRST,
  CHAT_TABLES,
  demoDoctorId,
  demoPartnerId,
  demoPartnerIdForPricing,
  demoPatientUrl,
  demoSalesPayouts,
  partnerUrl,
  productIds,
  QUEUE,
  withActivities,
  withApiKeys,
  withCareSessions,
  withChat,
  withFlaggedCheckIns,
  withOutcomeSummary,
  auditUrl,
  type ListCase,
} from './list-plan-urls';

/**
 * `orderedWalk`: an administrator's list over every row has no condition to look up: the planner reads an index in the
 * list's order (no Sort) and stops at the page's LIMIT, which EXPLAIN shows as an index scan without Index Cond.
 * Such a case passes when every such scan is that walk (an ordered index under a Limit, nothing sorted).
 */
export const cases: ListCase[] = [
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
  // Keyset pages (issue 34): the row comparison on (sort_last_name, sort_first_name, id) or (created_at, id) is an Index Cond.
  { name: "doctor's patients, keyset page by name", as: 'doctor', url: () => afterPageOne('/doctors/patients?sort=name:asc&limit=10') },
  {
    name: "doctor's patients, keyset page by name, descending",
    as: 'doctor',
    url: () => afterPageOne('/doctors/patients?sort=name:desc&limit=10'),
  },
  {
    name: "doctor's patients, keyset page, newest first",
    as: 'doctor',
    url: () => afterPageOne('/doctors/patients?sort=createdAt:desc&limit=10'),
  },
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
  // Keyset pages (issue 34): the row comparison is an Index Cond of patients_partner_name_idx / _created_idx.
  {
    name: "partner's patients, keyset page by name",
    as: 'partner',
    url: () => afterPageOne('/gym-owner/patients?sort=name:asc&limit=10', 'partner'),
  },
  {
    name: "partner's patients, keyset page, newest first",
    as: 'partner',
    url: () => afterPageOne('/gym-owner/patients?sort=createdAt:desc&limit=10', 'partner'),
  },
  {
    name: "admin: one partner's gym clients, keyset page by name",
    as: 'admin',
    url: async () => afterPageOne(`/super-admin/gym-clients?partnerId=${await demoPartnerId()}&limit=10`, 'admin'),
  },
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
      ['audit log by actor id', () => auditUrl('actor=', 'actor')],
      ['audit log by patient id', () => auditUrl('patient=', 'patient')],
      // Partitioned by month (migration 0048): a deep page by cursor is one (timestamp, id) range in each month.
      ['audit log, keyset page (after a cursor)', () => auditUrl('action=LIST&limit=3', 'cursor')],
      ['audit log statistics of a month', '/super-admin/audit-logs/statistics?startDate=2026-01-01&endDate=2026-01-31'],
    ] as const
  ).map(([name, url]) => ({
    name,
    as: 'admin' as const,
    url,
    extraTables: ['audit_logs'],
    reads: ['audit_logs'],
    // With the audit volume spread over six years of small months (a few hundred rows each), the capped count of an
    // actor's or patient's rows may walk a month's (timestamp, id) index under its LIMIT rather than look the ids up:
    // bounded by the cap, as the unfiltered log's walk is. The page itself still reads the actor and patient indexes.
    orderedWalk: /by (actor|patient)/.test(name),
  })),
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
  // Outcomes (migrations 0051, 0061, 0062): a plan's weights by activities_weights_idx, the doctor's lists over the
  // plans marked in their reach (plan_attention by doctor and partner; the latest weight is on the plan), the partner's
  // aggregates over their patients' plans (probed with the array of their patients).
  ...[
    { name: "patient's outcome", as: 'patient' as const, url: '/patient/outcomes' },
    { name: "a patient's outcome, for their doctor", as: 'doctor' as const, url: () => demoPatientUrl('/outcomes') },
    { name: "doctor's outcome lists", as: 'doctor' as const, url: '/doctors/outcomes/attention' },
    { name: "partner's outcomes", as: 'partner' as const, url: '/gym-owner/outcomes' },
  ].map((c) => ({
    ...c,
    extraTables: ['treatment_plans', 'treatment_plan_events', 'activities'],
    reads: ['treatment_plans', 'activities'],
  })),
  // The administrator's aggregate reads the summary rows of the outcome summary job (migration 0061) by their key: the
  // grouping and the rank of the 50 largest groups. (Computing them reads every plan, by design: the job's work.)
  ...(['all', 'partner', 'doctor'] as const).map((by) => ({
    name: `admin's outcomes, ${by === 'all' ? 'every patient' : `per ${by}`} (summary rows)`,
    as: 'admin' as const,
    url: () => withOutcomeSummary(by),
    extraTables: ['outcome_summaries', 'outcome_summary_runs', 'treatment_plans'],
    reads: ['outcome_summaries', 'outcome_summary_runs'],
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
