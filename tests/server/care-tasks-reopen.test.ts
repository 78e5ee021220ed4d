/**
 * Reopening a care task (README "Care tasks"): a DONE task goes back to OPEN with its done fields cleared and the
 * reopening (when, by whom, why) kept on the task; the audit row names the actor and the patient, never the reason.
 * Only a DONE task, never next to another OPEN task of the same order and kind; the same roles as marking done.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CareTask } from '#contracts/care-tasks';
import { call, CARE_ACCOUNTS, createTestApp, patientIdByEmail, signInAll, type TestApp } from './helpers/app';
import { auditDetails, auditOutcomes } from './helpers/audit';
import { approvedOrder } from './helpers/orders';

let t: TestApp;
let tokens: Record<string, string>;
let users: Record<string, string>;
let patientId: string;
const ACCOUNTS = { ...CARE_ACCOUNTS, sales: 'sales@demo.test' } as const;
const DECLINED = { paymentMethodId: 'pm_card_chargeDeclined' };
const MISSING = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  t = await createTestApp();
  ({ tokens, users } = await signInAll(t.app, ACCOUNTS));
  patientId = await patientIdByEmail(t.db, 'jamie.ortiz@demo.test');
});
afterAll(() => t.close());

const get = (url: string, who: string) => call(t.app, { method: 'GET', url, token: tokens[who] });
const post = (url: string, who: string, payload: object) => call(t.app, { method: 'POST', url, token: tokens[who], payload });
const task = (res: { body: { data?: unknown } }) => res.body.data as CareTask;
const reopen = (id: string, who: string, payload: object = { reason: 'The patient called back: the card failed again.' }) =>
  post(`/care/tasks/${id}/reopen`, who, payload);
const stored = (id: string) => t.db.selectFrom('care_tasks').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** A follow-up about Jamie, marked done by the nurse. */
async function doneFollowUp(title = 'Check in about nausea') {
  const made = task(await post('/care/tasks', 'nurse', { patientId, title, dueAt: '2030-01-15' }));
  expect((await post(`/care/tasks/${made.id}/done`, 'nurse', { note: 'Called Jamie; nausea is easing.' })).status).toBe(200);
  return made.id;
}

/** A declined charge of a fresh unpaid order: the PAYMENT_FAILED task it opened. */
async function declinedTask(key: string, orderId?: string) {
  const order = orderId ?? (await approvedOrder(t.db, 'patient@demo.test', { payment_status: 'UNPAID' }));
  const res = await post('/payment-intent', 'patient', { orderId: order, payment: DECLINED, idempotencyKey: key });
  expect(res.status).toBe(402);
  const open = await t.db
    .selectFrom('care_tasks')
    .select('id')
    .where('order_id', '=', order)
    .where('status', '=', 'OPEN')
    .executeTakeFirstOrThrow();
  return { orderId: order, taskId: open.id };
}

