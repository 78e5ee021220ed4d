import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUSES, type OrderStatus } from '#contracts/orders';
import { followPrescription, markRefunded } from '#server/modules/orders/order-lifecycle.service';
import { canTransition, ORDER_TRANSITIONS, type OrderTransition } from '#server/modules/orders/order-states';
import { systemContext } from '#server/platform/http/context';
import { call, createTestApp, DEMO_PASSWORD, doctorIdByEmail, patientIdByEmail, signIn, type TestApp } from './helpers/app';

/**
 * Every (state, transition) pair: Y where the transition may start from the state, written out here on its own so
 * that a change to the state machine has to change this table too.
 */
const EXPECTED: Record<OrderTransition, Record<OrderStatus, boolean>> = {
  //             PENDING_REVIEW, APPROVED, DENIED, SENT_TO_PHARMACY, SHIPPED, DELIVERED, CANCELLED
  approve: row('Y . . . . . .'),
  deny: row('Y . . . . . .'),
  sendToPharmacy: row('. Y . . . . .'),
  ship: row('. Y . Y . . .'),
  deliver: row('. Y . Y Y . .'),
  cancel: row('Y Y . . . . .'),
  refund: row('. . Y . . . Y'),
};
function row(marks: string): Record<OrderStatus, boolean> {
  const flags = marks.split(' ').map((m) => m === 'Y');
  return Object.fromEntries(ORDER_STATUSES.map((s, i) => [s, flags[i]])) as Record<OrderStatus, boolean>;
}
const TRANSITIONS = Object.keys(ORDER_TRANSITIONS) as OrderTransition[];
const PAIRS = ORDER_STATUSES.flatMap((state) => TRANSITIONS.map((transition) => [state, transition] as const));

let t: TestApp;
let doctorToken: string;
let patientId: string;
let doctorId: string;

beforeAll(async () => {
  t = await createTestApp();
  doctorToken = (await signIn(t.app, 'doctor@demo.test', DEMO_PASSWORD)).accessToken;
  patientId = await patientIdByEmail(t.db, 'riley.thompson@demo.test');
  doctorId = await doctorIdByEmail(t.db, 'doctor@demo.test');
});
afterAll(() => t.close());

/** A paid order of one of the doctor's patients, put straight into `status`. */
const orderIn = async (status: OrderStatus) =>
  (
    await t.db
      .insertInto('orders')
      .values({
        patient_id: patientId,
        doctor_id: doctorId,
        product_variation_key: 'semaglutide-starter',
        amount_cents: 24900,
        status,
        payment_status: 'PAID',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
const stateOf = (id: string) =>
  t.db.selectFrom('orders').select(['status', 'payment_status']).where('id', '=', id).executeTakeFirstOrThrow();

/** Applies a transition the way the product does: over HTTP where a doctor asks for it, else through the orders module. */
async function apply(transition: OrderTransition, id: string): Promise<void> {
  const decide = (payload: Record<string, unknown>) =>
    call(t.app, { method: 'PATCH', url: `/doctors/orders/${id}/approve-intake-questions`, token: doctorToken, payload });
  const ctx = systemContext(t.app, 'state machine test');
  if (transition === 'approve') await decide({ doctorApproveQuestionsStatus: 'APPROVED' });
  else if (transition === 'deny')
    await decide({ doctorApproveQuestionsStatus: 'DENIED', doctorDenialReason: 'Not a safe choice for you.' });
  else if (transition === 'cancel')
    await call(t.app, { method: 'PATCH', url: `/doctors/orders/${id}`, token: doctorToken, payload: { status: 'CANCELLED' } });
  else if (transition === 'refund') await markRefunded(ctx, id);
  else await followPrescription(ctx, id, ORDER_TRANSITIONS[transition].to);
}

describe('the order state machine', () => {
  it.each(PAIRS)('from %s, %s is allowed only where the table says', (state, transition) => {
    expect(canTransition(state, transition)).toBe(EXPECTED[transition][state]);
  });

  it.each(PAIRS)('from %s, %s changes the order only where the table says', async (state, transition) => {
    const id = await orderIn(state);
    await apply(transition, id);
    const after = await stateOf(id);
    const allowed = EXPECTED[transition][state];
    if (transition === 'refund') {
      expect(after).toEqual({ status: state, payment_status: allowed ? 'REFUNDED' : 'PAID' });
    } else {
      expect(after.status).toBe(allowed ? ORDER_TRANSITIONS[transition].to : state);
    }
  });

  it('never takes a status from a request body', async () => {
    const id = await orderIn('PENDING_REVIEW');
    const decide = (payload: Record<string, unknown>) =>
      call(t.app, { method: 'PATCH', url: `/doctors/orders/${id}/approve-intake-questions`, token: doctorToken, payload });
    const approveAsDelivered = await decide({ doctorApproveQuestionsStatus: 'APPROVED', status: 'DELIVERED' });
    expect(approveAsDelivered.status).toBe(400);
    expect(approveAsDelivered.body.message).toBe('The status follows the decision: an approval makes the order APPROVED');
    const denyAsApproved = await decide({ doctorApproveQuestionsStatus: 'DENIED', doctorDenialReason: 'Not now.', status: 'APPROVED' });
    expect(denyAsApproved.status).toBe(400);
    expect(await stateOf(id)).toEqual({ status: 'PENDING_REVIEW', payment_status: 'PAID' });
    const shipIt = await call(t.app, { method: 'PATCH', url: `/doctors/orders/${id}`, token: doctorToken, payload: { status: 'SHIPPED' } });
    expect(shipIt.status).toBe(400);
    // The status the decision reaches anyway may be sent, as the contract allows.
    const approved = await decide({ doctorApproveQuestionsStatus: 'APPROVED', status: 'APPROVED' });
    expect(approved.status).toBe(200);
    expect(await stateOf(id)).toEqual({ status: 'APPROVED', payment_status: 'PAID' });
  });
});
