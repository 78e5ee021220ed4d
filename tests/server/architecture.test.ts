/**
 * The server's layout rules (ARCHITECTURE.md, "Layout"), checked on the source text: a module owns its tables,
 * services and repositories know nothing of HTTP, modules meet at services, routes never touch SQL.
 * ESLint enforces the import rules as well (eslint.config.js); this test also covers the tables, which it cannot.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SERVER = resolve(__dirname, '../../server');

/** Each table and the module that owns it: only that module's files may query it. */
const OWNER: Record<string, string> = {
  orders: 'orders',
  consents: 'orders',
  patients: 'patients',
  payments: 'payments',
  subscriptions: 'payments',
  payment_cards: 'payments',
  payment_customers: 'payments',
  refunds: 'payments',
  prescriptions: 'prescriptions',
  pharmacies: 'prescriptions',
  pharmacy_assignments: 'prescriptions',
  intakes: 'intake',
  questionnaires: 'intake',
  questions: 'intake',
  users: 'accounts',
  doctors: 'accounts',
  partners: 'accounts',
  partner_patient_counts: 'accounts',
  order_counts: 'orders',
  order_count_changes: 'orders',
  patient_counts: 'patients',
  patient_count_changes: 'patients',
  sales_people: 'accounts',
  delegate_accesses: 'accounts',
  sessions: 'auth',
  refresh_tokens: 'auth',
  otp_codes: 'auth',
  auth_attempts: 'auth',
  webhook_orders: 'webhook-orders',
  uploads: 'storage',
  products: 'catalog',
  product_variations: 'catalog',
  audit_logs: 'audit',
  audit_daily_counts: 'audit',
  audit_counted_days: 'audit',
  audit_hourly_counts: 'audit',
  audit_counted_hours: 'audit',
  outbox_messages: 'system',
  message_retries: 'system',
  external_patients: 'patients',
  invoices: 'invoices',
  invoice_items: 'invoices',
  invoice_activities: 'invoices',
  training_items: 'training',
  patient_notes: 'patients',
  billing_job_logs: 'invoices',
  product_details: 'catalog',
  custom_prices: 'catalog',
  payouts: 'payments',
  api_keys: 'api-keys',
  short_links: 'short-links',
  activities: 'activities',
  job_runs: 'jobs',
  care_tasks: 'care-tasks',
  care_sessions: 'care-sessions',
  treatment_plans: 'treatment-plans',
  treatment_plan_events: 'treatment-plans',
  check_ins: 'treatment-plans',
  plan_attention: 'treatment-plans',
  outcome_summaries: 'outcomes',
  outcome_summary_runs: 'outcomes',
  conversations: 'chat',
  conversation_participants: 'chat',
  chat_messages: 'chat',
  doctor_settings: 'prescriptions',
};

/** Platform code that writes a module's table by design, and platform tooling that builds the database. */
const ALLOWED_OUTSIDE: Record<string, string[]> = {
  audit_logs: ['platform/audit/audit.ts'], // every context's audit trail writes it; the audit module reads it
  outbox_messages: ['platform/adapters/notify.ts'], // the dev notifier keeps what it would send
  message_retries: ['platform/adapters/message-retries.ts'], // what a provider could not take, kept for a retry
  external_patients: ['platform/adapters/external-patients.ts'], // the external source's local default reads the imported rows
  job_runs: ['platform/jobs/queue.ts'], // the job queue records each run; the jobs module reads them
};
const TOOLING = [/^platform\/db\/migrations\//, /^platform\/db\/seed(-[a-z]+)?\.ts$/, /^platform\/db\/reference-data\.ts$/];

/** A repository (or policy) that joins another module's table (or reads it in a subquery) says so at its top, with this rule. */
const JOIN_DECLARATION = /Read-only joins:/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : path.endsWith('.ts') ? [path] : [];
  });
}

const files = filesUnder(SERVER).map((path) => ({ path: relative(SERVER, path), text: readFileSync(path, 'utf8') }));
const moduleOf = (path: string) => /^modules\/([^/]+)\//.exec(path)?.[1] ?? null;
const isRepositoryOrPolicy = (path: string) => /\.(repository|policy)\.ts$/.test(path);

