/**
 * Access by construction (README, Layout): every repository function over patient or money data takes the caller's
 * context (`Ctx`, a user's or a named system context), so that it can apply the resource's policy to `ctx.actor`. A
 * function whose first parameter is a raw database handle (`Db`, a Kysely instance or transaction) cannot know who is
 * asking: this test reads every `*.repository.ts` and fails naming each such function that reaches a patient or
 * money table (or a money column), directly or through the file's own helpers.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SERVER = resolve(__dirname, '../../server');

/** Tables that hold a patient's data (identity, answers, orders, clinical and engagement records) or money. */
const SENSITIVE_TABLES = [
  // patients and their care
  'patients',
  'external_patients',
  'patient_notes',
  'intakes',
  'uploads',
  'orders',
  'consents',
  'prescriptions',
  'sandbox_pharmacy_orders',
  'webhook_orders',
  'treatment_plans',
  'treatment_plan_events',
  'check_ins',
  'care_tasks',
  'care_sessions',
  'activities',
  'conversations',
  'conversation_participants',
  'chat_messages',
  // money
  'payments',
  'refunds',
  'subscriptions',
  'payment_cards',
  'payment_customers',
  'invoices',
  'invoice_items',
  'invoice_activities',
  'billing_job_logs',
  'custom_prices',
  'payouts',
];

/** Money kept on account tables (partners, sales people): who pays, the commission, where payouts go. */
const MONEY_COLUMNS = ['billing_mode', 'commission_rate_bps', 'payout_account_ref', 'payout_account_status', 'payout_connected_at'];

/**
 * Tables a raw handle may read because they hold no one's data: reference data that every caller (an anonymous
 * intake too) reads alike. Written down so that leaving them out of SENSITIVE_TABLES is a decision, not an oversight.
 */
const REFERENCE_TABLES: Record<string, string> = {
  questionnaires: 'the intake and renewal forms themselves (intake.repository.ts: findQuestionnaire, findQuestionnaireBySlug)',
  questions: 'the questions of those forms, the same for everyone (intake.repository.ts: listQuestions)',
  products: 'the product catalog, shown on public pages',
  product_variations: 'the variations and list prices of the catalog, shown on public pages',
  product_details: 'the catalog’s product descriptions',
  training_items: 'training material for staff',
  pharmacies: 'the pharmacies prescriptions go to',
};

/**
 * Reasoned exceptions: `file: function` of a raw-handle function that reaches a sensitive table or column anyway.
 * Keep it short; each entry says why no caller's scope applies.
 */
const ALLOWED: Record<string, string> = {
  'modules/accounts/accounts.repository.ts: actorOfSession':
    'resolves who is asking from a bearer token (the guard, before any context exists): it reads the ids the policies need, the patient record id among them',
};

