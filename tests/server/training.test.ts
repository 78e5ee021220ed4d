/**
 * Training and resources over HTTP: every staff role reads the items written for it (administrators all of them);
 * only administrators add, change, order and remove them (403 for everyone else, 404 for an unknown item); every
 * change is audited.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, DEMO_PASSWORD, send, signIn, type TestApp } from './helpers/app';
import { auditOutcomes } from './helpers/audit';

let t: TestApp;
const tokens: Record<'admin' | 'partner' | 'doctor' | 'sales' | 'care' | 'patient' | 'delegate', string> = {
  admin: '',
  partner: '',
  doctor: '',
  sales: '',
  care: '',
  patient: '',
  delegate: '',
};

beforeAll(async () => {
  t = await createTestApp();
  for (const [who, email] of [
    ['admin', 'admin@demo.test'],
    ['partner', 'partner@demo.test'],
    ['doctor', 'doctor@demo.test'],
    ['sales', 'sales@demo.test'],
    ['care', 'care@demo.test'],
    ['patient', 'patient@demo.test'],
  ] as const)
    tokens[who] = (await signIn(t.app, email, DEMO_PASSWORD)).accessToken;
  const assistant = await signIn(t.app, 'assistant@demo.test', DEMO_PASSWORD);
  const chosen = await send(t.app, 'POST', '/auth/select-delegate-access', assistant.accessToken, {
    delegateAccessId: (assistant.delegateAccesses[0] as { id: string }).id,
  });
  tokens.delegate = (chosen.body.data as { delegateAccessToken: string }).delegateAccessToken;
});
afterAll(() => t.close());

type Item = { id: string; title: string; audienceRoles: string[]; position: number; kind: string; url: string | null };
const list = async (who: keyof typeof tokens, kind = 'TRAINING') => {
  const res = await call(t.app, { method: 'GET', url: `/training-items?kind=${kind}`, token: tokens[who] });
  expect(res.status).toBe(200);
  return (res.body.data as { items: Item[] }).items;
};
const titles = (items: Item[]) => items.map((i) => i.title);

const NEW_ITEM = {
  kind: 'TRAINING',
  title: 'Answering renewal questions',
  summary: 'What to say when a patient asks about their next shipment.',
  body: 'Open the patient, then the order: the renewal date is on the order.',
  audienceRoles: ['NURSER', 'CUSTOMER_SUPPORT'],
};

describe('reading', () => {
  it('gives each role the items for its role, in order', async () => {
    const partner = await list('partner');
    expect(titles(partner)).toContain('How your intake link works');
    expect(titles(partner)).toContain('Billing modes: patient-paid and partner-billed');
    expect(titles(partner)).not.toContain('The intake review workflow');
    expect(partner.every((i) => i.audienceRoles.includes('GYM_OWNER'))).toBe(true);
    expect(partner.map((i) => i.position)).toEqual([...partner.map((i) => i.position)].sort((a, b) => a - b));

    const doctor = await list('doctor');
    expect(titles(doctor)).toContain('The intake review workflow');
    expect(titles(doctor)).not.toContain('How your intake link works');
    // A delegate reads what the doctor they act for reads.
    expect(titles(await list('delegate'))).toEqual(titles(doctor));

    expect(titles(await list('care', 'RESOURCE'))).toContain('HIPAA basics for staff (HHS)');
    expect(titles(await list('sales', 'RESOURCE'))).not.toContain('HIPAA basics for staff (HHS)');
  });

  it('gives administrators every item', async () => {
    const all = await list('admin');
    const count = await t.db
      .selectFrom('training_items')
      .where('kind', '=', 'TRAINING')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(all).toHaveLength(Number(count.n));
  });

  it('refuses patients (403, audited) and callers without a session (401)', async () => {
    expect((await call(t.app, { method: 'GET', url: '/training-items', token: tokens.patient })).status).toBe(403);
    expect(await auditOutcomes(t.db, { action: 'ACCESS', resource_id: 'GET /api/v1/training-items' })).toEqual(['DENIED']);
    expect((await call(t.app, { method: 'GET', url: '/training-items' })).status).toBe(401);
  });
});

describe('managing (administrators only)', () => {
  it('refuses every write to other roles with 403, changing nothing', async () => {
    const before = await list('admin');
    for (const who of ['partner', 'doctor', 'sales', 'care', 'patient', 'delegate'] as const) {
      expect((await send(t.app, 'POST', '/training-items', tokens[who], NEW_ITEM)).status).toBe(403);
      expect((await send(t.app, 'PUT', `/training-items/${before[0].id}`, tokens[who], NEW_ITEM)).status).toBe(403);
      expect((await call(t.app, { method: 'DELETE', url: `/training-items/${before[0].id}`, token: tokens[who] })).status).toBe(403);
    }
    expect(await list('admin')).toEqual(before);
  });

  it('adds an item last of its kind, for the roles named; audited', async () => {
    const res = await send(t.app, 'POST', '/training-items', tokens.admin, NEW_ITEM);
    expect(res.status).toBe(201);
    const item = res.body.data as Item;
    const all = await list('admin');
    expect(all.at(-1)!.id).toBe(item.id);
    expect(titles(await list('care'))).toContain(NEW_ITEM.title);
    expect(titles(await list('partner'))).not.toContain(NEW_ITEM.title);
    expect(await auditOutcomes(t.db, { action: 'CREATE', resource_type: 'training_item', resource_id: item.id })).toEqual(['SUCCESS']);
  });

  it('refuses an item with neither body nor link, no role, or a non-web link (400)', async () => {
    const bad = [
      { ...NEW_ITEM, body: '' },
      { ...NEW_ITEM, audienceRoles: [] },
      { ...NEW_ITEM, audienceRoles: ['PATIENT'] },
      { ...NEW_ITEM, url: 'javascript:alert(1)' },
      { ...NEW_ITEM, title: ' ' },
    ];
    for (const body of bad) expect((await send(t.app, 'POST', '/training-items', tokens.admin, body)).status).toBe(400);
  });

  it('changes an item (moving it to resources puts it last there) and 404s an unknown one', async () => {
    const [first] = await list('admin');
    const res = await send(t.app, 'PUT', `/training-items/${first.id}`, tokens.admin, {
      ...NEW_ITEM,
      kind: 'RESOURCE',
      title: 'Moved',
      body: '',
      url: 'https://example.com/guide.pdf',
    });
    expect(res.status).toBe(200);
    expect((await list('admin', 'RESOURCE')).at(-1)).toMatchObject({ id: first.id, title: 'Moved', url: 'https://example.com/guide.pdf' });
    const training = await list('admin');
    expect(training.map((i) => i.position)).toEqual(training.map((_, i) => i + 1));
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await send(t.app, 'PUT', `/training-items/${unknown}`, tokens.admin, NEW_ITEM)).status).toBe(404);
    expect((await call(t.app, { method: 'DELETE', url: `/training-items/${unknown}`, token: tokens.admin })).status).toBe(404);
    expect(await auditOutcomes(t.db, { action: 'UPDATE', resource_type: 'training_item', resource_id: unknown })).toEqual(['DENIED']);
  });

  it('reorders a kind (every item once), and refuses a partial order', async () => {
    const before = await list('admin');
    const reversed = before.map((i) => i.id).reverse();
    const res = await send(t.app, 'PUT', '/training-items/order', tokens.admin, { kind: 'TRAINING', ids: reversed });
    expect(res.status).toBe(200);
    expect((await list('admin')).map((i) => i.id)).toEqual(reversed);
    expect((await send(t.app, 'PUT', '/training-items/order', tokens.admin, { kind: 'TRAINING', ids: reversed.slice(1) })).status).toBe(
      400,
    );
    expect(await auditOutcomes(t.db, { action: 'REORDER', resource_type: 'training_item' })).toEqual(['SUCCESS']);
  });

  it('removes an item; the others close the gap', async () => {
    const before = await list('admin');
    const res = await call(t.app, { method: 'DELETE', url: `/training-items/${before[1].id}`, token: tokens.admin });
    expect(res.status).toBe(200);
    const after = await list('admin');
    expect(after.map((i) => i.id)).toEqual(before.filter((_, i) => i !== 1).map((i) => i.id));
    expect(after.map((i) => i.position)).toEqual(after.map((_, i) => i + 1));
    expect(await auditOutcomes(t.db, { action: 'DELETE', resource_id: before[1].id })).toEqual(['SUCCESS']);
  });
});
