import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, DEMO_PASSWORD, signIn, type Session, type TestApp, patientIdByEmail } from './helpers/app';
import { auditOutcomes } from './helpers/audit';

let t: TestApp;
let doc: Session;
let medical: Session;
let admin: Session;
let partner: Session;
let doctorId: string;
let medicalDoctorId: string;
let partnerId: string;

type Feed = {
  id: string;
  source: string;
  doctorId: string | null;
  partnerId: string | null;
  updatedAt: string;
  newOrders: { id: string; createdAt: string; patientName: string }[];
};

const idOf = async (table: 'doctors' | 'partners', email: string) =>
  (
    await t.db
      .selectFrom(table)
      .innerJoin('users', 'users.id', `${table}.user_id`)
      .select(`${table}.id`)
      .where('users.email', '=', email)
      .executeTakeFirstOrThrow()
  ).id;

beforeAll(async () => {
  t = await createTestApp();
  [doc, medical, admin, partner] = await Promise.all(
    ['doctor', 'medical', 'admin', 'partner'].map((name) => signIn(t.app, `${name}@demo.test`, DEMO_PASSWORD)),
  );
  doctorId = await idOf('doctors', 'doctor@demo.test');
  medicalDoctorId = await idOf('doctors', 'medical@demo.test');
  partnerId = await idOf('partners', 'partner@demo.test');
});
afterAll(() => t.close());

const create = (payload: Record<string, unknown>, token = doc.accessToken) =>
  call(t.app, { method: 'POST', url: '/webhook-order', token, payload });
const feedOf = (id: string, token = doc.accessToken) => call(t.app, { method: 'GET', url: `/webhook-order/doctor/${id}`, token });
const move = (id: string, updatedAt: string, token = doc.accessToken) =>
  call(t.app, { method: 'PATCH', url: `/webhook-order/${id}`, token, payload: { updatedAt } });
const feed = async (id = doctorId, token = doc.accessToken) => (await feedOf(id, token)).body.data as unknown as Feed | null;

describe('a doctor feed', () => {
  it('is null before it is created', async () => {
    const res = await feedOf(doctorId);
    expect(res.status).toBe(200);
    expect(res.body.data).toBeNull();
  });

  it('is created by the doctor for themself, once', async () => {
    const res = await create({ source: 'DOCTOR', doctorId });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      message: 'Webhook order created successfully',
      data: { source: 'DOCTOR', doctorId, partnerId: null },
    });
    expect((await create({ source: 'DOCTOR', doctorId })).status).toBe(409);
  });

  it('cannot be created by a doctor for another doctor or as a partner feed', async () => {
    expect((await create({ source: 'DOCTOR', doctorId: medicalDoctorId })).status).toBe(404);
    expect((await create({ source: 'PARTNER', partnerId })).status).toBe(422);
    expect((await create({ source: 'DOCTOR' })).status).toBe(400);
    expect(await t.db.selectFrom('webhook_orders').select('doctor_id').execute()).toEqual([{ doctor_id: doctorId }]);
  });

  it('shows the orders created after its updatedAt, oldest first, and audits the read', async () => {
    expect((await feed())?.newOrders).toEqual([]);
    const patientId = await patientIdByEmail(t.db, 'jamie.ortiz@demo.test');
    const first = await call(t.app, {
      method: 'POST',
      url: '/doctors/create-new-order',
      token: doc.accessToken,
      payload: { patientId, confirmOpenOrder: true },
    });
    const second = await call(t.app, {
      method: 'POST',
      url: '/doctors/create-new-order',
      token: doc.accessToken,
      payload: { patientId, confirmOpenOrder: true },
    });
    const current = await feed();
    expect(current?.newOrders.map((o) => o.id)).toEqual([(first.body.data as { id: string }).id, (second.body.data as { id: string }).id]);
    expect(current?.newOrders[0].patientName).toBe('Jamie Ortiz');
    const audit = await auditOutcomes(t.db, { action: 'LIST', resource_id: current!.id });
    expect(audit.length).toBeGreaterThanOrEqual(2);
  });

  it('moves on with PATCH: later orders only; an earlier time shows older ones again', async () => {
    const current = (await feed())!;
    const res = await move(current.id, current.newOrders[0].createdAt);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: 'Webhook order updated successfully', data: { updatedAt: current.newOrders[0].createdAt } });
    expect((await feed())?.newOrders.map((o) => o.id)).toEqual([current.newOrders[1].id]);
    await move(current.id, new Date().toISOString());
    expect((await feed())?.newOrders).toEqual([]);

    await move(current.id, new Date(Date.now() - 60 * 86_400_000).toISOString());
    const all = (await feed())!.newOrders;
    expect(all.length).toBe(10);
    expect(all.map((o) => o.createdAt)).toEqual([...all.map((o) => o.createdAt)].sort());
  });

  it('refuses a time in the future (400) and keeps the old one', async () => {
    const current = (await feed())!;
    const res = await move(current.id, new Date(Date.now() + 3_600_000).toISOString());
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([expect.objectContaining({ path: 'updatedAt' })]);
    expect((await move(current.id, 'yesterday')).status).toBe(400);
    expect((await feed())?.updatedAt).toBe(current.updatedAt);
  });

  it("is not another doctor's or a partner's to read or move (404)", async () => {
    const current = (await feed())!;
    expect((await feedOf(doctorId, medical.accessToken)).status).toBe(404);
    expect((await move(current.id, new Date().toISOString(), medical.accessToken)).status).toBe(404);
    expect((await move(current.id, new Date().toISOString(), partner.accessToken)).status).toBe(404);
    expect((await feedOf(doctorId, partner.accessToken)).status).toBe(403);
    expect((await feed())?.updatedAt).toBe(current.updatedAt);
  });
});

describe('partners and super admins', () => {
  it('lets a partner create only its own feed', async () => {
    const otherPartner = '00000000-0000-4000-8000-000000000000';
    expect((await create({ source: 'PARTNER', partnerId: otherPartner }, partner.accessToken)).status).toBe(404);
    expect((await create({ source: 'DOCTOR', doctorId }, partner.accessToken)).status).toBe(422);
    const res = await create({ source: 'PARTNER', partnerId }, partner.accessToken);
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ source: 'PARTNER', partnerId, doctorId: null });
    const moved = await move((res.body.data as { id: string }).id, new Date().toISOString(), partner.accessToken);
    expect(moved.status).toBe(200);
  });

  it('lets a super admin create, read and move any feed', async () => {
    const created = await create({ source: 'DOCTOR', doctorId: medicalDoctorId }, admin.accessToken);
    expect(created.status).toBe(201);
    expect((await feed(medicalDoctorId, admin.accessToken))?.newOrders).toEqual([]);
    expect((await feed(medicalDoctorId, medical.accessToken))?.id).toBe((created.body.data as { id: string }).id);
    const mine = (await feed())!;
    expect((await move(mine.id, new Date().toISOString(), admin.accessToken)).status).toBe(200);
    expect((await create({ source: 'DOCTOR', doctorId: '00000000-0000-4000-8000-000000000000' }, admin.accessToken)).status).toBe(404);
  });

  it('answers a super admin 404 for a doctor that does not exist (null is for a doctor without a feed)', async () => {
    const missing = await feedOf('00000000-0000-4000-8000-000000000000', admin.accessToken);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Doctor not found');
  });

  it('is closed to other roles', async () => {
    const patient = await signIn(t.app, 'patient@demo.test', DEMO_PASSWORD);
    expect((await create({ source: 'DOCTOR', doctorId }, patient.accessToken)).status).toBe(403);
  });
});
