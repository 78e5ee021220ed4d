/**
 * A sent prescription afterwards: the pharmacy's status followed to shipped (by the job or on request), prescriptions
 * written and listed by the doctor, and the demo data's prescriptions (sending them: prescriptions.test.ts).
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runPharmacyStatusOnce } from '#server/jobs/pharmacy-status';
import { call, DEMO_PASSWORD, signIn } from './helpers/app';
import { prescriptionCalls, prescriptionsTestApp, type Rx, type PrescriptionsApp } from './helpers/prescriptions';

let f: PrescriptionsApp;
beforeAll(async () => (f = await prescriptionsTestApp()));
afterAll(() => f.t.close());
const { patientOf, order, send, check, rowsOf, orderStatus, pharmacyTimePasses } = prescriptionCalls(() => f);

describe('pharmacy status', () => {
  it('follows Digital Rx from received to processing to shipped; the patient then sees the tracking number', async () => {
    const id = await order('jamie.ortiz@demo.test');
    await send('digital-rx', id);
    let res = await check(id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: 'Prescription status retrieved successfully',
      data: { status: 'RECEIVED', trackingNumber: null },
    });
    await pharmacyTimePasses(30);
    expect((await check(id)).body.data).toMatchObject({ status: 'PROCESSING' });
    expect((await orderStatus(id)).status).toBe('SENT_TO_PHARMACY');
    await pharmacyTimePasses(30);
    res = await check(id);
    const tracking = (res.body.data as unknown as Rx).trackingNumber;
    expect(res.body.data).toMatchObject({ status: 'SHIPPED', trackingNumber: expect.stringMatching(/^1Z[A-Z0-9]{16}$/) });
    expect(await orderStatus(id)).toEqual({ status: 'SHIPPED', tracking_number: tracking });

    const patient = await signIn(f.t.app, 'jamie.ortiz@demo.test', DEMO_PASSWORD);
    const seen = await call(f.t.app, { method: 'GET', url: `/patient/orders/${id}`, token: patient.accessToken });
    expect(seen.body.data).toMatchObject({ status: 'SHIPPED', trackingNumber: tracking });
    const mail = await f.t.db
      .selectFrom('outbox_messages')
      .select(['subject', 'body'])
      .where('recipient', '=', 'jamie.ortiz@demo.test')
      .where('subject', '=', 'Your order has shipped')
      .execute();
    expect(mail).toHaveLength(1);
    expect(mail[0].body).toContain(tracking);

    await pharmacyTimePasses(120);
    expect((await check(id)).body.data).toMatchObject({ status: 'DELIVERED', trackingNumber: tracking });
    expect((await orderStatus(id)).status).toBe('DELIVERED');
    // Checking again changes nothing and sends no second e-mail.
    expect((await check(id)).body.data).toMatchObject({ status: 'DELIVERED' });
    expect(
      await f.t.db
        .selectFrom('outbox_messages')
        .select('id')
        .where('recipient', '=', 'jamie.ortiz@demo.test')
        .where('subject', '=', 'Your order has shipped')
        .execute(),
    ).toHaveLength(1);
  });

  it('checks only prescriptions sent to Digital Rx', async () => {
    const id = await order('riley.thompson@demo.test');
    await send('rx-provider', id);
    const res = await check(id);
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('This prescription was not sent to Digital Rx');
    expect((await check(await order('riley.thompson@demo.test'))).status).toBe(404);
  });

  it('is kept current by the job, which tests run one pass at a time', async () => {
    expect(f.t.config.PHARMACY_POLL_SECONDS).toBe(0);
    const id = await order('drew.patel@demo.test');
    await send('rx-provider', id);
    await pharmacyTimePasses(60);
    const pass = await runPharmacyStatusOnce(f.t.app, { olderThanSeconds: 0 });
    expect(pass.checked).toBeGreaterThan(0);
    expect(pass.failed).toBe(0);
    const { status, tracking_number } = await orderStatus(id);
    expect(status).toBe('SHIPPED');
    const patient = await signIn(f.t.app, 'drew.patel@demo.test', DEMO_PASSWORD);
    expect((await call(f.t.app, { method: 'GET', url: `/patient/orders/${id}`, token: patient.accessToken })).body.data).toMatchObject({
      status: 'SHIPPED',
      trackingNumber: tracking_number,
    });
    const audit = await f.t.db
      .selectFrom('audit_logs')
      .select(['actor_user_id', 'role', 'action'])
      .where('action', '=', 'PHARMACY_STATUS')
      .where(sql<boolean>`details->>'orderId' = ${id}`)
      .execute();
    expect(audit).toEqual([{ actor_user_id: null, role: 'SYSTEM', action: 'PHARMACY_STATUS' }]);
    // Just checked: the next pass leaves it alone; a later one follows it until it is delivered.
    expect((await runPharmacyStatusOnce(f.t.app, { olderThanSeconds: 60 })).checked).toBe(0);
    await pharmacyTimePasses(120);
    await runPharmacyStatusOnce(f.t.app, { olderThanSeconds: 0 });
    expect(await orderStatus(id)).toEqual({ status: 'DELIVERED', tracking_number });
  });
});

describe('writing and listing prescriptions', () => {
  const create = (payload: Record<string, unknown>) =>
    call(f.t.app, { method: 'POST', url: '/doctors/prescriptions', token: f.doc.accessToken, payload });
  const rxInformation = {
    dose: '0.5 mg',
    directions: 'Inject 0.5 mg under the skin every Monday.',
    quantity: 2,
    refills: 1,
    daysSupply: 14,
  };

  it("writes the order's prescription once: asking again returns the first", async () => {
    const id = await order('riley.thompson@demo.test');
    const first = await create({ orderId: id, rxInformation, note: 'Start low.' });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      message: 'Prescription created successfully',
      data: {
        status: 'CREATED',
        medication: 'semaglutide',
        ...rxInformation,
        note: 'Start low.',
        pharmacy: null,
      },
    });
    const again = await create({ orderId: id, rxInformation: { ...rxInformation, quantity: 9 } });
    expect(again.body.data).toMatchObject({ id: (first.body.data as unknown as Rx).id, quantity: 2 });
    expect((await rowsOf(id)).prescriptions).toHaveLength(1);
  });

  it('uses the details saved on the order when the request has none', async () => {
    const id = await order('riley.thompson@demo.test', { rx_quantity: 8, doctor_note: 'Saved note' });
    expect((await create({ orderId: id })).body.data).toMatchObject({ quantity: 8, refills: 0, daysSupply: 28, note: 'Saved note' });
  });

  it('refuses bad details and changes nothing', async () => {
    const id = await order('riley.thompson@demo.test');
    const res = await create({ orderId: id, rxInformation: { ...rxInformation, quantity: 0 } });
    expect(res.status).toBe(400);
    expect((await rowsOf(id)).prescriptions).toEqual([]);
  });

  it("prescribes 'here' only for the order's own patient", async () => {
    const id = await order('riley.thompson@demo.test');
    const riley = await patientOf('riley.thompson@demo.test');
    const quinn = await patientOf('quinn.marshall@demo.test');
    expect(
      (await call(f.t.app, { method: 'POST', url: `/doctors/orders/${id}/users/${quinn.user_id}/rx-here`, token: f.doc.accessToken }))
        .status,
    ).toBe(404);
    const res = await call(f.t.app, {
      method: 'POST',
      url: `/doctors/orders/${id}/users/${riley.user_id}/rx-here`,
      token: f.doc.accessToken,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: 'Prescription created successfully', data: { orderId: id, status: 'CREATED' } });
  });

  it('lists current and past prescriptions, searched and paginated', async () => {
    const list = async (query: string, token = f.doc.accessToken) =>
      (await call(f.t.app, { method: 'GET', url: `/doctors/prescriptions?${query}`, token })).body.data as unknown as {
        items: (Rx & { patientName: string })[];
        total: number;
        page: number;
        limit: number;
        totalPages: number;
      };
    const past = await list('past=true&limit=100');
    expect(past.items.length).toBeGreaterThan(0);
    expect(past.items.every((p) => ['SHIPPED', 'DELIVERED', 'CANCELLED'].includes(p.status))).toBe(true);
    const current = await list('past=false&limit=100');
    expect(current.items.every((p) => !['SHIPPED', 'DELIVERED', 'CANCELLED'].includes(p.status))).toBe(true);
    const all = await list('limit=2&page=2');
    expect(all).toMatchObject({
      page: 2,
      limit: 2,
      total: past.total + current.total,
      totalPages: Math.ceil((past.total + current.total) / 2),
    });
    expect(all.items).toHaveLength(2);
    const riley = await list('search=riley&limit=100');
    expect(riley.items.length).toBeGreaterThan(0);
    expect(riley.items.every((p) => p.patientName === 'Riley Thompson')).toBe(true);
    expect((await list('status=FAILED')).items.every((p) => p.status === 'FAILED')).toBe(true);
    expect((await list('limit=100', f.medical.accessToken)).items.every((p) => p.patientName === 'Olive Oregon')).toBe(true);
  });

  it('refuses other roles', async () => {
    const patient = await signIn(f.t.app, 'patient@demo.test', DEMO_PASSWORD);
    expect((await call(f.t.app, { method: 'GET', url: '/doctors/prescriptions', token: patient.accessToken })).status).toBe(403);
    expect((await send('rx-provider', await order('riley.thompson@demo.test'), patient.accessToken)).status).toBe(403);
  });
});

describe('the demo data', () => {
  // Other tests here run the pharmacy status job, which may have delivered it since: shipped or delivered, the two
  // sides agree.
  it("shows the doctor the prescription, pharmacy and tracking behind the patient's shipped order", async () => {
    const patient = await signIn(f.t.app, 'patient@demo.test', DEMO_PASSWORD);
    const mine = await call(f.t.app, { method: 'GET', url: '/patient/orders', token: patient.accessToken });
    const orders = (mine.body.data as { orders: { id: string; status: string; trackingNumber: string | null }[] }).orders;
    const shipped = orders.find((o) => o.status === 'SHIPPED' || o.status === 'DELIVERED');
    expect(shipped?.trackingNumber).toBeTruthy();
    const past = await call(f.t.app, { method: 'GET', url: '/doctors/prescriptions?past=true&limit=100', token: f.doc.accessToken });
    const rx = (past.body.data as { items: (Rx & { orderId: string })[] }).items.find((p) => p.orderId === shipped!.id);
    expect(rx).toMatchObject({ status: shipped!.status, trackingNumber: shipped!.trackingNumber, pharmacy: { provider: 'RX_PROVIDER' } });
  });
});
