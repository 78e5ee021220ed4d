import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, send, createTestApp, DEMO_PASSWORD, signIn, type Session, type TestApp } from './helpers/app';
import { tokenize, tokenizeReply } from './helpers/cards';
import { auditOutcomes } from './helpers/audit';

let t: TestApp;
let doc: Session;
let medical: Session;
let delegateToken: string;

type Card = { id: string; brand: string; last4: string; expMonth: number; expYear: number; isDefault: boolean; createdAt: string };

beforeAll(async () => {
  t = await createTestApp();
  doc = await signIn(t.app, 'doctor@demo.test', DEMO_PASSWORD);
  medical = await signIn(t.app, 'medical@demo.test', DEMO_PASSWORD);
  const assistant = await signIn(t.app, 'assistant@demo.test', DEMO_PASSWORD);
  const selected = await send(t.app, 'POST', '/auth/select-delegate-access', assistant.accessToken, {
    delegateAccessId: assistant.delegateAccesses[0].id,
  });
  delegateToken = (selected.body.data as { delegateAccessToken: string }).delegateAccessToken;
});
afterAll(() => t.close());

const card = async (number: string, expYear = 2031, expMonth = 8) => ({ payment: await tokenize(t.app, number, { expMonth, expYear }) });
const save = (payload: unknown, token = doc.accessToken) =>
  call(t.app, { method: 'POST', url: '/doctors/setup-intent', token, payload: payload as Record<string, unknown> });
const list = async (token = doc.accessToken) =>
  ((await call(t.app, { method: 'GET', url: '/doctors/cards', token })).body.data as unknown as { cards: Card[] }).cards;
const rows = () =>
  t.db
    .selectFrom('payment_cards')
    .select(['id', 'is_default', 'deleted_at', 'provider_ref'])
    .where('user_id', '=', doc.user.id as string)
    .orderBy('created_at')
    .execute();

describe('saving cards', () => {
  it('refuses a declined card with its reason (402) and saves nothing', async () => {
    const res = await save(await card('4000 0000 0000 0002'));
    expect(res.status).toBe(402);
    expect(res.body).toMatchObject({ message: 'Your card was declined.', code: 'CARD_DECLINED' });
    expect((await save({ payment: { paymentMethodId: 'pm_never_made_by_the_tokenizer' } })).body).toMatchObject({
      code: 'CARD_DECLINED',
      message: 'This card could not be found. Enter your card again.',
    });
    expect((await save({ payment: { card: { number: 'abc', expMonth: 1, expYear: 2031, cvc: '1' } } })).status).toBe(400);
    expect(await rows()).toEqual([]);
  });

  it('leaves a mistyped or expired card at the tokenizer, as Stripe.js does: the API never sees it', async () => {
    const expired = await tokenizeReply(t.app, { number: '4242 4242 4242 4242', expMonth: 1, expYear: 2025, cvc: '123' });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({ code: 'invalid_expiry_year', details: [{ path: 'expYear' }] });
    const mistyped = await tokenizeReply(t.app, { number: '4242 4242 4242 4241', expMonth: 1, expYear: 2031, cvc: '123' });
    expect(mistyped.json()).toMatchObject({ code: 'incorrect_number', message: 'Your card number is incorrect.' });
    expect(await t.db.selectFrom('sandbox_payment_methods').select('id').where('last4', '=', '4241').execute()).toEqual([]);
  });

  it('saves a card; the first one becomes the default', async () => {
    const res = await save(await card('4242 4242 4242 4242'));
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Card saved successfully');
    expect(res.body.data).toMatchObject({
      status: 'succeeded',
      setupIntentId: expect.stringMatching(/^sandbox_seti_/),
      card: { brand: 'visa', last4: '4242', expMonth: 8, expYear: 2031, isDefault: true },
    });
    expect(await rows()).toEqual([expect.objectContaining({ is_default: true, provider_ref: expect.stringMatching(/^sandbox_pm_/) })]);
    const audit = await auditOutcomes(t.db, { action: 'SAVE_CARD' });
    expect(audit.sort()).toEqual(['FAILURE', 'FAILURE', 'SUCCESS']);
  });

  it('lists the default card first, then the newest', async () => {
    await save(await card('5555 5555 5555 4444'));
    await new Promise((resolve) => setTimeout(resolve, 5));
    await save(await card('4000 0566 5566 5556'));
    const cards = await list();
    expect(cards.map((c) => [c.last4, c.isDefault])).toEqual([
      ['4242', true],
      ['5556', false],
      ['4444', false],
    ]);
    expect(cards[2].brand).toBe('mastercard');
  });
});

