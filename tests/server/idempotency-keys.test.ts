/**
 * The generic idempotency layer (server/platform/http/idempotency.ts, migration 0050): every write under /api/v1
 * except contracts/idempotency.ts's NOT_IDEMPOTENT honors an `Idempotency-Key` per caller, method and path. A repeat
 * answers the first reply, another body with the key 422, a repeat while the first runs 409, and a key lasts a day.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { NOT_IDEMPOTENT } from '#contracts/idempotency';
import { audience, ctxOf } from '#server/platform/http/context';
import { inTransaction } from '#server/platform/context';
import { deleteExpiredKeys } from '#server/platform/http/idempotency';
import { call, createTestApp, DEMO_PASSWORD, signIn, type Session, type TestApp } from './helpers/app';

let t: TestApp;
let patient: Session;

// A test route held open until `release()`: the first request with a key is still running while the second arrives.
const waiting: (() => void)[] = [];
const release = () => {
  for (const resolve of waiting.splice(0)) resolve();
};
let runs = 0;
const anyone = audience('ANY', ['test']);

beforeAll(async () => {
  t = await createTestApp({}, (api) => {
    api.post('/test/slow-write', {
      ...anyone('A write that waits', {}),
      handler: async (req) => {
        runs += 1;
        await new Promise<void>((resolve) => waiting.push(resolve));
        // A transaction the write commits marks the key applied in it.
        await inTransaction(ctxOf(req), async () => undefined);
        return { data: { runs, caller: req.auth?.userId } };
      },
    });
  });
  patient = await signIn(t.app, 'patient@demo.test', DEMO_PASSWORD);
});
afterAll(() => t.close());

const activity = (name: string) => ({ activityType: 'WALKING', name, duration: 30, date: '2026-11-20' });
const logActivity = (key: string | undefined, body: object, token = patient.accessToken) =>
  call(t.app, { method: 'POST', url: '/activities', token, payload: body, headers: key ? { 'idempotency-key': key } : {} });
const activitiesNamed = async (name: string) =>
  (await t.db.selectFrom('activities').select('id').where('name', '=', name).execute()).length;
/** The held-open test write, sent with `key` by the patient. */
const slowWrite = (key: string) =>
  call(t.app, { method: 'POST', url: '/test/slow-write', token: patient.accessToken, payload: {}, headers: { 'idempotency-key': key } });
const keyRow = (key: string) => t.db.selectFrom('idempotency_keys').selectAll().where('key', '=', key).executeTakeFirst();

