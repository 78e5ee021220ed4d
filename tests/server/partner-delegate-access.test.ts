/**
 * A partner's delegate accesses, over HTTP: the same service as the doctors', under /gym-owner, with the spec's one
 * difference (a revoked access leaves the partner's list). The delegate signs in, chooses to act for the partner and
 * works in the partner's account; two partners never reach each other's accesses.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, DEMO_PASSWORD, send, signIn, type TestApp } from './helpers/app';
import { auditOutcomes } from './helpers/audit';
import { createPartner, demoPartner, get, type TestPartner } from './helpers/partners';

let t: TestApp;
let a: TestPartner;
let b: TestPartner;

beforeAll(async () => {
  t = await createTestApp();
  a = await demoPartner(t);
  b = await createPartner(t, 'other.partner@example.test', 'Harbor Fitness');
});
afterAll(() => t.close());

type Access = { id: string; status: string; delegate: { email: string }; owner: { id: string } };
const owned = async (token: string) =>
  ((await get(t, '/gym-owner/delegate-access/owned', token)).body.data as unknown as { delegateAccesses: Access[] }).delegateAccesses;
const grant = (token: string, email: string) => send(t.app, 'POST', '/gym-owner/delegate-access', token, { email });

describe('a partner’s delegate accesses', () => {
  let careAccess: Access;

  it('gives access to a staff member by email, with the message, and lists it', async () => {
    const res = await grant(a.session.accessToken, 'care@demo.test');
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Delegate access created successfully');
    careAccess = res.body.data as unknown as Access;
    expect(careAccess).toMatchObject({ status: 'ACTIVE', delegate: { email: 'care@demo.test' }, owner: { id: a.userId } });
    expect((await owned(a.session.accessToken)).map((x) => x.id)).toEqual([careAccess.id]);
    expect(await owned(b.session.accessToken)).toEqual([]);
  });

  it('refuses with a clear 4xx: a duplicate, oneself, a patient, an unknown email, a bad email', async () => {
    const cases: [string, number, string][] = [
      ['care@demo.test', 409, 'This person already has delegate access'],
      ['partner@demo.test', 422, 'You cannot give delegate access to yourself'],
      ['patient@demo.test', 422, 'Only staff accounts can be delegates: patients and administrators cannot act for you'],
      ['nobody@example.test', 404, 'No staff account uses that email. Ask an administrator to create one.'],
    ];
    for (const [email, status, message] of cases) {
      const res = await grant(a.session.accessToken, email);
      expect([res.status, res.body.message]).toEqual([status, message]);
    }
    const bad = await grant(a.session.accessToken, 'not-an-email');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBeTruthy();
    expect(await owned(a.session.accessToken)).toHaveLength(1);
  });

  it('lets the delegate choose to act for the partner at sign-in, and work in the partner’s account', async () => {
    const care = await signIn(t.app, 'care@demo.test', DEMO_PASSWORD);
    expect(care.requiresDelegateSelection).toBe(true);
    expect(care.delegateAccesses).toEqual([
      expect.objectContaining({ id: careAccess.id, owner: expect.objectContaining({ role: 'GYM_OWNER' }) }),
    ]);
    const selected = await send(t.app, 'POST', '/auth/select-delegate-access', care.accessToken, { delegateAccessId: careAccess.id });
    expect(selected.status).toBe(200);
    const token = (selected.body.data as { delegateAccessToken: string }).delegateAccessToken;
    const profile = await get(t, '/gym-owner', token);
    expect(profile.status).toBe(200);
    expect(profile.body.data).toMatchObject({ id: a.partnerId });
    // Looking is allowed; giving or taking access is the owner's alone.
    expect(await owned(token)).toHaveLength(1);
    const regrant = await grant(token, 'support@demo.test');
    expect(regrant.status).toBe(403);
    expect(regrant.body.message).toBe('Only the account owner can give or revoke delegate access, not a delegate acting for them.');
    expect((await send(t.app, 'DELETE', `/gym-owner/delegate-access/${careAccess.id}`, token, undefined)).status).toBe(403);
    const connect = await send(t.app, 'POST', '/gym-owner/account-connect', token, {});
    expect(connect.status).toBe(403);
    // The partner's delegate is signed in on the partner portal's host too.
    const onPortal = await signIn(t.app, 'care@demo.test', DEMO_PASSWORD, 'gymowner.localhost');
    expect(onPortal.requiresDelegateSelection).toBe(true);
  });

  it('answers another partner’s access id with 404 and a DENIED row, and changes nothing', async () => {
    const res = await send(t.app, 'DELETE', `/gym-owner/delegate-access/${careAccess.id}`, b.session.accessToken, undefined);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Delegate access not found');
    expect(await auditOutcomes(t.db, { action: 'REVOKE_DELEGATE_ACCESS', resource_id: careAccess.id, actor_user_id: b.userId })).toEqual([
      'DENIED',
    ]);
    expect((await owned(a.session.accessToken)).map((x) => x.status)).toEqual(['ACTIVE']);
  });

  it('revokes with the message: the entry leaves the list and the delegate’s token stops working', async () => {
    const care = await signIn(t.app, 'care@demo.test', DEMO_PASSWORD);
    const selected = await send(t.app, 'POST', '/auth/select-delegate-access', care.accessToken, { delegateAccessId: careAccess.id });
    const token = (selected.body.data as { delegateAccessToken: string }).delegateAccessToken;
    const res = await send(t.app, 'DELETE', `/gym-owner/delegate-access/${careAccess.id}`, a.session.accessToken, undefined);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Delegate access revoked successfully');
    expect(await owned(a.session.accessToken)).toEqual([]);
    expect((await get(t, '/gym-owner', token)).status).toBe(401);
    const again = await send(t.app, 'DELETE', `/gym-owner/delegate-access/${careAccess.id}`, a.session.accessToken, undefined);
    expect([again.status, again.body.message]).toEqual([409, 'This delegate access was already revoked']);
    const noMore = await signIn(t.app, 'care@demo.test', DEMO_PASSWORD);
    expect(noMore.requiresDelegateSelection).toBe(false);
    // Granting again makes a new, live entry.
    expect((await grant(a.session.accessToken, 'care@demo.test')).status).toBe(201);
    expect(await owned(a.session.accessToken)).toHaveLength(1);
  });

  it('is for partners: a doctor calling the partner routes is refused', async () => {
    const doctor = await signIn(t.app, 'doctor@demo.test', DEMO_PASSWORD);
    expect((await call(t.app, { method: 'GET', url: '/gym-owner/delegate-access/owned', token: doctor.accessToken })).status).toBe(403);
  });
});
