import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, DEMO_PASSWORD, signIn, type Session, type TestApp } from './helpers/app';
import { auditOutcomes } from './helpers/audit';

type Key = {
  id: string;
  name: string;
  prefix: string;
  scopes: string[];
  status: string;
  lastUsedAt: string | null;
  owner: { email: string };
};
type Created = { key: Key; secret: string };

let t: TestApp;
let partner: Session;
let doctor: Session;
let admin: Session;
let patient: Session;
let partnerId: string;
let doctorId: string;

beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_FAILURES_PER_IP: 5 });
  [partner, doctor, patient] = await Promise.all(
    ['partner', 'doctor', 'patient'].map((name) => signIn(t.app, `${name}@demo.test`, DEMO_PASSWORD)),
  );
  admin = await signIn(t.app, 'admin@demo.test', DEMO_PASSWORD, 'admin.localhost');
  const idOf = (table: 'partners' | 'doctors', userId: unknown) =>
    t.db
      .selectFrom(table)
      .select('id')
      .where('user_id', '=', userId as string)
      .executeTakeFirstOrThrow();
  partnerId = (await idOf('partners', partner.user.id)).id;
  doctorId = (await idOf('doctors', doctor.user.id)).id;
});
afterAll(() => t.close());

const createKey = async (token: string, payload: Record<string, unknown>) =>
  call(t.app, { method: 'POST', url: '/api-keys', token, payload });
const newKey = async (token: string, name: string, scopes: string[]) => {
  const res = await createKey(token, { name, scopes });
  expect(res.status).toBe(201);
  return res.body.data as unknown as Created;
};
const listKeys = async (token: string, query = '') => {
  const res = await call(t.app, { method: 'GET', url: `/api-keys${query}`, token });
  expect(res.status).toBe(200);
  return (res.body.data as unknown as { items: Key[]; total: number }).items;
};
const revoke = (token: string, id: string) => call(t.app, { method: 'DELETE', url: `/api-keys/${id}`, token });
/** The partner's webhook-order feed, created (or refused) with a key instead of a token. */
const createFeedWithKey = (headers: Record<string, string>) =>
  call(t.app, { method: 'POST', url: '/webhook-order', payload: { source: 'PARTNER', partnerId }, headers });

