import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, DEMO_PASSWORD, patientIdByEmail, signIn, type TestApp } from './helpers/app';
import { adminToken, as, fixturePartner, fixturePatient, partnerIdOf } from './helpers/admin-partners';
import { auditOutcomes } from './helpers/audit';

type Patient = { id: string; firstName: string; lastName: string; partnerName: string | null; doctorName: string | null };
type Page<T> = { items: T[]; total: number };
type Renewal = { orderId: string; patientId: string; renewalStatus: string; startDate: string; renewsOn: string };

let t: TestApp;
let admin: ReturnType<typeof as>;
const ids = { summit: '', harbor: '', morgan: '', sky: '', jamie: '' };
const uuid = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  t = await createTestApp();
  admin = as(t, await adminToken(t));
  ids.summit = await partnerIdOf(t, 'partner@demo.test');
  ids.harbor = await partnerIdOf(t, 'harbor@demo.test');
  ids.morgan = await patientIdByEmail(t.db, 'morgan.blake@demo.test');
  ids.sky = await patientIdByEmail(t.db, 'sky.turner@demo.test');
  ids.jamie = await patientIdByEmail(t.db, 'jamie.ortiz@demo.test');
});
afterAll(() => t.close());

const patientsOf = async (partnerId: string, query = '') =>
  (await admin.get(`/super-admin/gym-owner/${partnerId}/unassigned-patients${query}`)).body.data as unknown as Page<Patient>;
const partnerOfPatient = async (id: string) =>
  (await t.db.selectFrom('patients').select('partner_id').where('id', '=', id).executeTakeFirstOrThrow()).partner_id;
const partnersOfOrders = async (patientId: string) =>
  (await t.db.selectFrom('orders').select('partner_id').where('patient_id', '=', patientId).execute()).map((o) => o.partner_id);
const reassign = (body: Record<string, unknown>) => admin.send('POST', '/super-admin/gym-owner/reassign-patients', body);

describe('GET /super-admin/gym-owner/{id}/unassigned-patients', () => {
  it("lists the partner's patients with no doctor of their own (show=all: all), searched and audited", async () => {
    const harbor = await patientsOf(ids.harbor);
    expect(harbor.items.map((p) => `${p.firstName} ${p.lastName}`)).toEqual(['Morgan Blake', 'Sky Turner']);
    expect(harbor.items.every((p) => p.doctorName === null && p.partnerName === 'Harbor Fitness Club')).toBe(true);
    expect((await patientsOf(ids.summit)).total).toBe(0);
    const all = await patientsOf(ids.summit, '?show=all&limit=100');
    expect(all.total).toBeGreaterThan(5);
    expect(all.items.every((p) => p.doctorName === 'Dana Whitfield')).toBe(true);
    expect((await patientsOf(ids.summit, '?show=all&search=ortiz')).items.map((p) => p.id)).toEqual([ids.jamie]);
    expect((await admin.get(`/super-admin/gym-owner/${uuid}/unassigned-patients`)).status).toBe(404);
    expect((await admin.get(`/super-admin/gym-owner/${ids.harbor}/unassigned-patients?show=some`)).status).toBe(400);
    const rows = await t.db
      .selectFrom('audit_logs')
      .select(['action', 'resource_type'])
      .where('action', '=', 'LIST')
      .where('resource_type', '=', 'patient')
      .execute();
    expect(rows.length).toBeGreaterThanOrEqual(3);
  });
});