const tables = Object.keys(OWNER).join('|');
const table = String.raw`\(\s*\[?\s*['"${'`'}](?<table>${tables})(\s+as\s+\w+)?['"${'`'}]`;
// Kysely calls that write a table (`updateTable('orders')`, `insertInto`, …, an update's `.from`) or start a query on
// it from the database or a transaction (`db.selectFrom('orders as o')`).
const QUERY = new RegExp(String.raw`(\b(updateTable|insertInto|deleteFrom|mergeInto)|\.from|\b(db|trx)\s*\.\s*selectFrom)` + table, 'g');
// Reading it inside another query: a join, or a subquery (`eb.selectFrom(…)`, `exists(selectFrom(…))`).
const JOINS = String.raw`\b(innerJoin|leftJoin|rightJoin|fullJoin|crossJoin|innerJoinLateral|leftJoinLateral)`;
const JOIN = new RegExp(String.raw`(${JOINS}|(?<!\b(db|trx)\s*\.\s*)\bselectFrom)` + table, 'g');
// Raw SQL inside a sql`` template: `from orders`, `join patients p`.
const RAW = new RegExp(String.raw`\b(from|join|update|into)\s+"?(?<table>${tables})"?\b`, 'gi');

function tableUses(text: string) {
  const uses: { kind: 'query' | 'join'; table: string; line: number }[] = [];
  const lineOf = (index: number) => text.slice(0, index).split('\n').length;
  for (const m of text.matchAll(QUERY)) uses.push({ kind: 'query', table: m.groups!.table, line: lineOf(m.index) });
  for (const m of text.matchAll(JOIN)) uses.push({ kind: 'join', table: m.groups!.table, line: lineOf(m.index) });
  for (const template of text.matchAll(/sql(<[^>]*>)?`([^`]*)`/g)) {
    for (const m of template[2].matchAll(RAW))
      uses.push({ kind: 'query', table: m.groups!.table.toLowerCase(), line: lineOf(template.index) });
  }
  return uses;
}

describe('a module owns its tables', () => {
  it('reads the server source', () => {
    expect(files.length).toBeGreaterThan(50);
    for (const table of [
      'orders',
      'patients',
      'payments',
      'prescriptions',
      'intakes',
      'payment_cards',
      'delegate_accesses',
      'webhook_orders',
    ])
      expect(OWNER[table], table).toBeDefined();
  });

  it('no file outside the owning module queries a table; another module may only join it read-only, in a declared repository', () => {
    const violations: string[] = [];
    for (const { path, text } of files) {
      if (TOOLING.some((pattern) => pattern.test(path))) continue;
      for (const use of tableUses(text)) {
        const owner = OWNER[use.table];
        if (moduleOf(path) === owner || ALLOWED_OUTSIDE[use.table]?.includes(path)) continue;
        const declaredJoin = use.kind === 'join' && moduleOf(path) !== null && isRepositoryOrPolicy(path) && JOIN_DECLARATION.test(text);
        if (!declaredJoin)
          violations.push(`${path}:${use.line} ${use.kind === 'join' ? 'joins' : 'queries'} ${use.table} (owned by ${owner})`);
      }
    }
    expect(violations).toEqual([]);
  });

  it('every module that joins another module’s table declares it', () => {
    const undeclared = files
      .filter(({ path, text }) => moduleOf(path) && tableUses(text).some((u) => u.kind === 'join' && OWNER[u.table] !== moduleOf(path)))
      .filter(({ text }) => !JOIN_DECLARATION.test(text))
      .map(({ path }) => path);
    expect(undeclared).toEqual([]);
  });
});

/** The server-relative paths a file imports (relative imports only). */
function importsOf(path: string, text: string): { spec: string; target: string }[] {
  return [...text.matchAll(/^\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]/gm)].map((m) => ({
    spec: m[1],
    target: m[1].startsWith('.')
      ? relative(SERVER, resolve(SERVER, dirname(path), m[1]))
      : m[1].startsWith('#server/')
        ? m[1].slice('#server/'.length)
        : m[1],
  }));
}

describe('layers', () => {
  const moduleFiles = files.filter(({ path }) => moduleOf(path));

  it('services and repositories take a Ctx: no fastify, no FastifyRequest or FastifyInstance', () => {
    const offenders = moduleFiles
      .filter(({ path }) => /\.(service|repository)\.ts$/.test(path))
      .filter(
        ({ path, text }) =>
          /\bFastify(Request|Instance)\b/.test(text) || importsOf(path, text).some((i) => /^(fastify|@fastify\/)/.test(i.spec)),
      )
      .map(({ path }) => path);
    expect(offenders).toEqual([]);
  });

  it("a module never imports another module's repository", () => {
    const offenders = moduleFiles.flatMap(({ path, text }) =>
      importsOf(path, text)
        .filter((i) => /\.repository$/.test(i.target) && moduleOf(i.target) !== moduleOf(path))
        .map((i) => `${path} imports ${i.spec}`),
    );
    expect(offenders).toEqual([]);
  });

  it('routes never touch SQL: no kysely, no repository, no platform/db', () => {
    const offenders = moduleFiles
      .filter(({ path }) => /\/routes\/[^/]+\.ts$/.test(path))
      .flatMap(({ path, text }) =>
        importsOf(path, text)
          .filter((i) => i.spec === 'kysely' || /\.repository$/.test(i.target) || i.target.startsWith('platform/db/'))
          .map((i) => `${path} imports ${i.spec}`),
      );
    expect(offenders).toEqual([]);
  });

  it('the platform imports no module', () => {
    const offenders = files
      .filter(({ path }) => path.startsWith('platform/'))
      .flatMap(({ path, text }) =>
        importsOf(path, text)
          .filter((i) => i.target.startsWith('modules/'))
          .map((i) => `${path} imports ${i.spec}`),
      );
    expect(offenders).toEqual([]);
  });
});

/** A call of the audit writer: a change's row (or one per record), a read's note, a lookup's or a list page's. */
const AUDIT_CALL = /\b(audit\.(record|noteRead)|recordEach|noteLookup|noteListRead|noteRead)\(/;

describe('audit lives in the repositories', () => {
  it('no service calls the audit writer: the repositories write every row', () => {
    const services = files.filter(({ path }) => path.endsWith('.service.ts'));
    expect(services.length).toBeGreaterThan(50);
    expect(services.filter(({ text }) => AUDIT_CALL.test(text)).map(({ path }) => path)).toEqual([]);
  });
});

/**
 * Every place that works without a user's scope (every row, audited as SYSTEM): a system context built by
 * `systemContext(app, reason)` or `asSystem(reason)`, named here with its reason. The list stays short: a new one is
 * a decision to write down, not a way around a policy.
 */
const SYSTEM_CONTEXTS: Record<string, string[]> = {
  'jobs/auto-billing.ts': ['auto-billing job'],
  'jobs/care-tasks.ts': ['care renewal tasks job'],
  'jobs/invoices.ts': ['invoice generation job'],
  'jobs/ledger-check.ts': ['ledger check job'],
  'jobs/outcome-summaries.ts': ['outcome summaries job'],
  'jobs/pharmacy-status.ts': ['pharmacy status job'],
  'jobs/refunds.ts': ['refund job'],
  'modules/chat/routes/socket.ts': ['chat fan-out'],
};
/** Where the system context is made: the actor type and the one helper that builds a context from it. */
const SYSTEM_CONTEXT_MAKERS = ['platform/access/actor.ts', 'platform/http/context.ts'];

describe('unscoped access is named', () => {
  it('every system context is in the list, with its reason, and the list stays short', () => {
    const found: Record<string, string[]> = {};
    for (const { path, text: source } of files) {
      if (SYSTEM_CONTEXT_MAKERS.includes(path)) continue;
      const text = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, ''); // code, not comments
      const reasons = [...text.matchAll(/\b(?:systemContext\(\s*\w+\s*,|asSystem\()\s*(['"`])([^'"`]*)\1/g)].map((m) => m[2]);
      const unnamed = /\b(?:systemContext|asSystem)\(/.test(
        text.replace(/\b(?:systemContext\(\s*\w+\s*,|asSystem\()\s*(['"`])[^'"`]*\1/g, ''),
      );
      if (reasons.length || unnamed) found[path] = unnamed ? [...reasons, '(no reason written)'] : reasons;
    }
    expect(found).toEqual(SYSTEM_CONTEXTS);
    expect(Object.keys(SYSTEM_CONTEXTS).length).toBeLessThanOrEqual(10);
  });
});
