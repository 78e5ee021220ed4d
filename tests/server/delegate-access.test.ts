import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, send, createTestApp, DEMO_PASSWORD, signIn, type Session, type TestApp } from './helpers/app';
import { auditOutcomes } from './helpers/audit';

let t: TestApp;
let doc: Session;
let medical: Session;

type Access = { id: string; status: string; owner: { email: string }; delegate: { email: string; role: string }; createdAt: string };

beforeAll(async () => {
  t = await createTestApp();
  doc = await signIn(t.app, 'doctor@demo.test', DEMO_PASSWORD);
  medical = await signIn(t.app, 'medical@demo.test', DEMO_PASSWORD);
});
afterAll(() => t.close());

const owned = async (token = doc.accessToken) =>
  (
    (await call(t.app, { method: 'GET', url: '/doctors/delegate-access/owned', token })).body.data as unknown as {
      delegateAccesses: Access[];
    }
  ).delegateAccesses;
const grant = (email: string, token = doc.accessToken) =>
  call(t.app, { method: 'POST', url: '/doctors/delegate-access', token, payload: { email } });
const revoke = (id: string, token = doc.accessToken) => call(t.app, { method: 'DELETE', url: `/doctors/delegate-access/${id}`, token });

/** The assistant's delegate token: signs in as assistant@demo.test and chooses to act for the doctor. */
async function assistantDelegateToken() {
  const assistant = await signIn(t.app, 'assistant@demo.test', DEMO_PASSWORD);
  const selected = await send(t.app, 'POST', '/auth/select-delegate-access', assistant.accessToken, {
    delegateAccessId: assistant.delegateAccesses[0].id,
  });
  return (selected.body.data as { delegateAccessToken: string }).delegateAccessToken;
}

describe('giving delegate access', () => {
  it('lists the accesses I gave', async () => {
    expect(await owned()).toEqual([
      expect.objectContaining({
        status: 'ACTIVE',
        owner: expect.objectContaining({ email: 'doctor@demo.test' }),
        delegate: expect.objectContaining({ email: 'assistant@demo.test', role: 'CLIENT_SPECIALIST' }),
      }),
    ]);
    expect(await owned(medical.accessToken)).toEqual([]);
  });

  it('gives access to a staff account by email, tells them, and lists it first', async () => {
    const res = await grant('Care@Demo.test');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      message: 'Delegate access created successfully',
      data: { status: 'ACTIVE', delegate: { email: 'care@demo.test', role: 'NURSER' }, owner: { email: 'doctor@demo.test' } },
    });
    expect((await owned()).map((a) => a.delegate.email)).toEqual(['care@demo.test', 'assistant@demo.test']);
    const mail = await t.db.selectFrom('outbox_messages').select(['subject', 'body']).where('recipient', '=', 'care@demo.test').execute();
    expect(mail).toEqual([expect.objectContaining({ subject: 'You can now act for Dana Whitfield' })]);
    const audit = await auditOutcomes(t.db, { action: 'GRANT_DELEGATE_ACCESS', resource_id: (res.body.data as { id: string }).id });
    expect(audit).toEqual(['SUCCESS']);
  });

  it('refuses a second active access to the same person (409)', async () => {
    const res = await grant('care@demo.test');
    expect(res.status).toBe(409);
    expect(await owned()).toHaveLength(2);
  });

  it('refuses unknown emails, patients, administrators and myself', async () => {
    const unknown = await grant('nobody@example.test');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('No staff account uses that email. Ask an administrator to create one.');
    expect((await grant('patient@demo.test')).status).toBe(422);
    expect((await grant('admin@demo.test')).status).toBe(422);
    expect((await grant('doctor@demo.test')).status).toBe(422);
    expect((await grant('not-an-email')).status).toBe(400);
    expect(await owned()).toHaveLength(2);
  });
});

describe('revoking delegate access', () => {
  it('marks it INACTIVE, keeps it listed, and the delegate token stops working at once', async () => {
    const token = await assistantDelegateToken();
    expect((await call(t.app, { method: 'GET', url: '/doctors/cards', token })).status).toBe(200);
    const access = (await owned()).find((a) => a.delegate.email === 'assistant@demo.test')!;

    const res = await revoke(access.id);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Delegate access revoked successfully');
    expect((await owned()).find((a) => a.id === access.id)).toMatchObject({ status: 'INACTIVE' });
    const row = await t.db
      .selectFrom('delegate_accesses')
      .select(['status', 'revoked_at'])
      .where('id', '=', access.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'INACTIVE', revoked_at: expect.any(Date) });

    const next = await call(t.app, { method: 'GET', url: '/doctors/cards', token });
    expect(next.status).toBe(401);
    expect((await revoke(access.id)).status).toBe(409);
  });

  it('can give access again after a revoke', async () => {
    const res = await grant('assistant@demo.test');
    expect(res.status).toBe(201);
    expect((await owned()).map((a) => [a.delegate.email, a.status])).toEqual([
      ['assistant@demo.test', 'ACTIVE'],
      ['care@demo.test', 'ACTIVE'],
      ['assistant@demo.test', 'INACTIVE'],
    ]);
  });

  it("answers 404 for someone else's access, and changes nothing", async () => {
    const [access] = await owned();
    expect((await revoke(access.id, medical.accessToken)).status).toBe(404);
    expect((await revoke('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await owned())[0]).toMatchObject({ id: access.id, status: 'ACTIVE' });
  });

  it('a delegate acting for me may look but not give or revoke access', async () => {
    const token = await assistantDelegateToken();
    expect((await owned(token)).length).toBe(3);
    const give = await grant('support@demo.test', token);
    expect(give.status).toBe(403);
    expect(give.body.message).toMatch(/Only the account owner/);
    const [first] = await owned();
    expect((await revoke(first.id, token)).status).toBe(403);
    expect((await owned())[0]).toMatchObject({ id: first.id, status: 'ACTIVE' });
  });
});