describe('POST /super-admin/gym-owner/reassign-patients', () => {
  it('refuses the whole move when one id is wrong: nothing changes', async () => {
    const before = { morgan: await partnersOfOrders(ids.morgan), sky: await partnersOfOrders(ids.sky) };
    const res = await reassign({ patientIds: [ids.morgan, uuid, ids.sky], toGymOwnerId: ids.summit });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('1 of the patients were not found');
    expect(res.body.details).toEqual([{ path: 'patientIds', message: uuid }]);
    expect(await partnerOfPatient(ids.morgan)).toBe(ids.harbor);
    expect(await partnerOfPatient(ids.sky)).toBe(ids.harbor);
    expect({ morgan: await partnersOfOrders(ids.morgan), sky: await partnersOfOrders(ids.sky) }).toEqual(before);
    expect(await auditOutcomes(t.db, { action: 'REASSIGN_PARTNER', patient_id: ids.morgan })).toEqual([]);
    expect(await auditOutcomes(t.db, { action: 'REASSIGN_PARTNER' })).toEqual(['FAILURE']);
  });

  it('refuses a patient already the target’s, a stale source, a missing target, the same partner and bad input', async () => {
    const already = await reassign({ patientIds: [ids.morgan, ids.jamie], toGymOwnerId: ids.summit });
    expect(already.status).toBe(422);
    expect(already.body.details).toEqual([{ path: 'patientIds', message: ids.jamie }]);
    const stale = await reassign({
      patientIds: [ids.morgan, ids.jamie],
      toGymOwnerId: (await fixturePartner(t, 'Elsewhere')).partnerId,
      fromGymOwnerId: ids.harbor,
    });
    expect(stale.status).toBe(409);
    expect((await reassign({ patientIds: [ids.morgan], toGymOwnerId: uuid })).status).toBe(404);
    expect((await reassign({ patientIds: [ids.morgan], toGymOwnerId: ids.harbor, fromGymOwnerId: ids.harbor })).status).toBe(400);
    expect((await reassign({ patientIds: [], toGymOwnerId: ids.summit })).status).toBe(400);
    expect((await reassign({ patientIds: [ids.morgan, ids.morgan], toGymOwnerId: ids.summit })).status).toBe(400);
    expect(await partnerOfPatient(ids.morgan)).toBe(ids.harbor);
    expect(await partnerOfPatient(ids.jamie)).toBe(ids.summit);
  });

  it('moves the patients and all their orders in one go, one audit row per patient; the partners see the change', async () => {
    const summit = await signIn(t.app, 'partner@demo.test', DEMO_PASSWORD);
    const harbor = await signIn(t.app, 'harbor@demo.test', DEMO_PASSWORD);
    const harborSees = async () =>
      (
        (await call(t.app, { method: 'GET', url: '/gym-owner/patients?limit=100', token: harbor.accessToken })).body
          .data as unknown as Page<Patient>
      ).items.map((p) => p.id);
    expect(await harborSees()).toEqual(expect.arrayContaining([ids.morgan, ids.sky]));
    const morganOrders = await t.db.selectFrom('orders').select('id').where('patient_id', '=', ids.morgan).execute();

    const res = await reassign({ patientIds: [ids.morgan, ids.sky], toGymOwnerId: ids.summit, fromGymOwnerId: ids.harbor });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ toGymOwnerId: ids.summit, patients: 2, orders: 2 });
    expect(res.body.message).toBe('2 patients reassigned successfully');
    expect(await partnerOfPatient(ids.morgan)).toBe(ids.summit);
    expect(await partnersOfOrders(ids.morgan)).toEqual([ids.summit]);
    expect(await partnersOfOrders(ids.sky)).toEqual([ids.summit]);
    for (const id of [ids.morgan, ids.sky])
      expect(await auditOutcomes(t.db, { action: 'REASSIGN_PARTNER', patient_id: id, resource_id: id })).toEqual(['SUCCESS']);

    expect(await harborSees()).toEqual([]);
    const order = await call(t.app, { method: 'GET', url: `/gym-owner/orders/${morganOrders[0].id}`, token: harbor.accessToken });
    expect(order.status).toBe(404);
    const mine = await call(t.app, { method: 'GET', url: `/gym-owner/orders/${morganOrders[0].id}`, token: summit.accessToken });
    expect(mine.status).toBe(200);
    expect((await patientsOf(ids.summit)).items.map((p) => p.id).sort()).toEqual([ids.morgan, ids.sky].sort());
  });
});

describe('administrator renewals', () => {
  let partnerId = '';
  let patient: { patientId: string; orderIds: string[] };
  beforeAll(async () => {
    partnerId = (await fixturePartner(t, 'Renewal Gym')).partnerId;
    patient = await fixturePatient(t, partnerId, [{ daysAgo: 20, amountCents: 19_900, paid: true }]);
  });

  const renewals = async (query = '') => (await admin.get(`/super-admin/renewals${query}`)).body.data as unknown as Page<Renewal>;

  it('lists every partner’s renewals, or one partner’s, audited', async () => {
    const all = await renewals('?days=60&limit=100');
    expect(all.items.map((r) => r.patientId)).toEqual(expect.arrayContaining([patient.patientId, ids.jamie]));
    const one = await renewals(`?days=60&gymOwnerId=${partnerId}`);
    expect(one.items.map((r) => r.orderId)).toEqual(patient.orderIds);
    expect((await admin.get('/super-admin/renewals?gymOwnerId=nope')).status).toBe(400);
    expect(await auditOutcomes(t.db, { action: 'LIST', resource_type: 'renewal' })).toContain('SUCCESS');
  });

  it('follows up a patient’s renewal by the patient’s id, and moves a start date by the order’s', async () => {
    const res = await admin.send('PUT', `/super-admin/renewals/${patient.patientId}/renewal-status`, { status: 'CONTACTED' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ orderId: patient.orderIds[0], renewalStatus: 'CONTACTED' });
    expect(res.body.message).toBe('Renewal status updated successfully');
    const day = new Date(Date.now() - 5 * 86_400_000).toISOString().slice(0, 10);
    const moved = await admin.send('PUT', `/super-admin/renewals/${patient.orderIds[0]}/start-date`, { startDate: day });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({ startDate: day });
    expect((await admin.send('PUT', `/super-admin/renewals/${patient.orderIds[0]}/start-date`, { startDate: '2001-01-01' })).status).toBe(
      422,
    );
    expect((await admin.send('PUT', `/super-admin/renewals/${uuid}/renewal-status`, { status: 'CONTACTED' })).status).toBe(404);
    expect((await admin.send('PUT', `/super-admin/renewals/${patient.patientId}/renewal-status`, { status: 'MAYBE' })).status).toBe(400);
    expect(await auditOutcomes(t.db, { action: 'UPDATE_RENEWAL_STATUS', patient_id: patient.patientId })).toEqual(['SUCCESS']);
  });
});