describe('API keys', () => {
  it('are created with a name and scopes; the secret is shown once and only its hash is stored', async () => {
    const { key, secret } = await newKey(partner.accessToken, 'Gym CRM', ['webhook-orders:write']);
    expect(secret).toMatch(/^glp_live_[A-Za-z0-9]{48}$/);
    expect(key.prefix).toBe(secret.slice(0, 17));
    expect(key).toMatchObject({ name: 'Gym CRM', scopes: ['webhook-orders:write'], status: 'ACTIVE', lastUsedAt: null });
    const row = await t.db.selectFrom('api_keys').selectAll().where('id', '=', key.id).executeTakeFirstOrThrow();
    expect(row.secret_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(secret);
    const listed = await listKeys(partner.accessToken);
    expect(listed.map((k) => k.id)).toContain(key.id);
    expect(JSON.stringify(listed)).not.toContain(secret);
    expect(await auditOutcomes(t.db, { action: 'CREATE', resource_type: 'api_key', resource_id: key.id })).toEqual(['SUCCESS']);
  });

  it('refuse bad input, scopes the role cannot use, other roles, delegates and anonymous callers', async () => {
    expect((await createKey(partner.accessToken, { name: '', scopes: ['webhook-orders:write'] })).status).toBe(400);
    expect((await createKey(partner.accessToken, { name: 'x', scopes: [] })).status).toBe(400);
    expect((await createKey(partner.accessToken, { name: 'x', scopes: ['everything'] })).status).toBe(400);
    const readScope = await createKey(partner.accessToken, { name: 'x', scopes: ['webhook-orders:read'] });
    expect(readScope.status).toBe(422);
    expect(readScope.body.message).toContain('webhook-orders:read');
    expect((await createKey(patient.accessToken, { name: 'x', scopes: ['webhook-orders:write'] })).status).toBe(403);
    expect((await call(t.app, { method: 'GET', url: '/api-keys', token: patient.accessToken })).status).toBe(403);
    expect((await call(t.app, { method: 'GET', url: '/api-keys' })).status).toBe(401);
  });

  it('each owner sees and revokes only their own keys (404 for another’s, audited); an administrator sees and revokes all', async () => {
    const doctors = await newKey(doctor.accessToken, 'EHR sync', ['webhook-orders:read', 'webhook-orders:write']);
    const partners = await newKey(partner.accessToken, 'Second', ['webhook-orders:write']);
    expect((await listKeys(partner.accessToken)).map((k) => k.id)).not.toContain(doctors.key.id);
    expect((await listKeys(doctor.accessToken)).map((k) => k.id)).toEqual([doctors.key.id]);
    const all = await listKeys(admin.accessToken, '?limit=100');
    expect(all.map((k) => k.id)).toEqual(expect.arrayContaining([doctors.key.id, partners.key.id]));
    expect(all.find((k) => k.id === doctors.key.id)?.owner.email).toBe('doctor@demo.test');

    const refused = await revoke(partner.accessToken, doctors.key.id);
    expect(refused.status).toBe(404);
    expect(await auditOutcomes(t.db, { action: 'REVOKE', resource_id: doctors.key.id })).toEqual(['DENIED']);
    expect((await listKeys(doctor.accessToken))[0].status).toBe('ACTIVE');

    const byAdmin = await revoke(admin.accessToken, doctors.key.id);
    expect(byAdmin.status).toBe(200);
    expect((byAdmin.body.data as unknown as Key).status).toBe('REVOKED');
    const own = await revoke(partner.accessToken, partners.key.id);
    expect(own.status).toBe(200);
    expect(own.body.message).toBe('API key revoked');
    // Again: nothing changes.
    expect((await revoke(partner.accessToken, partners.key.id)).status).toBe(200);
    expect(await auditOutcomes(t.db, { action: 'REVOKE', resource_id: partners.key.id })).toEqual(['SUCCESS']);
    expect((await listKeys(partner.accessToken, '?status=REVOKED')).map((k) => k.id)).toEqual([partners.key.id]);
  });

  it('list pages and search in SQL', async () => {
    await newKey(doctor.accessToken, 'Alpha', ['webhook-orders:read']);
    await newKey(doctor.accessToken, 'Beta', ['webhook-orders:read']);
    const res = await call(t.app, { method: 'GET', url: '/api-keys?search=alp&sort=name:asc&limit=1', token: doctor.accessToken });
    const page = res.body.data as unknown as { items: Key[]; total: number; totalPages: number };
    expect(page.items.map((k) => k.name)).toEqual(['Alpha']);
    expect(page.total).toBe(1);
    const sorted = await listKeys(doctor.accessToken, '?sort=name:desc&status=ACTIVE');
    expect(sorted.map((k) => k.name)).toEqual(['Beta', 'Alpha']);
  });
});

describe('a key authenticates server-to-server calls', () => {
  it('creates the partner’s webhook-order feed with the webhook scope, as the partner, audited with the key', async () => {
    const { key, secret } = await newKey(partner.accessToken, 'Feed', ['webhook-orders:write']);
    const res = await createFeedWithKey({ 'x-api-key': secret });
    expect(res.status).toBe(201);
    const feed = res.body.data as unknown as { id: string; partnerId: string };
    expect(feed.partnerId).toBe(partnerId);
    const row = await t.db
      .selectFrom('audit_logs')
      .select(['actor_user_id', 'details', 'outcome'])
      .where('action', '=', 'CREATE')
      .where('resource_type', '=', 'webhook_order')
      .where('resource_id', '=', feed.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ actor_user_id: partner.user.id, outcome: 'SUCCESS' });
    expect(row.details).toMatchObject({ apiKeyId: key.id });
    expect((await listKeys(partner.accessToken)).find((k) => k.id === key.id)?.lastUsedAt).not.toBeNull();

    // As a bearer token too: moving the feed on.
    const moved = await call(t.app, {
      method: 'PATCH',
      url: `/webhook-order/${feed.id}`,
      payload: { updatedAt: new Date().toISOString() },
      headers: { authorization: `Bearer ${secret}` },
    });
    expect(moved.status).toBe(200);
  });

  it('reads a doctor’s feed with the read scope, and is refused a call its scopes do not name (403, audited)', async () => {
    const readOnly = await newKey(doctor.accessToken, 'Reader', ['webhook-orders:read']);
    const read = await call(t.app, { method: 'GET', url: `/webhook-order/doctor/${doctorId}`, headers: { 'x-api-key': readOnly.secret } });
    expect(read.status).toBe(200);
    const refused = await call(t.app, {
      method: 'POST',
      url: '/webhook-order',
      payload: { source: 'DOCTOR', doctorId },
      headers: { 'x-api-key': readOnly.secret },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('API_KEY_SCOPE');
    const denied = await t.db
      .selectFrom('audit_logs')
      .select(['actor_user_id', 'details'])
      .where('action', '=', 'API_KEY_USE')
      .where('resource_id', '=', readOnly.key.id)
      .where('outcome', '=', 'DENIED')
      .executeTakeFirstOrThrow();
    expect(denied.actor_user_id).toBe(doctor.user.id);
    expect(denied.details).toMatchObject({ apiKeyId: readOnly.key.id, reason: 'scope' });
  });

  it('is refused by every route that does not accept keys', async () => {
    const { secret } = await newKey(doctor.accessToken, 'Other routes', ['webhook-orders:read', 'webhook-orders:write']);
    for (const url of ['/api-keys', '/auth/me', '/doctors/orders', '/account/profile']) {
      const viaHeader = await call(t.app, { method: 'GET', url, headers: { 'x-api-key': secret } });
      const viaBearer = await call(t.app, { method: 'GET', url, token: secret });
      expect([viaHeader.status, viaBearer.status], url).toEqual([401, 401]);
      expect(viaHeader.body.code).toBe('API_KEY_NOT_ACCEPTED');
    }
  });

  it('stops working once revoked (401, audited)', async () => {
    const { key, secret } = await newKey(doctor.accessToken, 'Short-lived', ['webhook-orders:read']);
    const url = `/webhook-order/doctor/${doctorId}`;
    expect((await call(t.app, { method: 'GET', url, headers: { 'x-api-key': secret } })).status).toBe(200);
    expect((await revoke(doctor.accessToken, key.id)).status).toBe(200);
    const after = await call(t.app, { method: 'GET', url, headers: { 'x-api-key': secret } });
    expect(after.status).toBe(401);
    expect(after.body.code).toBe('API_KEY_REVOKED');
    expect(await auditOutcomes(t.db, { action: 'API_KEY_USE', resource_id: key.id, outcome: 'DENIED' })).toEqual(['DENIED']);
  });

  it('refuses unknown and tampered keys, and limits failures per network (429)', async () => {
    const { secret } = await newKey(doctor.accessToken, 'Tampered', ['webhook-orders:read']);
    const url = `/webhook-order/doctor/${doctorId}`;
    const tampered = secret.slice(0, -1) + (secret.endsWith('A') ? 'B' : 'A');
    const statuses: number[] = [];
    for (const key of [tampered, 'glp_live_nope', `glp_live_${'x'.repeat(48)}`, tampered, tampered, tampered]) {
      statuses.push((await call(t.app, { method: 'GET', url, headers: { 'x-api-key': key }, remoteAddress: '10.9.9.9' })).status);
    }
    // Five failures from one network (this test's limit), then the sixth is refused before the key is looked at.
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    // The real key from that network waits too; from another it works.
    expect((await call(t.app, { method: 'GET', url, headers: { 'x-api-key': secret }, remoteAddress: '10.9.9.9' })).status).toBe(429);
    expect((await call(t.app, { method: 'GET', url, headers: { 'x-api-key': secret }, remoteAddress: '10.9.9.8' })).status).toBe(200);
  });
});
