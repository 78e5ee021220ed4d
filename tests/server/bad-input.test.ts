/**
 * Bad input never breaks the server: every operation of the OpenAPI document receives invalid paths, queries and
 * bodies generated from its schema (helpers/bad-input.ts), as a role allowed to call it, with the caller's own ids
 * wherever the request is not the thing being broken. No answer is a 5xx, every 4xx carries a message, no call is
 * refused for its role or token (that would hide what the handler does), and the database is unchanged afterwards.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, send, type TestApp } from './helpers/app';
import { badRequests } from './helpers/bad-input';
import { operationsOf, type Operation } from './helpers/openapi';
import { buildWorld, CARD, type World } from './helpers/owners';
import { demoPartner } from './helpers/partners';

/** Tables that change on a refused call by design: the audit trail, rate-limit counts, messages. */
const CHANGE_ON_REFUSAL = new Set([
  'audit_logs',
  'auth_attempts',
  'outbox_messages',
  'message_retries',
  'kysely_migration',
  'kysely_migration_lock',
]);

let t: TestApp;
let world: World;
let operations: Operation[];
let tables: string[];
/** The demo partner, with a saved card and a delegate access of its own. */
const partner = { token: '', cardId: '', delegateAccessId: '' };

beforeAll(async () => {
  t = await createTestApp();
  world = await buildWorld(t);
  operations = await operationsOf(t.app);
  partner.token = (await demoPartner(t)).session.accessToken;
  const card = await send(t.app, 'POST', '/gym-owner/setup-intent', partner.token, { payment: CARD });
  partner.cardId = (card.body.data as { card: { id: string } }).card.id;
  const access = await send(t.app, 'POST', '/gym-owner/delegate-access', partner.token, { email: 'care@demo.test' });
  partner.delegateAccessId = (access.body.data as { id: string }).id;
  const rows = await sql<{ name: string }>`select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`.execute(t.db);
  tables = rows.rows.map((r) => r.name).filter((name) => !CHANGE_ON_REFUSAL.has(name));
});
afterAll(() => t.close());

/** One checksum per table of every row's text. */
async function snapshot(): Promise<Record<string, string>> {
  const sums: Record<string, string> = {};
  for (const table of tables) {
    const { rows } = await sql<{ sum: string | null }>`select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as sum
      from ${sql.table(table)} x`.execute(t.db);
    sums[table] = rows[0].sum ?? '';
  }
  return sums;
}

type Caller = 'patient' | 'doctor' | 'partner' | 'anonymous';

/** A role allowed to call the operation: public ones anonymously, the doctors' as the doctor, the partners' as the partner, the rest as the patient. */
const callerOf = (op: Operation): Caller =>
  !op.guarded
    ? 'anonymous'
    : /^\/(doctors|webhook-order)\b/.test(op.path)
      ? 'doctor'
      : /^\/(gym-owner\b|storage\/partner-|invoice-activities\b)/.test(op.path)
        ? 'partner'
        : 'patient';

/** The caller's own id for a parameter or field name (a fresh uuid where it has none). */
function idFor(op: Operation, caller: Caller) {
  const { pat, jamie } = world.records;
  const { a } = world.staff;
  // Jamie is the demo doctor's patient and came through the demo partner.
  const own = caller === 'doctor' || caller === 'partner' ? jamie : pat;
  return (name: string): string => {
    if (caller === 'partner' && op.path.includes('/cards/')) return partner.cardId;
    if (caller === 'partner' && op.path.includes('/delegate-access/')) return partner.delegateAccessId;
    if (op.path.includes('/cards/')) return a.cardId;
    if (op.path.includes('/delegate-access/')) return a.delegateAccessId;
    if (op.path.startsWith('/webhook-order/doctor/') || name === 'doctorId') return a.doctorId;
    if (op.path.startsWith('/webhook-order/')) return a.feedId;
    if (op.path.includes('/prescriptions/')) return own.rxId;
    if (op.path.includes('/renewals/')) return own.orderId;
    if (name === 'userId') return own.userId;
    if (name === 'patientId' || /\/patients\/\{id\}/.test(op.path)) return own.patientId;
    if (name === 'intakeId' || name === 'questionnaire' || op.path.includes('questionnaire')) return own.intakeId;
    if (name === 'orderId' || op.path.includes('/orders/')) return own.orderId;
    if (name === 'delegateAccessId') return a.delegateAccessId;
    return crypto.randomUUID();
  };
}

function requestsFor(op: Operation) {
  const requests = badRequests(op, idFor(op, callerOf(op)));
  // A GET, or a write that takes no input at all (POST /account/sessions/sign-out-others): an unknown query parameter.
  if (op.method === 'GET' || requests.length === 0)
    requests.push({ what: 'an unknown query parameter with NUL', url: `${op.path.replace(/\{[^}]+\}/g, 'x')}?unknown=%00` });
  return requests;
}

async function sweep(op: Operation) {
  const caller = callerOf(op);
  const requests = requestsFor(op);
  const failures: string[] = [];
  const before = await snapshot();
  for (const r of requests) {
    const headers: Record<string, string> = caller === 'anonymous' ? { 'x-intake-token': world.intakeToken } : {};
    if (r.rawBody) headers['content-type'] = 'application/json';
    const res = await call(t.app, {
      method: op.method as 'GET',
      url: r.url,
      token: { anonymous: undefined, doctor: world.tokens.doctor, partner: partner.token, patient: world.tokens.patient }[caller],
      payload: (r.rawBody ?? r.payload) as string,
      headers,
    });
    if (res.status >= 500) failures.push(`${r.what}: ${res.status} ${JSON.stringify(res.body).slice(0, 160)}`);
    else if (res.status >= 400 && !res.body.message) failures.push(`${r.what}: ${res.status} without a message`);
    else if (res.status === 401 && caller !== 'anonymous') failures.push(`${r.what}: 401, the ${caller}'s token no longer works`);
    else if (res.status === 403 && res.body.message === 'You do not have permission to do this')
      failures.push(`${r.what}: refused for the role ${caller}`);
  }
  const after = await snapshot();
  const changed = tables.filter((table) => before[table] !== after[table]);
  if (changed.length) failures.push(`changed ${changed.join(', ')}`);
  return { failures, count: requests.length };
}

describe('bad input sweep over the OpenAPI document', () => {
  let total = 0;
  afterAll(() => {
    console.info(`bad input: ${total} requests over ${operations.length} operations`);
    // Bounded: about a dozen requests per operation, however large the document grows.
    expect(total).toBeGreaterThan(operations.length * 5);
    expect(total).toBeLessThan(operations.length * 20);
  });

  it('has invalid requests for every operation', () => {
    expect(operations.length).toBeGreaterThan(60);
    expect(operations.filter((op) => requestsFor(op).length === 0).map((op) => op.key)).toEqual([]);
  });

  it('answers every invalid request with a 4xx and a message, and changes nothing', async () => {
    const failures: string[] = [];
    for (const op of operations) {
      const result = await sweep(op);
      total += result.count;
      failures.push(...result.failures.map((f) => `${op.key}: ${f}`));
    }
    expect(failures).toEqual([]);
    // About 30 s alone; the whole suite on a shared machine takes longer than the default 60 s.
  }, 180_000);
});
