import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, DEMO_PASSWORD, signIn, type Session, type TestApp } from './helpers/app';

let t: TestApp;
let doc: Session;
type Order = { id: string; status: string; patientName: string; patientState: string; screeningFlags: { rule: string }[]; createdAt: string };

beforeAll(async () => {
  t = await createTestApp();
  doc = await signIn(t.app, 'doctor@demo.test', DEMO_PASSWORD);
});
afterAll(() => t.close());

const queue = async (token = doc.accessToken) =>
  (await call(t.app, { method: 'GET', url: '/doctors/orders?status=PENDING_REVIEW&sort=createdAt:asc', token })).body.data as unknown as { orders: Order[]; total: number };

/** A fresh order under review for a seeded patient, with optional flags and state. */
async function pendingOrder(options: { flags?: string[]; state?: string } = {}) {
  const patient = await t.db.selectFrom('patients').innerJoin('users', 'users.id', 'patients.user_id').select('patients.id').where('users.email', '=', 'riley.thompson@demo.test').executeTakeFirstOrThrow();
  if (options.state) await t.db.updateTable('patients').set({ state: options.state }).where('id', '=', patient.id).execute();
  const doctor = await t.db.selectFrom('doctors').innerJoin('users', 'users.id', 'doctors.user_id').select('doctors.id').where('users.email', '=', 'doctor@demo.test').executeTakeFirstOrThrow();
  const flags = (options.flags ?? []).map((rule) => ({ rule, severity: 'FLAG', message: rule }));
  return (
    await t.db
      .insertInto('orders')
      .values({ patient_id: patient.id, doctor_id: doctor.id, product_variation_key: 'semaglutide-starter', amount_cents: 24900, payment_status: 'PAID', screening_flags: JSON.stringify(flags) })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
}

const decide = (id: string, body: Record<string, unknown>, token = doc.accessToken) =>
  call(t.app, { method: 'PATCH', url: `/doctors/orders/${id}/approve-intake-questions`, token, payload: body });

describe('prescription queue', () => {
  it("lists the doctor's orders under review, oldest first, with the screening flags", async () => {
    const flagged = await pendingOrder({ flags: ['PANCREATITIS_HISTORY'] });
    const { orders, total } = await queue();
    expect(total).toBe(orders.length);
    expect(orders.every((o) => o.status === 'PENDING_REVIEW')).toBe(true);
    expect(orders.map((o) => o.createdAt)).toEqual([...orders.map((o) => o.createdAt)].sort());
    expect(orders.find((o) => o.id === flagged)?.screeningFlags).toEqual([expect.objectContaining({ rule: 'PANCREATITIS_HISTORY' })]);
  });

  it('shows a doctor without patients nothing, and refuses other roles', async () => {
    const other = await signIn(t.app, 'medical@demo.test', DEMO_PASSWORD);
    expect(await queue(other.accessToken)).toEqual({ orders: [], total: 0 });
    const patient = await signIn(t.app, 'patient@demo.test', DEMO_PASSWORD);
    expect((await call(t.app, { method: 'GET', url: '/doctors/orders', token: patient.accessToken })).status).toBe(403);
  });

  it('opens an order with every intake answer; another doctor gets 404', async () => {
    const { orders } = await queue();
    const detail = await call(t.app, { method: 'GET', url: `/doctors/orders/${orders[0].id}`, token: doc.accessToken });
    const data = detail.body.data as unknown as { questionsList: unknown[]; answers: Record<string, unknown>; bmi: number | null };
    expect(data.questionsList.length).toBeGreaterThan(5);
    expect(Object.keys(data.answers).length).toBe(data.questionsList.length);
    const other = await signIn(t.app, 'medical@demo.test', DEMO_PASSWORD);
    expect((await call(t.app, { method: 'GET', url: `/doctors/orders/${orders[0].id}`, token: other.accessToken })).status).toBe(404);
  });
});

describe('approving and denying intakes', () => {
  it('approves an order under review, once, and audits it', async () => {
    const id = await pendingOrder();
    const res = await decide(id, { doctorApproveQuestionsStatus: 'APPROVED' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: 'Intake questions updated successfully', data: { status: 'APPROVED', doctorApproveQuestionsStatus: 'APPROVED' } });
    expect((await decide(id, { doctorApproveQuestionsStatus: 'APPROVED' })).status).toBe(409);
    const audit = await t.db.selectFrom('audit_logs').select('outcome').where('action', '=', 'INTAKE_DECISION').where('resource_id', '=', id).execute();
    expect(audit).toEqual([{ outcome: 'SUCCESS' }]);
  });

  it('needs a reason to deny, and keeps it for the patient', async () => {
    const id = await pendingOrder();
    const missing = await decide(id, { doctorApproveQuestionsStatus: 'DENIED' });
    expect(missing.status).toBe(400);
    const denied = await decide(id, { doctorApproveQuestionsStatus: 'DENIED', doctorDenialReason: 'Blood pressure must be controlled first.' });
    expect(denied.body.data).toMatchObject({ status: 'DENIED', doctorDenialReason: 'Blood pressure must be controlled first.' });
  });

  it('needs an override reason to approve a flagged intake, and keeps it with the order', async () => {
    const id = await pendingOrder({ flags: ['GALLBLADDER_DISEASE'] });
    const refused = await decide(id, { doctorApproveQuestionsStatus: 'APPROVED' });
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('OVERRIDE_REQUIRED');
    const ok = await decide(id, { doctorApproveQuestionsStatus: 'APPROVED', overrideReason: 'Gallbladder removed in 2019.' });
    expect(ok.body.data).toMatchObject({ status: 'APPROVED', doctorOverrideReason: 'Gallbladder removed in 2019.' });
  });

  it('refuses to approve a patient in a state where the doctor is not licensed', async () => {
    const id = await pendingOrder({ state: 'NV' });
    const res = await decide(id, { doctorApproveQuestionsStatus: 'APPROVED' });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: 'NOT_LICENSED', message: 'You are not licensed in NV, so you cannot approve this intake' });
    const order = await t.db.selectFrom('orders').select('status').where('id', '=', id).executeTakeFirstOrThrow();
    expect(order.status).toBe('PENDING_REVIEW');
  });
});
