/**
 * The care team's tasks (README "Care tasks"): a declined payment opens one PAYMENT_FAILED task, the renewal pass one
 * RENEWAL_DUE task per renewal; a care member assigns and closes tasks with a note; customer support sees payment and
 * renewal tasks only; other roles are refused; every read and change leaves an audit row.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CareTask } from '#contracts/care-tasks';
import { openRenewalTasks } from '#server/modules/care-tasks/care-tasks.service';
import { systemContext } from '#server/platform/http/context';
import { call, CARE_ACCOUNTS, createTestApp, patientIdByEmail, signInAll, type TestApp } from './helpers/app';
import { auditOutcomes } from './helpers/audit';
import { approvedOrder } from './helpers/orders';

let t: TestApp;
let tokens: Record<string, string>;
let users: Record<string, string>;
const ACCOUNTS = { ...CARE_ACCOUNTS, sales: 'sales@demo.test' } as const;
const DECLINED = { paymentMethodId: 'pm_card_chargeDeclined' };

beforeAll(async () => {
  t = await createTestApp();
  ({ tokens, users } = await signInAll(t.app, ACCOUNTS));
});
afterAll(() => t.close());

const get = (url: string, who: string) => call(t.app, { method: 'GET', url, token: tokens[who] });
const post = (url: string, who: string, payload: object) => call(t.app, { method: 'POST', url, token: tokens[who], payload });
const task = (res: { body: { data?: unknown } }) => res.body.data as CareTask;
const page = (res: { body: { data?: unknown } }) => res.body.data as { items: CareTask[]; total: number };

const tasksOfOrder = (orderId: string) =>
  t.db.selectFrom('care_tasks').select(['id', 'kind', 'status']).where('order_id', '=', orderId).execute();

async function declinedPayment(orderId: string, key: string) {
  const res = await post('/payment-intent', 'patient', { orderId, payment: DECLINED, idempotencyKey: key });
  expect(res.status).toBe(402);
}

describe('tasks the system opens', () => {
  it('a declined payment opens one PAYMENT_FAILED task; declined again, still one open task', async () => {
    const orderId = await approvedOrder(t.db, 'patient@demo.test', { payment_status: 'UNPAID' });
    await declinedPayment(orderId, 'care-task-decline-1');
    expect(await tasksOfOrder(orderId)).toEqual([expect.objectContaining({ kind: 'PAYMENT_FAILED', status: 'OPEN' })]);
    await declinedPayment(orderId, 'care-task-decline-2');
    const tasks = await tasksOfOrder(orderId);
    expect(tasks).toHaveLength(1);
    const listed = page(await get('/care/tasks?kind=PAYMENT_FAILED&limit=100', 'nurse'));
    const shown = listed.items.find((i) => i.orderId === orderId);
    expect(shown).toMatchObject({ patientName: 'Pat Jordan', createdBy: null, assignee: null, status: 'OPEN' });
    expect(await auditOutcomes(t.db, { resource_type: 'care_task', resource_id: tasks[0].id, action: 'CREATE' })).toEqual(['SUCCESS']);
  });

  it('the renewal pass opens RENEWAL_DUE once per treatment renewing soon with no renewal yet', async () => {
    const orderId = await approvedOrder(t.db, 'jamie.ortiz@demo.test', { status: 'SHIPPED' });
    await t.db
      .updateTable('orders')
      .set({ plan_months: 1, start_date: sql<string>`current_date - interval '1 month' + interval '5 days'` })
      .where('id', '=', orderId)
      .execute();
    const ctx = systemContext(t.app, 'care tasks test');
    const first = await openRenewalTasks(ctx);
    expect(first.renewalTasks).toBeGreaterThanOrEqual(1);
    expect(first.renewalReminders).toBe(first.renewalTasks);
    expect(await tasksOfOrder(orderId)).toEqual([expect.objectContaining({ kind: 'RENEWAL_DUE', status: 'OPEN' })]);
    // The patient is reminded once, by e-mail, and the reminder is audited.
    const outbox = await call(t.app, { method: 'GET', url: '/dev/outbox?to=jamie.ortiz%40demo.test&limit=5' });
    const reminders = (outbox.body.data as unknown as { subject: string; body: string }[]).filter(
      (m) => m.subject === 'Your treatment renews soon',
    );
    expect(reminders).toHaveLength(1);
    expect(reminders[0].body).toMatch(/answer your refill check-in and renew/);
    expect(await auditOutcomes(t.db, { resource_type: 'order', resource_id: orderId, action: 'REMIND' })).toEqual(['SUCCESS']);
    expect(await openRenewalTasks(ctx)).toEqual({ renewalTasks: 0, renewalReminders: 0 });
    // Done, the renewal is not opened again by the next day's pass.
    const [{ id }] = await tasksOfOrder(orderId);
    expect((await post(`/care/tasks/${id}/done`, 'nurse', { note: 'Called: renewing next week' })).status).toBe(200);
    expect(await openRenewalTasks(ctx)).toEqual({ renewalTasks: 0, renewalReminders: 0 });
    expect(await tasksOfOrder(orderId)).toHaveLength(1);
  });

  it('a treatment already marked as renewing gets no task', async () => {
    const orderId = await approvedOrder(t.db, 'jamie.ortiz@demo.test', { status: 'SHIPPED' });
    await t.db
      .updateTable('orders')
      .set({ plan_months: 1, renewal_status: 'RENEWING', start_date: sql<string>`current_date - interval '1 month' + interval '3 days'` })
      .where('id', '=', orderId)
      .execute();
    await openRenewalTasks(systemContext(t.app, 'care tasks test'));
    expect(await tasksOfOrder(orderId)).toEqual([]);
  });
});

describe('working on tasks', () => {
  let patientId: string;
  beforeAll(async () => {
    patientId = await patientIdByEmail(t.db, 'jamie.ortiz@demo.test');
  });

  it('a nurse opens a follow-up, assigns it to herself and marks it done with a note', async () => {
    const created = await post('/care/tasks', 'nurse', { patientId, title: 'Check in about nausea', dueAt: '2030-01-15' });
    expect(created.status).toBe(200);
    const made = task(created);
    expect(made).toMatchObject({ kind: 'FOLLOW_UP', status: 'OPEN', patientName: 'Jamie Ortiz', createdBy: { id: users.nurse } });
    const unassigned = page(await get('/care/tasks?assignee=unassigned&kind=FOLLOW_UP&search=jamie&limit=100', 'nurse'));
    expect(unassigned.items.map((i) => i.id)).toContain(made.id);

    const assigned = await post(`/care/tasks/${made.id}/assign`, 'nurse', { assigneeId: users.nurse });
    expect(task(assigned).assignee?.id).toBe(users.nurse);
    const mine = page(await get('/care/tasks?assignee=me&limit=100', 'nurse'));
    expect(mine.items.map((i) => i.id)).toContain(made.id);
    expect(page(await get('/care/tasks?assignee=me&limit=100', 'specialist')).items.map((i) => i.id)).not.toContain(made.id);

    expect((await post(`/care/tasks/${made.id}/done`, 'nurse', { note: '  ' })).status).toBe(400);
    const done = task(await post(`/care/tasks/${made.id}/done`, 'nurse', { note: 'Called Jamie; nausea is easing.' }));
    expect(done).toMatchObject({ status: 'DONE', doneNote: 'Called Jamie; nausea is easing.', doneBy: { id: users.nurse } });
    expect((await post(`/care/tasks/${made.id}/done`, 'nurse', { note: 'again' })).status).toBe(409);
    expect((await post(`/care/tasks/${made.id}/assign`, 'nurse', { assigneeId: null })).status).toBe(409);
    expect(page(await get('/care/tasks?status=DONE&limit=100', 'nurse')).items.map((i) => i.id)).toContain(made.id);
    expect(page(await get('/care/tasks?limit=100', 'nurse')).items.map((i) => i.id)).not.toContain(made.id);

    for (const action of ['CREATE', 'ASSIGN', 'COMPLETE'])
      expect(await auditOutcomes(t.db, { actor_user_id: users.nurse, resource_id: made.id, action, patient_id: patientId })).toEqual([
        'SUCCESS',
      ]);
    expect(await auditOutcomes(t.db, { actor_user_id: users.nurse, action: 'LIST', resource_type: 'care_task' })).not.toHaveLength(0);
  });

  it('sorts by due date and pages in SQL', async () => {
    for (const day of ['2031-03-03', '2031-03-01', '2031-03-02'])
      await post('/care/tasks', 'specialist', { patientId, title: `Sorted ${day}`, dueAt: day });
    const asc = page(await get('/care/tasks?kind=FOLLOW_UP&search=jamie&sort=dueAt:asc&limit=100', 'nurse')).items;
    const sorted = asc.filter((i) => i.title.startsWith('Sorted')).map((i) => i.title);
    expect(sorted).toEqual(['Sorted 2031-03-01', 'Sorted 2031-03-02', 'Sorted 2031-03-03']);
    const paged = page(await get('/care/tasks?kind=FOLLOW_UP&limit=1&page=2', 'nurse'));
    expect(paged.items).toHaveLength(1);
    expect(paged.total).toBeGreaterThanOrEqual(3);
  });

  it('counts the done tasks up to 1,000, then says the total is an estimate; a filter under the cap is exact', async () => {
    await sql`
      INSERT INTO care_tasks (kind, patient_id, title, detail, due_at, status, done_at, done_note)
      SELECT 'FOLLOW_UP', ${patientId}, 'Done ' || n, '', now(), 'DONE', now(), 'Done'
      FROM generate_series(1, 1001) AS n`.execute(t.db);
    const done = await get('/care/tasks?status=DONE&sort=createdAt:desc&limit=10', 'nurse');
    expect(done.body.data).toMatchObject({ total: 1000, totalIsEstimate: true });
    const open = await get('/care/tasks?status=OPEN&limit=10', 'nurse');
    const exact = await sql<{ n: number }>`SELECT count(*)::int AS n FROM care_tasks WHERE status = 'OPEN'`.execute(t.db);
    expect(open.body.data).toMatchObject({ total: exact.rows[0].n });
    expect((open.body.data as { totalIsEstimate?: boolean }).totalIsEstimate).toBeUndefined();
  });

  it('assigns only to a care member who may work on the task; lists whom to assign to', async () => {
    const made = task(await post('/care/tasks', 'nurse', { patientId, title: 'Clinical follow-up', dueAt: '2030-02-01' }));
    const assignees = (await get('/care/tasks/assignees', 'support')).body.data as { assignees: { id: string; role: string }[] };
    expect(assignees.assignees.map((a) => a.id)).toEqual(expect.arrayContaining([users.nurse, users.support, users.specialist]));
    expect(assignees.assignees.map((a) => a.id)).not.toContain(users.doctor);
    expect((await post(`/care/tasks/${made.id}/assign`, 'nurse', { assigneeId: users.support })).status).toBe(422);
    expect((await post(`/care/tasks/${made.id}/assign`, 'nurse', { assigneeId: users.doctor })).status).toBe(422);
    expect(task(await post(`/care/tasks/${made.id}/assign`, 'nurse', { assigneeId: users.specialist })).assignee?.id).toBe(
      users.specialist,
    );
  });

  it('refuses a follow-up for an unknown patient (404) or with a bad due date (400)', async () => {
    expect(
      (await post('/care/tasks', 'nurse', { patientId: '00000000-0000-4000-8000-000000000000', title: 'x', dueAt: '2030-01-01' })).status,
    ).toBe(404);
    expect((await post('/care/tasks', 'nurse', { patientId, title: 'x', dueAt: 'tomorrow' })).status).toBe(400);
  });

  it('refuses a follow-up already overdue when opened (a past date or moment), with the reason, and opens nothing', async () => {
    const count = async () => (await t.db.selectFrom('care_tasks').select('id').execute()).length;
    const before = await count();
    const yesterday = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
    for (const dueAt of ['2020-01-15', yesterday, new Date(Date.now() - 3_600_000).toISOString()]) {
      const res = await post('/care/tasks', 'nurse', { patientId, title: 'Call back', dueAt });
      expect(res.status, dueAt).toBe(400);
      expect(JSON.stringify(res.body)).toMatch(/The due date cannot be in the past/);
    }
    expect(await count()).toBe(before);
    const today = new Date().toISOString().slice(0, 10);
    expect((await post('/care/tasks', 'nurse', { patientId, title: 'Call back today', dueAt: today })).status).toBe(200);
  });
});

describe('who may do what', () => {
  it('customer support sees and closes payment and renewal tasks, never a follow-up, and opens none', async () => {
    const patientId = await patientIdByEmail(t.db, 'jamie.ortiz@demo.test');
    const followUp = task(await post('/care/tasks', 'nurse', { patientId, title: 'Not for support', dueAt: '2030-03-01' }));
    const listed = page(await get('/care/tasks?limit=100', 'support')).items;
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.every((i) => i.kind !== 'FOLLOW_UP')).toBe(true);
    expect(page(await get('/care/tasks?kind=FOLLOW_UP', 'support')).total).toBe(0);
    const denied = (await auditOutcomes(t.db, { actor_user_id: users.support, outcome: 'DENIED' })).length;
    expect((await get(`/care/tasks/${followUp.id}`, 'support')).status).toBe(404);
    expect(await auditOutcomes(t.db, { actor_user_id: users.support, outcome: 'DENIED' })).toHaveLength(denied + 1);
    expect((await post(`/care/tasks/${followUp.id}/done`, 'support', { note: 'x' })).status).toBe(404);
    expect((await post('/care/tasks', 'support', { patientId, title: 'x', dueAt: '2030-01-01' })).status).toBe(403);

    const orderId = await approvedOrder(t.db, 'patient@demo.test', { payment_status: 'UNPAID' });
    await declinedPayment(orderId, 'care-task-support');
    const [payment] = await tasksOfOrder(orderId);
    expect((await get(`/care/tasks/${payment.id}`, 'support')).status).toBe(200);
    expect(task(await post(`/care/tasks/${payment.id}/assign`, 'support', { assigneeId: users.support })).assignee?.id).toBe(users.support);
    expect(task(await post(`/care/tasks/${payment.id}/done`, 'support', { note: 'Patient paid by phone' })).status).toBe('DONE');
  });

  it('a client specialist sees every kind and opens follow-ups', async () => {
    const patientId = await patientIdByEmail(t.db, 'jamie.ortiz@demo.test');
    const made = await post('/care/tasks', 'specialist', { patientId, title: 'Send the welcome pack', dueAt: '2030-04-01' });
    expect(made.status).toBe(200);
    expect((await get(`/care/tasks/${task(made).id}`, 'specialist')).status).toBe(200);
  });

  it.each(['patient', 'partner', 'doctor', 'sales', 'admin'])('%s gets 403 on every task call', async (who) => {
    const [any] = await t.db.selectFrom('care_tasks').select('id').limit(1).execute();
    const id = any?.id ?? '00000000-0000-4000-8000-000000000000';
    expect((await get('/care/tasks', who)).status).toBe(403);
    expect((await get('/care/tasks/assignees', who)).status).toBe(403);
    expect((await get(`/care/tasks/${id}`, who)).status).toBe(403);
    expect((await post('/care/tasks', who, { patientId: id, title: 'x', dueAt: '2030-01-01' })).status).toBe(403);
    expect((await post(`/care/tasks/${id}/assign`, who, { assigneeId: null })).status).toBe(403);
    expect((await post(`/care/tasks/${id}/done`, who, { note: 'x' })).status).toBe(403);
  });
});