describe('changing and removing cards', () => {
  it('switches the default: exactly one at a time', async () => {
    const cards = await list();
    const res = await call(t.app, { method: 'PATCH', url: `/doctors/cards/${cards[2].id}/default`, token: doc.accessToken });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: 'Default card updated successfully', data: { id: cards[2].id, isDefault: true } });
    const after = await list();
    expect(after[0].id).toBe(cards[2].id);
    expect(after.filter((c) => c.isDefault)).toHaveLength(1);
  });

  it('removes the default card, makes the newest remaining one the default, and detaches it at the processor', async () => {
    const detach = vi.spyOn(t.app.payments, 'detachCard');
    const [defaultCard] = await list();
    const ref = (await rows()).find((r) => r.id === defaultCard.id)!.provider_ref;
    const res = await call(t.app, { method: 'DELETE', url: `/doctors/cards/${defaultCard.id}`, token: doc.accessToken });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Card removed successfully');
    expect(detach).toHaveBeenCalledWith(ref);
    const after = await list();
    expect(after.map((c) => [c.last4, c.isDefault])).toEqual([
      ['5556', true],
      ['4242', false],
    ]);
    expect((await rows()).find((r) => r.id === defaultCard.id)?.deleted_at).toBeInstanceOf(Date);
    expect((await call(t.app, { method: 'DELETE', url: `/doctors/cards/${defaultCard.id}`, token: doc.accessToken })).status).toBe(404);
  });

  it('removing a card that is not the default keeps the default', async () => {
    const [, other] = await list();
    await call(t.app, { method: 'DELETE', url: `/doctors/cards/${other.id}`, token: doc.accessToken });
    expect((await list()).map((c) => [c.last4, c.isDefault])).toEqual([['5556', true]]);
  });

  it("answers 404 for someone else's card and changes nothing", async () => {
    const [mine] = await list();
    expect(await list(medical.accessToken)).toEqual([]);
    expect((await call(t.app, { method: 'DELETE', url: `/doctors/cards/${mine.id}`, token: medical.accessToken })).status).toBe(404);
    expect((await call(t.app, { method: 'PATCH', url: `/doctors/cards/${mine.id}/default`, token: medical.accessToken })).status).toBe(404);
    expect(await list()).toEqual([mine]);
  });
});

describe('a delegate', () => {
  it("sees the owner's cards but cannot add, remove or change the default", async () => {
    const [mine] = await list();
    expect(await list(delegateToken)).toEqual([mine]);
    const add = await save(await card('4242 4242 4242 4242'), delegateToken);
    expect(add.status).toBe(403);
    expect(add.body.message).toMatch(/Only the account owner/);
    expect((await call(t.app, { method: 'DELETE', url: `/doctors/cards/${mine.id}`, token: delegateToken })).status).toBe(403);
    expect((await call(t.app, { method: 'PATCH', url: `/doctors/cards/${mine.id}/default`, token: delegateToken })).status).toBe(403);
    expect(await list()).toEqual([mine]);
    const denied = await t.db
      .selectFrom('audit_logs')
      .select(['acting_for_user_id'])
      .where('resource_type', '=', 'payment_card')
      .where('outcome', '=', 'DENIED')
      .where('acting_for_user_id', 'is not', null)
      .execute();
    expect(denied).toEqual(Array(3).fill({ acting_for_user_id: doc.user.id }));
  });
});
