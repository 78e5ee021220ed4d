import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  send,
  createTestApp,
  DEMO_PASSWORD,
  doctorIdByEmail,
  signIn,
  type Session,
  type TestApp,
  patientIdByEmail,
} from './helpers/app';
import { auditOutcomes } from './helpers/audit';

let t: TestApp;
let doc: Session;
type Order = {
  id: string;
  status: string;
  patientName: string;
  patientState: string;
  screeningFlags: { rule: string }[];
  createdAt: string;
};

beforeAll(async () => {
  t = await createTestApp();
  doc = await signIn(t.app, 'doctor@demo.test', DEMO_PASSWORD);
});
afterAll(() => t.close());

const queue = async (token = doc.accessToken) =>
  (await call(t.app, { method: 'GET', url: '/doctors/orders?status=PENDING_REVIEW&sort=createdAt:asc', token })).body.data as unknown as {
    orders: Order[];
    total: number;
  };

/** A fresh order under review for a seeded patient, with optional flags and state. */
async function pendingOrder(options: { flags?: string[]; state?: string } = {}) {
  const patient = { id: await patientIdByEmail(t.db, 'riley.thompson@demo.test') };
  if (options.state) await t.db.updateTable('patients').set({ state: options.state }).where('id', '=', patient.id).execute();
  const doctor = { id: await doctorIdByEmail(t.db, 'doctor@demo.test') };
  const flags = (options.flags ?? []).map((rule) => ({ rule, severity: 'FLAG', message: rule }));
  return (
    await t.db
      .insertInto('orders')
      .values({
        patient_id: patient.id,
        doctor_id: doctor.id,
        product_variation_key: 'semaglutide-starter',
        amount_cents: 24900,
        payment_status: 'PAID',
        screening_flags: JSON.stringify(flags),
      })
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
    expect(res.body).toMatchObject({
      message: 'Intake questions updated successfully',
      data: { status: 'APPROVED', doctorApproveQuestionsStatus: 'APPROVED' },
    });
    expect((await decide(id, { doctorApproveQuestionsStatus: 'APPROVED' })).status).toBe(409);
    const audit = await auditOutcomes(t.db, { action: 'INTAKE_DECISION', resource_id: id });
    expect(audit).toEqual(['SUCCESS']);
  });

  it('needs a reason to deny, and keeps it for the patient', async () => {
    const id = await pendingOrder();
    const missing = await decide(id, { doctorApproveQuestionsStatus: 'DENIED' });
    expect(missing.status).toBe(400);
    const denied = await decide(id, {
      doctorApproveQuestionsStatus: 'DENIED',
      doctorDenialReason: 'Blood pressure must be controlled first.',
    });
    expect(denied.body).toMatchObject({
      message: 'Intake denied. The patient sees your reason, and what they paid is refunded.',
      data: { status: 'DENIED', doctorDenialReason: 'Blood pressure must be controlled first.' },
    });
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

describe('the full order detail', () => {
  it('adds who created it, the rx details, the note and the prescription; approving replies the same', async () => {
    const id = await pendingOrder({ state: 'CA' });
    const before = (await call(t.app, { method: 'GET', url: `/doctors/orders/${id}`, token: doc.accessToken })).body.data;
    expect(before).toMatchObject({ createdByDoctor: false, rxInformation: { directions: null }, doctorNote: null, prescriptionId: null });
    await t.db
      .updateTable('orders')
      .set({ rx_directions: 'Inject weekly', rx_quantity: 4, rx_refills: 0, rx_days_supply: 28, doctor_note: 'Start low' })
      .where('id', '=', id)
      .execute();
    const approved = await decide(id, { doctorApproveQuestionsStatus: 'APPROVED' });
    expect(approved.body.data).toMatchObject({
      status: 'APPROVED',
      rxInformation: { directions: 'Inject weekly', quantity: 4, refills: 0, daysSupply: 28 },
      doctorNote: 'Start low',
      prescriptionId: null,
    });
  });
});

describe('profile', () => {
  it('shows my profile with license states and assigned pharmacies', async () => {
    const res = await call(t.app, { method: 'GET', url: '/doctors/profile', token: doc.accessToken });
    expect(res.body.data).toMatchObject({
      email: 'doctor@demo.test',
      firstName: 'Dana',
      npi: '1234567893',
      licenseStates: ['CA', 'NY', 'TX', 'FL', 'WA'],
    });
    expect((res.body.data as unknown as { pharmacies: { provider: string }[] }).pharmacies.map((p) => p.provider).sort()).toEqual([
      'DIGITAL_RX',
      'RX_PROVIDER',
    ]);
    const other = await signIn(t.app, 'medical@demo.test', DEMO_PASSWORD);
    const theirs = await call(t.app, { method: 'GET', url: '/doctors/profile', token: other.accessToken });
    expect(theirs.body.data).toMatchObject({
      email: 'medical@demo.test',
      licenseStates: ['CA', 'OR'],
      pharmacies: [{ provider: 'RX_PROVIDER' }],
    });
  });

  it('changes only the fields sent', async () => {
    const res = await send(t.app, 'PATCH', '/doctors/profile', doc.accessToken, { phoneNumber: '(212) 555-0190' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: 'Profile updated successfully',
      data: { phoneNumber: '+12125550190', firstName: 'Dana', lastName: 'Whitfield' },
    });
    const named = await send(t.app, 'PATCH', '/doctors/profile', doc.accessToken, { firstName: 'Danielle' });
    expect(named.body.data).toMatchObject({ firstName: 'Danielle', phoneNumber: '+12125550190' });
  });

  it('refuses bad input with details and changes nothing', async () => {
    const before = (await call(t.app, { method: 'GET', url: '/doctors/profile', token: doc.accessToken })).body.data;
    const phone = await send(t.app, 'PATCH', '/doctors/profile', doc.accessToken, { firstName: 'X', phoneNumber: '0000000' });
    expect(phone.status).toBe(400);
    expect(phone.body.details).toEqual([{ path: 'phoneNumber', message: 'Enter a valid US phone number' }]);
    const empty = await call(t.app, { method: 'PATCH', url: '/doctors/profile', token: doc.accessToken, payload: { lastName: '' } });
    expect(empty.status).toBe(400);
    expect((await call(t.app, { method: 'GET', url: '/doctors/profile', token: doc.accessToken })).body.data).toEqual(before);
  });
});

describe('catalog', () => {
  it('lists the active doses, and the medications each with their doses', async () => {
    const variations = (await call(t.app, { method: 'GET', url: '/doctors/product-variations', token: doc.accessToken })).body
      .data as unknown as { productVariations: { key: string }[] };
    expect(variations.productVariations.map((v) => v.key)).toEqual([
      'semaglutide-starter',
      'semaglutide-maintenance',
      'tirzepatide-starter',
      'tirzepatide-maintenance',
    ]);
    await t.db.updateTable('product_variations').set({ active: false }).where('key', '=', 'tirzepatide-maintenance').execute();
    const res = await call(t.app, { method: 'GET', url: '/doctors/medications', token: doc.accessToken });
    const { medications } = res.body.data as unknown as {
      medications: { medication: string; variations: { key: string; monthlyPriceCents: number }[] }[];
    };
    expect(medications.map((m) => m.medication)).toEqual(['semaglutide', 'tirzepatide']);
    expect(medications[1].variations).toEqual([expect.objectContaining({ key: 'tirzepatide-starter', monthlyPriceCents: 39_900 })]);
    await t.db.updateTable('product_variations').set({ active: true }).where('key', '=', 'tirzepatide-maintenance').execute();
  });
});
