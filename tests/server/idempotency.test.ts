/**
 * Routes that move money or send a prescription accept an `Idempotency-Key` header (server/platform/http/idempotency.ts):
 * a repeat gets the first answer, another request with the key 422, a repeat while the first runs 409, and retries
 * never do the work twice.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxPayments, type PaymentsAdapter } from '#server/platform/adapters/payments';
import { call, createTestApp, DEMO_PASSWORD, signIn, type Session, type TestApp } from './helpers/app';
import { approvedOrder } from './helpers/orders';

let t: TestApp;
let doc: Session;
let medical: Session;

// The sandbox processor, made unreachable while `down` is set.
const sandbox = sandboxPayments();
let down = false;
const flaky: PaymentsAdapter = {
  ...sandbox,
  saveCard: (request) => (down ? Promise.reject(new Error('processor unreachable')) : sandbox.saveCard(request)),
};

beforeAll(async () => {
  t = await createTestApp({}, undefined, { payments: flaky });
  doc = await signIn(t.app, 'doctor@demo.test', DEMO_PASSWORD);
  medical = await signIn(t.app, 'medical@demo.test', DEMO_PASSWORD);
});
afterAll(() => t.close());

const send = (orderId: string, key?: string, token = doc.accessToken) =>
  call(t.app, {
    method: 'POST',
    url: '/doctors/rx-provider/send-prescription',
    token,
    payload: { orderId },
    headers: key ? { 'idempotency-key': key } : {},
  });
/** How many times the order's prescription reached the (sandbox) pharmacy. */
async function sentToPharmacy(orderId: string) {
  const prescriptions = await t.db.selectFrom('prescriptions').select('id').where('order_id', '=', orderId).execute();
  if (prescriptions.length === 0) return 0;
  const references = prescriptions.map((p) => p.id);
  return (await t.db.selectFrom('sandbox_pharmacy_orders').select('id').where('reference', 'in', references).execute()).length;
}
const CARD = { paymentMethodId: 'pm_card_visa' };
const saveCard = (key: string, token: string) =>
  call(t.app, { method: 'POST', url: '/doctors/setup-intent', token, payload: { payment: CARD }, headers: { 'idempotency-key': key } });
const cardCount = async (token: string) =>
  ((await call(t.app, { method: 'GET', url: '/doctors/cards', token })).body.data as { cards: unknown[] }).cards.length;

describe('Idempotency-Key', () => {
  it('answers a repeat with the first answer and sends the prescription once', async () => {
    const orderId = await approvedOrder(t.db, 'riley.thompson@demo.test');
    const first = await send(orderId, 'send-rx-0001');
    expect(first.status).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();

    const again = await send(orderId, 'send-rx-0001');
    expect(again.status).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await sentToPharmacy(orderId)).toBe(1);

    // Without the key the route answers as it always did: the order is no longer waiting to be sent.
    expect((await send(orderId)).status).toBe(409);
  });

  it('refuses the same key with another request (422), and changes nothing', async () => {
    const orderId = await approvedOrder(t.db, 'riley.thompson@demo.test');
    const other = await approvedOrder(t.db, 'riley.thompson@demo.test');
    expect((await send(orderId, 'send-rx-0002')).status).toBe(200);

    const reused = await send(other, 'send-rx-0002');
    expect(reused.status).toBe(422);
    expect(reused.body).toMatchObject({ message: 'This Idempotency-Key was used for another request', code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await sentToPharmacy(other)).toBe(0);
  });

  it('runs five simultaneous sends with one key once: the others wait for (409) or repeat the first answer', async () => {
    const orderId = await approvedOrder(t.db, 'riley.thompson@demo.test');
    const replies = await Promise.all(Array.from({ length: 5 }, () => send(orderId, 'send-rx-0003')));
    const ran = replies.filter((r) => r.status === 200 && !r.headers['idempotent-replayed']);
    expect(ran).toHaveLength(1);
    for (const reply of replies.filter((r) => r !== ran[0])) {
      if (reply.status === 409)
        expect(reply.body.message).toBe('A request with this Idempotency-Key is still in progress. Try again in a moment.');
      else expect([reply.status, reply.headers['idempotent-replayed']]).toEqual([200, 'true']);
    }
    expect(await sentToPharmacy(orderId)).toBe(1);
  });

  it("keeps each person's keys apart, and refuses a malformed key with 400", async () => {
    const before = await cardCount(medical.accessToken);
    expect((await saveCard('card-key-0001', doc.accessToken)).status).toBe(201);
    // The same key from another doctor is their own request.
    const theirs = await saveCard('card-key-0001', medical.accessToken);
    expect(theirs.status).toBe(201);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    // Retried three times: one card.
    for (let i = 0; i < 3; i += 1) expect((await saveCard('card-key-0001', medical.accessToken)).status).toBe(201);
    expect(await cardCount(medical.accessToken)).toBe(before + 1);

    const bad = await saveCard('short', doc.accessToken);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('Idempotency-Key');
  });

  it('gives the key back when the first attempt fails on the server side, so a retry does the work', async () => {
    const before = await cardCount(doc.accessToken);
    down = true;
    const failed = await saveCard('card-key-0002', doc.accessToken);
    down = false;
    expect(failed.status).toBeGreaterThanOrEqual(500);
    expect(await cardCount(doc.accessToken)).toBe(before);

    const retried = await saveCard('card-key-0002', doc.accessToken);
    expect(retried.status).toBe(201);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
    expect(await cardCount(doc.accessToken)).toBe(before + 1);
  });
});