const SENSITIVE = new Set(SENSITIVE_TABLES);
const KYSELY_TABLE =
  /\b(?:selectFrom|updateTable|insertInto|deleteFrom|mergeInto|innerJoin|leftJoin|rightJoin|fullJoin|crossJoin|innerJoinLateral|leftJoinLateral|using|from)\(\s*\[?\s*['"`]([a-z_]+)\b/g;
const RAW_SQL_TABLE = /\b(?:from|join|update|into)\s+"?([a-z_]+)"?/gi;
const MONEY_COLUMN = new RegExp(String.raw`\b(${MONEY_COLUMNS.join('|')})\b`);
/** A parameter's type: a name with its generics, maybe imported inline (`import('…').Db`). */
const TYPE = String.raw`((?:import\([^)]*\)\.)?[\w.]+(?:<[^>]*>)?)`;
/** A first parameter typed as a database handle rather than a context. */
const RAW_HANDLE = /(?:^|\.)(?:Db|Kysely|Transaction|\w*Executor)(?:<.*>)?$/;

/** The top-level declarations of a file: name, whether exported, its text, and its first parameter's type (if a function). */
function declarationsOf(text: string) {
  const starts = [...text.matchAll(/^(export\s+)?(?:async\s+)?(?:function\*?|const|let)\s+(\w+)/gm)];
  return starts.map((m, i) => {
    const body = text.slice(m.index, starts[i + 1]?.index ?? text.length);
    const param =
      new RegExp(String.raw`^(?:export\s+)?(?:async\s+)?function\*?\s+\w+\s*(?:<[^>]*>)?\(\s*\w+\s*:\s*${TYPE}`).exec(body) ??
      new RegExp(String.raw`^(?:export\s+)?const\s+\w+(?:\s*:[^=]+)?\s*=\s*(?:async\s*)?(?:<[^>]*>)?\(\s*\w+\s*:\s*${TYPE}`).exec(body);
    return { name: m[2], exported: Boolean(m[1]), body, firstParamType: param?.[1].trim() ?? null };
  });
}

/** The sensitive tables and money columns a declaration reaches, in its own text or through the file's other declarations. */
function reachOf(declarations: ReturnType<typeof declarationsOf>) {
  const own = new Map(
    declarations.map((d) => {
      const found = new Set<string>();
      for (const m of d.body.matchAll(KYSELY_TABLE)) if (SENSITIVE.has(m[1])) found.add(m[1]);
      for (const template of d.body.matchAll(/sql(?:<[^>]*>)?`([^`]*)`/g))
        for (const m of template[1].matchAll(RAW_SQL_TABLE)) if (SENSITIVE.has(m[1].toLowerCase())) found.add(m[1].toLowerCase());
      const column = MONEY_COLUMN.exec(d.body);
      if (column) found.add(`column ${column[1]}`);
      return [d.name, found] as const;
    }),
  );
  const reach = (name: string, seen: Set<string>): Set<string> => {
    const found = new Set(own.get(name));
    const body = declarations.find((d) => d.name === name)!.body;
    for (const other of declarations) {
      if (seen.has(other.name) || !new RegExp(String.raw`\b${other.name}\b`).test(body)) continue;
      seen.add(other.name);
      for (const t of reach(other.name, seen)) found.add(t);
    }
    return found;
  };
  return (name: string) => reach(name, new Set([name]));
}

/** `file: function (what it reaches)` for each exported raw-handle function over sensitive data in this source. */
export function rawAccessIn(path: string, text: string): string[] {
  const declarations = declarationsOf(text);
  const reach = reachOf(declarations);
  return declarations
    .filter((d) => d.exported && d.firstParamType && RAW_HANDLE.test(d.firstParamType))
    .flatMap((d) => {
      const reached = [...reach(d.name)].sort();
      return reached.length ? [`${path}: ${d.name} (${reached.join(', ')})`] : [];
    });
}

function repositories(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? repositories(path) : path.endsWith('.repository.ts') ? [path] : [];
  });
}

const files = repositories(SERVER).map((path) => ({ path: relative(SERVER, path), text: readFileSync(path, 'utf8') }));

describe('repositories over patient or money data take the caller’s context', () => {
  it('reads every repository, and the lists agree with the schema', () => {
    expect(files.length).toBeGreaterThan(40);
    const schema =
      readFileSync(join(SERVER, 'platform/db/schema.ts'), 'utf8') + readFileSync(join(SERVER, 'platform/db/schema-engagement.ts'), 'utf8');
    const tables = new Set([...schema.matchAll(/^\s+([a-z_]+): \w+Table;$/gm)].map((m) => m[1]));
    for (const table of [...SENSITIVE_TABLES, ...Object.keys(REFERENCE_TABLES)]) expect(tables.has(table), table).toBe(true);
  });

  it('no exported repository function over a patient or money table takes a raw Db, Kysely or Transaction', () => {
    const found = files.flatMap(({ path, text }) => rawAccessIn(path, text));
    const offenders = found.filter((entry) => !(entry.replace(/ \(.*\)$/, '') in ALLOWED));
    expect(offenders).toEqual([]);
    // An exception that no longer applies leaves the list.
    const stale = Object.keys(ALLOWED).filter((key) => !found.some((entry) => entry.startsWith(`${key} (`)));
    expect(stale).toEqual([]);
  });

  it('the scan finds such a function, directly or through a helper, and passes one that takes a Ctx', () => {
    const sample = [
      "import type { Db } from '#server/platform/db/client';",
      "const live = (db: Db) => db.selectFrom('patient_notes as n').where('n.deleted_at', 'is', null);",
      "export const listNotes = (db: Db, patientId: string) => live(db).where('n.patient_id', '=', patientId).execute();",
      "export async function payoutAccount(db: Kysely<Database>, id: string) { return db.selectFrom('partners').select('payout_account_ref').where('id', '=', id).execute(); }",
      'export const rawOrders = (trx: Transaction<Database>) => trx.executeQuery(sql`select * from orders`.compile(trx));',
      "export const questions = (db: Db, id: string) => db.selectFrom('questions').selectAll().where('id', '=', id).execute();",
      "export const ownOrders = (ctx: Ctx) => ctx.db.selectFrom('orders as o').selectAll().execute();",
      "export const allPayouts = (db: import('#server/platform/db/client').Db) => db.selectFrom('payouts').selectAll().execute();",
    ].join('\n');
    expect(rawAccessIn('sample.repository.ts', sample)).toEqual([
      'sample.repository.ts: listNotes (patient_notes)',
      'sample.repository.ts: payoutAccount (column payout_account_ref)',
      'sample.repository.ts: rawOrders (orders)',
      'sample.repository.ts: allPayouts (payouts)',
    ]);
  });
});