describe('Idempotency-Key on every write', () => {
  it('answers a repeat with the first reply and writes once', async () => {
    const first = await logActivity('walk-key-0001', activity('Replay walk'));
    expect(first.status).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await logActivity('walk-key-0001', activity('Replay walk'));
    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await activitiesNamed('Replay walk')).toBe(1);
    // Marked applied in the write's own transaction, keyed by caller, method and path, kept for a day.
    const row = await keyRow('walk-key-0001');
    expect(row).toMatchObject({ method: 'POST', path: '/api/v1/activities', status_code: 201 });
    expect(row?.caller).toMatch(/^user:/);
    expect(row?.applied_at).not.toBeNull();
    const hours = (new Date(row!.expires_at).getTime() - new Date(row!.created_at).getTime()) / 3_600_000;
    expect(hours).toBeCloseTo(24, 1);
    // The body is never stored, only a keyed hash of it.
    expect(row?.request_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses the same key with another body (422) and changes nothing', async () => {
    expect((await logActivity('walk-key-0002', activity('First body'))).status).toBe(201);
    const reused = await logActivity('walk-key-0002', activity('Second body'));
    expect(reused.status).toBe(422);
    expect(reused.body).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED', message: 'This Idempotency-Key was used for another request' });
    expect(await activitiesNamed('Second body')).toBe(0);
  });

  it('answers 409 "try again" while the first request with the key still runs, then its reply', async () => {
    const before = runs;
    const slow = (token: string) =>
      call(t.app, { method: 'POST', url: '/test/slow-write', token, payload: {}, headers: { 'idempotency-key': 'slow-key-0001' } });
    const first = slow(patient.accessToken);
    await expect.poll(() => runs).toBe(before + 1);
    const meanwhile = await slow(patient.accessToken);
    expect(meanwhile.status).toBe(409);
    expect(meanwhile.headers['retry-after']).toBe('1');
    expect(meanwhile.body).toMatchObject({
      code: 'IDEMPOTENCY_IN_PROGRESS',
      message: 'A request with this Idempotency-Key is still in progress. Try again in a moment.',
    });
    release();
    expect((await first).status).toBe(200);
    const after = await slow(patient.accessToken);
    expect([after.status, after.headers['idempotent-replayed'], runs]).toEqual([200, 'true', before + 1]);
  });

  it("keeps each caller's keys apart: the same key from another person, or another address, is their own", async () => {
    const before = await activitiesNamed('Shared key walk');
    expect((await logActivity('shared-key-0001', activity('Shared key walk'))).status).toBe(201);
    const riley = await signIn(t.app, 'riley.thompson@demo.test', DEMO_PASSWORD);
    const theirs = await logActivity('shared-key-0001', activity('Shared key walk'), riley.accessToken);
    expect(theirs.status).toBe(201);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(await activitiesNamed('Shared key walk')).toBe(before + 2);

    // Anonymous callers are told apart by address: the same key from another address signs up its own account.
    const signUp = (email: string, ip: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/resend-otp',
        remoteAddress: ip,
        headers: { 'idempotency-key': 'anon-key-0001' },
        payload: { email },
      });
    expect((await signUp('nobody@demo.test', '203.0.113.1')).headers['idempotent-replayed']).toBeUndefined();
    expect((await signUp('nobody@demo.test', '203.0.113.1')).headers['idempotent-replayed']).toBe('true');
    expect((await signUp('nobody@demo.test', '203.0.113.2')).headers['idempotent-replayed']).toBeUndefined();
  });

  it('forgets a key after its day (the job deletes it), and the write runs again', async () => {
    expect((await logActivity('expiring-key-0001', activity('Expiring walk'))).status).toBe(201);
    await t.db
      .updateTable('idempotency_keys')
      .set({ expires_at: sql<Date>`now() - interval '1 minute'` })
      .where('key', '=', 'expiring-key-0001')
      .execute();
    const again = await logActivity('expiring-key-0001', activity('Expiring walk'));
    expect([again.status, again.headers['idempotent-replayed']]).toEqual([201, undefined]);
    expect(await activitiesNamed('Expiring walk')).toBe(2);

    await t.db
      .updateTable('idempotency_keys')
      .set({ expires_at: sql<Date>`now() - interval '1 minute'` })
      .where('key', '=', 'expiring-key-0001')
      .execute();
    expect(await deleteExpiredKeys(t.db)).toBeGreaterThanOrEqual(1);
    expect(await keyRow('expiring-key-0001')).toBeUndefined();
    expect(await keyRow('walk-key-0001')).toBeDefined();
  });

  it('after a crash: a claim that committed nothing is taken over; one that committed is never run twice', async () => {
    const stale = sql<Date>`now() - interval '10 minutes'`;
    const dead = (key: string, applied: boolean) =>
      t.db
        .insertInto('idempotency_keys')
        .values({
          caller: `user:${(patient.user as { id: string }).id}`,
          key,
          method: 'POST',
          path: '/api/v1/activities',
          request_hash: 'from a request that died',
          created_at: stale,
          expires_at: sql<Date>`now() + interval '1 day'`,
          applied_at: applied ? stale : null,
        })
        .execute();
    await dead('crashed-key-0001', false);
    expect((await logActivity('crashed-key-0001', activity('Taken over walk'))).status).toBe(201);
    expect(await activitiesNamed('Taken over walk')).toBe(1);

    await dead('crashed-key-0002', true);
    const lost = await logActivity('crashed-key-0002', activity('Applied walk'));
    expect(lost.status).toBe(422); // another request's hash: refused before anything
    await t.db
      .updateTable('idempotency_keys')
      .set({ request_hash: (await keyRow('crashed-key-0001'))!.request_hash })
      .where('key', '=', 'crashed-key-0002')
      .execute();
    const replyLost = await logActivity('crashed-key-0002', activity('Taken over walk'));
    expect(replyLost.status).toBe(409);
    expect(replyLost.body.code).toBe('IDEMPOTENT_REPLY_LOST');
    expect(await activitiesNamed('Taken over walk')).toBe(1);
  });

  it('after a kill: a claim whose instance has no connection left is taken over at once, and the old claim can no longer commit', async () => {
    const before = runs;
    const slow = () => slowWrite('killed-key-0001');
    const first = slow();
    await expect.poll(() => runs).toBe(before + 1);
    // The first request's instance is gone (as after a SIGKILL): no database connection carries its name any more.
    await t.db.updateTable('idempotency_keys').set({ holder: randomUUID() }).where('key', '=', 'killed-key-0001').execute();
    const retry = slow();
    await expect.poll(() => runs).toBe(before + 2);
    release();
    const [old, taken] = await Promise.all([first, retry]);
    // The retry ran and its reply is kept; the old request's transaction was refused, so nothing it did committed.
    expect([taken.status, taken.body.data?.runs]).toEqual([200, before + 2]);
    expect([old.status, old.body.code]).toEqual([409, 'IDEMPOTENCY_KEY_TAKEN_OVER']);
    const replay = await slow();
    expect([replay.status, replay.headers['idempotent-replayed'], replay.body.data?.runs]).toEqual([200, 'true', before + 2]);
  });

  it('a repeat that arrives while the first finishes gets its reply instead of "try again"', async () => {
    const before = runs;
    const slow = () => slowWrite('double-click-0001');
    const first = slow();
    await expect.poll(() => runs).toBe(before + 1);
    const second = slow();
    setTimeout(release, 150);
    const [a, b] = await Promise.all([first, second]);
    expect([a.status, b.status, b.headers['idempotent-replayed'], runs]).toEqual([200, 200, 'true', before + 1]);
  });

  it('keeps no reply that carries a credential: the sign-in code exchange ignores the key', async () => {
    const key = 'verify-key-0001';
    await call(t.app, {
      method: 'POST',
      url: '/auth/verify-otp',
      payload: { email: 'patient@demo.test', code: '000000' },
      headers: { 'idempotency-key': key },
    });
    expect(await keyRow(key)).toBeUndefined();
  });

  it('documents the header on every write of the OpenAPI document but the listed ones, every money route among them', async () => {
    const doc = (await call(t.app, { method: 'GET', url: '/openapi.json' })).body as {
      paths: Record<string, Record<string, { parameters?: { in: string; name: string }[] }>>;
    };
    const exempt = new Set(Object.keys(NOT_IDEMPOTENT).map((r) => r.replace(/:(\w+)/g, '{$1}').replace('/*', '/{*}')));
    const writes: string[] = [];
    const missing: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        if (!['post', 'put', 'patch', 'delete'].includes(method)) continue;
        const route = `${method.toUpperCase()} ${path.replace(/^\/api\/v1/, '')}`;
        writes.push(route);
        const has = operation.parameters?.some((p) => p.in === 'header' && p.name === 'idempotency-key');
        if (!has && !exempt.has(route)) missing.push(route);
        if (has && exempt.has(route)) missing.push(`${route} (listed as not idempotent)`);
      }
    }
    expect(missing).toEqual([]);
    // Every entry of the list names a real route, and no money route is in it.
    expect([...exempt].filter((route) => !writes.includes(route))).toEqual([]);
    const money = /payment|payout|invoice|charge|card|subscription|refund|pricing|billing|commission|ledger|setup-intent/;
    expect([...exempt].filter((route) => money.test(route))).toEqual([]);
    expect(writes.filter((route) => route.startsWith('POST ')).length).toBeGreaterThan(60);
  });
});
