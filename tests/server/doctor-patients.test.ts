import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, send, createTestApp, DEMO_PASSWORD, signIn, type Session, type TestApp, patientIdByEmail } from './helpers/app';
import { auditOutcomes } from './helpers/audit';

let t: TestApp;
let doc: Session;
let medical: Session;

type Patient = {
  id: string;
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string | null;
  city: string | null;
  address2: string | null;
  state: string | null;
  zipcode: string | null;
  dateOfBirth: string | null;
  partnerName: string | null;
};
type Page = { items: Patient[]; total: number; page: number; limit: number; totalPages: number };
type Detail = Patient & {
  bmi: number | null;
  heightInches: number | null;
  weightPounds: number | null;
  latestIntake: {
    orderId: string;
    questionsList: { id: string }[];
    answers: Record<string, unknown>;
    screeningFlags: unknown[];
    submittedAt: string | null;
  } | null;
  orders: { id: string; createdAt: string; patientId: string }[];
};

beforeAll(async () => {
  t = await createTestApp();
  doc = await signIn(t.app, 'doctor@demo.test', DEMO_PASSWORD);
  medical = await signIn(t.app, 'medical@demo.test', DEMO_PASSWORD);
});
afterAll(() => t.close());

const list = async (query: string, token = doc.accessToken) =>
  (await call(t.app, { method: 'GET', url: `/doctors/patients${query}`, token })).body.data as unknown as Page;
const patientIdOf = (email: string) => patientIdByEmail(t.db, email);
const record = (id: string) =>
  t.db
    .selectFrom('patients')
    .innerJoin('users', 'users.id', 'patients.user_id')
    .select([
      'users.first_name',
      'users.last_name',
      'users.email',
      'users.phone_number',
      'patients.city',
      'patients.address2',
      'patients.zipcode',
      'patients.state',
    ])
    .where('patients.id', '=', id)
    .executeTakeFirstOrThrow();
const update = (id: string, payload: Record<string, unknown>, token = doc.accessToken) =>
  call(t.app, { method: 'PATCH', url: `/doctors/patients/${id}`, token, payload });

describe('GET /doctors/patients', () => {
  it('pages through my patients sorted by name, counted in SQL', async () => {
    const all = await list('?limit=100');
    // The 8 patients of the demo orders and the 30 of the outcome cohort (server/platform/db/seed-outcomes.ts).
    expect(all.total).toBe(38);
    const names = all.items.map((p) => `${p.lastName} ${p.firstName}`);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const second = await list('?limit=3&page=2');
    expect(second).toMatchObject({ total: 38, page: 2, limit: 3, totalPages: 13 });
    expect(second.items.map((p) => p.id)).toEqual(all.items.slice(3, 6).map((p) => p.id));
    const desc = await list('?sort=name:desc&limit=100');
    expect(desc.items.map((p) => p.id)).toEqual([...all.items].reverse().map((p) => p.id));
    expect(all.items[0]).toMatchObject({ partnerName: 'Summit Strength Gym' });
  });

  it('searches by name, email and phone', async () => {
    expect((await list('?search=riley%20thom')).items.map((p) => p.email)).toEqual(['riley.thompson@demo.test']);
    expect((await list('?search=JAMIE.ORTIZ@')).items.map((p) => p.email)).toEqual(['jamie.ortiz@demo.test']);
    expect((await list('?search=(202)%20555-0108')).items.map((p) => p.email)).toEqual(['patient@demo.test']);
    expect((await list('?search=nobody-matches')).total).toBe(0);
  });

  it('shows a doctor without patients nothing, refuses other roles, and audits the read', async () => {
    expect(await list('', medical.accessToken)).toMatchObject({ items: [], total: 0 });
    const patient = await signIn(t.app, 'patient@demo.test', DEMO_PASSWORD);
    expect((await call(t.app, { method: 'GET', url: '/doctors/patients', token: patient.accessToken })).status).toBe(403);
    expect((await call(t.app, { method: 'GET', url: '/doctors/patients?sort=age', token: doc.accessToken })).status).toBe(400);
    const audit = await auditOutcomes(t.db, { action: 'LIST', resource_type: 'patient', actor_user_id: doc.user.id as string });
    expect(audit.length).toBeGreaterThan(0);
  });
});

