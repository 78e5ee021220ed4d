import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, DEMO_PASSWORD, signIn, type TestApp } from './helpers/app';
import { answerAuthentication, tokenize } from './helpers/cards';
import { checkout, checkoutBody, PROFILE, readyIntake } from './helpers/intake';

/**
 * 3-D Secure in the sandbox: Stripe's test card 4000 0025 0000 3155 asks its holder to authenticate. The checkout
 * answers 402 AUTHENTICATION_REQUIRED with a client secret and writes nothing; the order and the account are written
 * only when the same request comes again after the holder confirmed; a canceled authentication leaves nothing.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const THREE_D_SECURE = '4000 0025 0000 3155';
const rowsOf = async (email: string, intakeId: string) => ({
  users: (await t.db.selectFrom('users').select('id').where('email', '=', email).execute()).length,
  orders: (await t.db.selectFrom('orders').select('id').where('intake_id', '=', intakeId).execute()).length,
  payments: (await t.db.selectFrom('payments').select('status').where('intake_id', '=', intakeId).execute()).map((p) => p.status),
});

async function askedToAuthenticate(email: string) {
  const draft = await readyIntake(t.app, { ...PROFILE, email });
  const body = checkoutBody(draft, { payment: await tokenize(t.app, THREE_D_SECURE), idempotencyKey: `key-3ds-${draft.id}` });
  const first = await checkout(t.app, draft, body);
  expect(first.status).toBe(402);
  expect(first.body).toMatchObject({
    code: 'AUTHENTICATION_REQUIRED',
    message: 'Confirm this payment with your bank.',
    nextAction: { type: 'authenticate', clientSecret: expect.stringMatching(/^sandbox_pi_.+_secret_/) },
  });
  expect(await rowsOf(email, draft.id)).toEqual({ users: 0, orders: 0, payments: [] });
  return { draft, body, clientSecret: (first.body.nextAction as { clientSecret: string }).clientSecret };
}

describe('3-D Secure at checkout', () => {
  it('writes the order and the account only once the card holder confirmed', async () => {
    const email = 'three.ds.confirmed@example.test';
    const { draft, body, clientSecret } = await askedToAuthenticate(email);
    // Sent again before the holder answered: still waiting, still nothing written.
    expect((await checkout(t.app, draft, body)).body).toMatchObject({ code: 'AUTHENTICATION_REQUIRED' });
    expect((await answerAuthentication(t.app, clientSecret, 'confirm')).json()).toEqual({ status: 'succeeded' });
    const paid = await checkout(t.app, draft, body);
    expect(paid.status).toBe(201);
    expect(paid.body.data).toMatchObject({ email, status: 'PENDING_REVIEW', billedTo: 'PATIENT' });
    expect(await rowsOf(email, draft.id)).toEqual({ users: 1, orders: 1, payments: ['SUCCEEDED'] });
    // A second confirmation changes nothing.
    expect((await answerAuthentication(t.app, clientSecret, 'cancel')).json()).toEqual({ status: 'succeeded' });
  });

  it('leaves nothing when the card holder cancels, and says so', async () => {
    const email = 'three.ds.canceled@example.test';
    const { draft, body, clientSecret } = await askedToAuthenticate(email);
    expect((await answerAuthentication(t.app, clientSecret, 'cancel')).json()).toEqual({ status: 'canceled' });
    const refused = await checkout(t.app, draft, body);
    expect(refused.status).toBe(402);
    expect(refused.body).toMatchObject({ code: 'CARD_DECLINED', message: 'Your bank did not confirm this payment. Nothing was charged.' });
    const rows = await rowsOf(email, draft.id);
    expect(rows).toMatchObject({ users: 0, orders: 0 });
    expect(rows.payments).not.toContain('SUCCEEDED');
  });

  it('refuses an unknown client secret', async () => {
    expect((await answerAuthentication(t.app, 'sandbox_pi_nothing_secret_x', 'confirm')).statusCode).toBe(404);
  });
});

describe('3-D Secure when saving a card', () => {
  it('saves the card once the holder confirmed it', async () => {
    const doctor = await signIn(t.app, 'doctor@demo.test', DEMO_PASSWORD);
    const payload = { payment: await tokenize(t.app, THREE_D_SECURE) };
    const save = () => call(t.app, { method: 'POST', url: '/doctors/setup-intent', token: doctor.accessToken, payload });
    const first = await save();
    expect(first.status).toBe(402);
    expect(first.body).toMatchObject({
      code: 'AUTHENTICATION_REQUIRED',
      nextAction: { clientSecret: expect.stringMatching(/^sandbox_seti_/) },
    });
    const cards = () =>
      t.db
        .selectFrom('payment_cards')
        .select('last4')
        .where('user_id', '=', doctor.user.id as string)
        .execute();
    expect(await cards()).toEqual([]);
    await answerAuthentication(t.app, (first.body.nextAction as { clientSecret: string }).clientSecret, 'confirm');
    const saved = await save();
    expect(saved.status).toBe(201);
    expect(await cards()).toEqual([{ last4: '3155' }]);
  });
});
