import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runPharmacyStatusOnce } from '#server/jobs/pharmacy-status';
import { call, createTestApp, DEMO_PASSWORD, signIn, type Session, type TestApp } from './helpers/app';
import { approvedOrder } from './helpers/orders';

// A send that an instance died in the middle of (kill -9 between claiming the prescription and recording the
// pharmacy's answer) is finished or released by the pharmacy status job once its lease has run out. The kill itself
// is exercised on PostgreSQL by durability.test.ts; here the state it leaves is set up directly.

let t: TestApp;
let doc: Session;
beforeAll(async () => {
  t = await createTestApp({ PHARMACY_SEND_LEASE_SECONDS: 120 });
  doc = await signIn(t.app, 'doctor@demo.test', DEMO_PASSWORD);
});
afterAll(() => t.close());

const send = (orderId: string) =>
  call(t.app, { method: 'POST', url: '/doctors/rx-provider/send-prescription', token: doc.accessToken, payload: { orderId } });

/** Sends the order's prescription, then puts it back as a killed send leaves it: SENDING since `ago` seconds, the order APPROVED. */
async function interruptedSend(email: string, ago: number, options: { pharmacyHasIt: boolean }) {
  const orderId = await approvedOrder(t.db, email);
  expect((await send(orderId)).status).toBe(200);
  const rx = await t.db.selectFrom('prescriptions').select('id').where('order_id', '=', orderId).executeTakeFirstOrThrow();
  if (!options.pharmacyHasIt) await t.db.deleteFrom('sandbox_pharmacy_orders').where('reference', '=', rx.id).execute();
  await t.db
    .updateTable('prescriptions')
    .set({ status: 'SENDING', external_id: null, sent_at: null, status_checked_at: null, updated_at: new Date(Date.now() - ago * 1000) })
    .where('id', '=', rx.id)
    .execute();
  await t.db.updateTable('orders').set({ status: 'APPROVED' }).where('id', '=', orderId).execute();
  return { orderId, rxId: rx.id };
}

const stateOf = async (orderId: string, rxId: string) => ({
  order: (await t.db.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow()).status,
  rx: await t.db
    .selectFrom('prescriptions')
    .select(['status', 'external_id', 'failure_reason'])
    .where('id', '=', rxId)
    .executeTakeFirstOrThrow(),
  held: (await t.db.selectFrom('sandbox_pharmacy_orders').select('id').where('reference', '=', rxId).execute()).map((r) => r.id),
});

describe('sends interrupted by a dead instance', () => {
  it('leaves a claim within its lease alone (the doctor is told it is being sent), then finishes it once', async () => {
    const { orderId, rxId } = await interruptedSend('drew.patel@demo.test', 10, { pharmacyHasIt: true });
    const pass = await runPharmacyStatusOnce(t.app);
    expect(pass).toMatchObject({ sendsFinished: 0, sendsReleased: 0 });
    const again = await send(orderId);
    expect([again.status, again.body.message]).toEqual([409, 'This prescription is being sent to RX Provider Pharmacy']);

    await t.db
      .updateTable('prescriptions')
      .set({ updated_at: new Date(Date.now() - 121_000) })
      .where('id', '=', rxId)
      .execute();
    expect(await runPharmacyStatusOnce(t.app)).toMatchObject({ sendsFinished: 1, sendsReleased: 0, sendsFailed: 0 });
    const state = await stateOf(orderId, rxId);
    expect(state).toMatchObject({ order: 'SENT_TO_PHARMACY', rx: { status: 'RECEIVED', failure_reason: null } });
    expect(state.held).toEqual([state.rx.external_id]);
    const audit = await t.db
      .selectFrom('audit_logs')
      .select(['role', 'outcome'])
      .where('resource_id', '=', rxId)
      .where('action', '=', 'SEND_TO_PHARMACY')
      .where('role', '=', 'SYSTEM')
      .execute();
    expect(audit).toEqual([{ role: 'SYSTEM', outcome: 'SUCCESS' }]);
    expect(await runPharmacyStatusOnce(t.app)).toMatchObject({ sendsFinished: 0 });
  });

  it('sends one the pharmacy never received, and releases one it refuses (FAILED, the order still APPROVED)', async () => {
    const lost = await interruptedSend('drew.patel@demo.test', 600, { pharmacyHasIt: false });
    expect(await stateOf(lost.orderId, lost.rxId)).toMatchObject({ held: [] });
    const refused = await interruptedSend('drew.patel@demo.test', 600, { pharmacyHasIt: false });
    const patient = await t.db.selectFrom('orders').select('patient_id').where('id', '=', refused.orderId).executeTakeFirstOrThrow();
    const before = await t.db.selectFrom('patients').select('address1').where('id', '=', patient.patient_id).executeTakeFirstOrThrow();
    // Both orders are the same patient's: the first goes out before the address is blanked.
    expect(await runPharmacyStatusOnce(t.app)).toMatchObject({ sendsFinished: 2 });
    expect(await stateOf(lost.orderId, lost.rxId)).toMatchObject({ order: 'SENT_TO_PHARMACY', rx: { status: 'RECEIVED' } });

    const third = await interruptedSend('drew.patel@demo.test', 600, { pharmacyHasIt: false });
    await t.db.updateTable('patients').set({ address1: null }).where('id', '=', patient.patient_id).execute();
    try {
      expect(await runPharmacyStatusOnce(t.app)).toMatchObject({ sendsFinished: 0, sendsReleased: 1 });
    } finally {
      await t.db.updateTable('patients').set({ address1: before.address1 }).where('id', '=', patient.patient_id).execute();
    }
    expect(await stateOf(third.orderId, third.rxId)).toMatchObject({
      order: 'APPROVED',
      rx: { status: 'FAILED', external_id: null, failure_reason: expect.stringContaining('street address') },
      held: [],
    });
  });
});