describe('GET /doctors/patients/{id}/detail', () => {
  it('gives the record, the latest intake with its answers and measurements, and the orders newest first', async () => {
    const id = await patientIdOf('patient@demo.test');
    const res = await call(t.app, { method: 'GET', url: `/doctors/patients/${id}/detail`, token: doc.accessToken });
    expect(res.status).toBe(200);
    const detail = res.body.data as unknown as Detail;
    expect(detail).toMatchObject({
      id,
      firstName: 'Pat',
      lastName: 'Jordan',
      email: 'patient@demo.test',
      state: 'CA',
      dateOfBirth: '1986-04-12',
      bmi: 33.9,
      heightInches: 66,
      weightPounds: 210,
    });
    expect(detail.latestIntake?.questionsList.length).toBeGreaterThan(5);
    expect(Object.keys(detail.latestIntake?.answers ?? {})).toHaveLength(detail.latestIntake!.questionsList.length);
    expect(detail.orders.map((o) => o.id)).toContain(detail.latestIntake?.orderId);
    expect(detail.orders.every((o) => o.patientId === id)).toBe(true);

    // A newer order without an intake (prescribed directly) comes first; the intake stays the latest submitted one.
    const created = await send(t.app, 'POST', '/doctors/create-new-order', doc.accessToken, { patientId: id, confirmOpenOrder: true });
    const again = (await call(t.app, { method: 'GET', url: `/doctors/patients/${id}/detail`, token: doc.accessToken })).body
      .data as unknown as Detail;
    expect(again.orders[0].id).toBe((created.body.data as { id: string }).id);
    expect(again.latestIntake?.orderId).toBe(detail.latestIntake?.orderId);
    const audit = await auditOutcomes(t.db, { action: 'READ', resource_type: 'patient', patient_id: id });
    expect(audit).toEqual(['SUCCESS', 'SUCCESS']);
  });

  it("answers 404 for another doctor's patient and for an unknown id, and audits the refusal", async () => {
    const id = await patientIdOf('jamie.ortiz@demo.test');
    expect((await call(t.app, { method: 'GET', url: `/doctors/patients/${id}/detail`, token: medical.accessToken })).status).toBe(404);
    expect(
      (await call(t.app, { method: 'GET', url: `/doctors/patients/00000000-0000-4000-8000-000000000000/detail`, token: doc.accessToken }))
        .status,
    ).toBe(404);
    const audit = await auditOutcomes(t.db, { resource_type: 'patient', resource_id: id, actor_user_id: medical.user.id as string });
    expect(audit).toEqual(['DENIED']);
  });
});

describe('PATCH /doctors/patients/{id}', () => {
  it('changes only the fields sent, on the user and the patient record, and audits it', async () => {
    const id = await patientIdOf('drew.patel@demo.test');
    const before = await record(id);
    const res = await update(id, { city: 'Tampa' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Patient updated successfully');
    expect(await record(id)).toEqual({ ...before, city: 'Tampa' });

    const more = await update(id, { firstName: 'Andrew', phoneNumber: '(305) 555-0142', address2: 'Apt 4', state: 'fl' });
    expect(more.body.data).toMatchObject({
      firstName: 'Andrew',
      lastName: 'Patel',
      phoneNumber: '+13055550142',
      address2: 'Apt 4',
      state: 'FL',
      city: 'Tampa',
    });
    expect((await update(id, { address2: '' })).body.data).toMatchObject({ address2: null, firstName: 'Andrew' });
    const audit = await auditOutcomes(t.db, { action: 'UPDATE', resource_type: 'patient', patient_id: id });
    expect(audit).toHaveLength(3);
  });

  it('refuses bad input with field details and changes nothing', async () => {
    const id = await patientIdOf('drew.patel@demo.test');
    const before = await record(id);
    const zip = await update(id, { city: 'Miami', zipcode: 'abc' });
    expect(zip.status).toBe(400);
    expect(zip.body.details).toEqual([expect.objectContaining({ path: 'body.zipcode' })]);
    const phone = await update(id, { city: 'Miami', phoneNumber: '555-0000' });
    expect(phone.status).toBe(400);
    expect(phone.body.details).toEqual([{ path: 'phoneNumber', message: 'Enter a valid US phone number' }]);
    const state = await update(id, { city: 'Miami', state: 'XX' });
    expect(state.status).toBe(400);
    expect((await update(id, {})).status).toBe(400);
    expect(await record(id)).toEqual(before);
  });

  it("answers 409 for another account's email, and keeps the patient's own", async () => {
    const id = await patientIdOf('drew.patel@demo.test');
    const taken = await update(id, { email: 'Jamie.Ortiz@demo.test', city: 'Orlando' });
    expect(taken.status).toBe(409);
    expect((await record(id)).city).not.toBe('Orlando');
    const same = await update(id, { email: 'drew.patel@demo.test' });
    expect(same.status).toBe(200);
  });

  it("answers 404 for another doctor's patient and changes nothing", async () => {
    const id = await patientIdOf('jamie.ortiz@demo.test');
    const before = await record(id);
    expect((await update(id, { city: 'Elsewhere' }, medical.accessToken)).status).toBe(404);
    expect(await record(id)).toEqual(before);
  });
});