describe('reopening a done task', () => {
  it('puts it back to OPEN, clears the done fields, keeps who reopened it and why, and audits it without the reason', async () => {
    const id = await doneFollowUp();
    const res = await reopen(id, 'specialist', { reason: '  Nausea is back, call again.  ' });
    expect(res.status).toBe(200);
    const reopened = task(res);
    expect(reopened).toMatchObject({
      status: 'OPEN',
      doneAt: null,
      doneBy: null,
      doneNote: null,
      reopened: { by: { id: users.specialist, name: 'Alex Rivera' }, reason: 'Nausea is back, call again.' },
    });
    expect(Date.parse(reopened.reopened!.at)).toBeGreaterThan(Date.now() - 60_000);
    expect(await stored(id)).toMatchObject({ status: 'OPEN', done_at: null, done_by: null, done_note: null });
    expect(task(await get(`/care/tasks/${id}`, 'nurse')).reopened?.reason).toBe('Nausea is back, call again.');
    const open = (await get('/care/tasks?kind=FOLLOW_UP&search=jamie&limit=100', 'nurse')).body.data as { items: CareTask[] };
    expect(open.items.map((i) => i.id)).toContain(id);

    expect(
      await auditOutcomes(t.db, { actor_user_id: users.specialist, resource_id: id, action: 'REOPEN', patient_id: patientId }),
    ).toEqual(['SUCCESS']);
    expect(JSON.stringify(await auditDetails(t.db, { resource_id: id, action: 'REOPEN' }))).not.toMatch(/Nausea is back/);

    // Done again, then reopened again: the last reopening is kept.
    expect((await post(`/care/tasks/${id}/done`, 'nurse', { note: 'Called again.' })).status).toBe(200);
    expect(task(await reopen(id, 'nurse', { reason: 'Still unwell' })).reopened).toMatchObject({
      by: { id: users.nurse },
      reason: 'Still unwell',
    });
  });

  it('refuses an open task (409) and changes nothing', async () => {
    const made = task(await post('/care/tasks', 'nurse', { patientId, title: 'Still open', dueAt: '2030-02-01' }));
    const res = await reopen(made.id, 'nurse');
    expect(res.status).toBe(409);
    expect(JSON.stringify(res.body)).toMatch(/Only a done task can be reopened/);
    expect(await stored(made.id)).toMatchObject({ status: 'OPEN', reopened_at: null, reopen_reason: null });
  });

  it('refuses while another task of the same order and kind is open (409), changing nothing', async () => {
    const first = await declinedTask('reopen-decline-1');
    expect((await post(`/care/tasks/${first.taskId}/done`, 'nurse', { note: 'Patient paid by phone' })).status).toBe(200);
    const second = await declinedTask('reopen-decline-2', first.orderId);
    expect(second.taskId).not.toBe(first.taskId);
    const res = await reopen(first.taskId, 'nurse');
    expect(res.status).toBe(409);
    expect(JSON.stringify(res.body)).toMatch(/An open task of this kind already exists for this order/);
    expect(await stored(first.taskId)).toMatchObject({ status: 'DONE', done_note: 'Patient paid by phone', reopened_at: null });
    expect(await auditOutcomes(t.db, { resource_id: first.taskId, action: 'REOPEN', outcome: 'SUCCESS' })).toEqual([]);
    // Once the other is done, it can be reopened.
    expect((await post(`/care/tasks/${second.taskId}/done`, 'nurse', { note: 'Paid' })).status).toBe(200);
    expect(task(await reopen(first.taskId, 'nurse')).status).toBe('OPEN');
  });

  it('refuses a bad reason (400) and changes nothing', async () => {
    const id = await doneFollowUp('Bad reason');
    for (const payload of [{}, { reason: '   ' }, { reason: 'x'.repeat(2001) }]) {
      const res = await reopen(id, 'nurse', payload);
      expect(res.status).toBe(400);
    }
    expect(JSON.stringify((await reopen(id, 'nurse', { reason: ' ' })).body)).toMatch(/Say why the task is reopened/);
    expect(await stored(id)).toMatchObject({ status: 'DONE', done_by: users.nurse, reopened_at: null, reopen_reason: null });
  });
});

describe('who may reopen', () => {
  it('customer support reopens payment tasks but not a follow-up (404, DENIED), nor an unknown task (404)', async () => {
    const followUp = await doneFollowUp('Not for support');
    const denied = (await auditOutcomes(t.db, { actor_user_id: users.support, outcome: 'DENIED' })).length;
    expect((await reopen(followUp, 'support')).status).toBe(404);
    expect(await auditOutcomes(t.db, { actor_user_id: users.support, outcome: 'DENIED' })).toHaveLength(denied + 1);
    expect((await stored(followUp)).status).toBe('DONE');
    expect((await reopen(MISSING, 'nurse')).status).toBe(404);

    const payment = await declinedTask('reopen-support');
    expect((await post(`/care/tasks/${payment.taskId}/done`, 'support', { note: 'Paid' })).status).toBe(200);
    const reopened = task(await reopen(payment.taskId, 'support'));
    expect(reopened).toMatchObject({ status: 'OPEN', reopened: { by: { id: users.support } } });
  });

  it.each(['patient', 'partner', 'doctor', 'sales', 'admin'])('%s gets 403', async (who) => {
    const id = await doneFollowUp(`Not for ${who}`);
    expect((await reopen(id, who)).status).toBe(403);
    expect((await stored(id)).status).toBe('DONE');
  });
});
