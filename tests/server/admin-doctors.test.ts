/**
 * The super admin's doctors over HTTP: list (SQL-paged, searched, by status), summary, one, create (NPI with its check
 * digit, license states with expiry days), update, soft delete (no sign-in, no new assignment, history kept) and
 * restore, auto-billing, their patients; pharmacy assignments; every other role refused; an expired license stops
 * approvals in its state.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidNpi } from '#contracts/npi';
import { call, createTestApp, DEMO_PASSWORD, doctorIdByEmail, latestCode, type TestApp } from './helpers/app';
import { adminToken, asAdmin, nonAdminTokens } from './helpers/admins';
import { auditOutcomes } from './helpers/audit';
import { orderIdOf } from './helpers/orders';

let t: TestApp;
let admin: ReturnType<typeof asAdmin>;
let others: Record<string, string>;
let demoDoctorId: string;
const ZERO = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  t = await createTestApp();
  admin = asAdmin(t, await adminToken(t));
  others = await nonAdminTokens(t);
  demoDoctorId = await doctorIdByEmail(t.db, 'doctor@demo.test');
});
afterAll(() => t.close());

const NEW_DOCTOR = {
  firstName: 'Avery',
  lastName: 'Lindqvist',
  email: 'avery.lindqvist@example.test',
  phoneNumber: '(202) 555-0177',
  npi: '1992753883',
  licenses: [
    { state: 'ca', expiresOn: '2030-06-30' },
    { state: 'OR', expiresOn: '2029-01-31' },
  ],
  password: 'Another-password-1',
};

type Doctor = { id: string; userId: string; status: string; licenses: { state: string; expiresOn: string | null; expired: boolean }[] };

describe('NPI check digit', () => {
  it('accepts NPIs with a valid Luhn check digit over 80840 and refuses others', () => {
    expect(isValidNpi('1234567893')).toBe(true);
    expect(isValidNpi('1245319599')).toBe(true);
    expect(isValidNpi('1992753883')).toBe(true);
    expect(isValidNpi('1992753880')).toBe(false);
    expect(isValidNpi('1234567890')).toBe(false);
    expect(isValidNpi('123456789')).toBe(false);
    expect(isValidNpi('12345678a3')).toBe(false);
  });
});

describe('every call is the super admin’s', () => {
  const calls = (id: string): [string, string, unknown?][] => [
    ['GET', '/super-admin/doctors'],
    ['GET', '/super-admin/doctors/summary'],
    ['GET', `/super-admin/doctors/${id}`],
    ['POST', '/super-admin/doctors', NEW_DOCTOR],
    ['PUT', `/super-admin/doctors/${id}`, { firstName: 'X' }],
    ['DELETE', `/super-admin/doctors/${id}`],
    ['POST', `/super-admin/doctors/${id}/restore`],
    ['PATCH', `/super-admin/doctors/${id}/auto-billing`, { autoBilling: true }],
    ['GET', `/super-admin/doctors/${id}/patients`],
    ['GET', `/super-admin/doctors/${id}/generate-token`],
    ['GET', `/super-admin/gym-owner/${id}/generate-token`],
    ['GET', '/super-admin/pharmacies'],
    ['POST', '/super-admin/assign-pharmacy-for-doctor', { doctorId: id, pharmacyId: id }],
    ['GET', `/super-admin/pharmacy-assignments/doctor/${id}`],
    ['GET', `/super-admin/pharmacy-assignments/${id}`],
    ['DELETE', `/super-admin/pharmacy-assignments/doctor/${id}`],
    ['DELETE', `/super-admin/pharmacy-assignments/${id}`],
  ];

  it('answers 403 to every other role, changes nothing, and leaves a DENIED row', async () => {
    for (const [email, token] of Object.entries(others)) {
      for (const [method, url, payload] of calls(demoDoctorId)) {
        const res = await call(t.app, { method: method as 'GET', url, token, ...(payload ? { payload: payload as object } : {}) });
        expect(res.status, `${email} ${method} ${url}`).toBe(403);
      }
    }
    expect((await auditOutcomes(t.db, { action: 'ACCESS', resource_id: 'DELETE /api/v1/super-admin/doctors/:id' })).length).toBe(8);
    const doctor = await admin.get(`/super-admin/doctors/${demoDoctorId}`);
    expect(doctor.body.data).toMatchObject({ status: 'ACTIVE', firstName: 'Dana', autoBilling: false });
  });

  it('answers 401 without a token', async () => {
    expect((await call(t.app, { method: 'GET', url: '/super-admin/doctors' })).status).toBe(401);
  });
});

describe('create, list, summary', () => {
  let created: Doctor;

  it('creates a doctor with NPI and license states, who can then sign in on the medical portal', async () => {
    const res = await admin.send('POST', '/super-admin/doctors', NEW_DOCTOR);
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Doctor created successfully');
    created = res.body.data as unknown as Doctor;
    expect(created).toMatchObject({
      firstName: 'Avery',
      email: 'avery.lindqvist@example.test',
      phoneNumber: '+12025550177',
      role: 'DOCTOR',
      npi: '1992753883',
      status: 'ACTIVE',
      licenses: [
        { state: 'CA', expiresOn: '2030-06-30', expired: false },
        { state: 'OR', expiresOn: '2029-01-31', expired: false },
      ],
    });
    expect(await auditOutcomes(t.db, { action: 'CREATE', resource_type: 'doctor', resource_id: created.id })).toEqual(['SUCCESS']);
    const login = await call(t.app, {
      method: 'POST',
      url: '/auth/login',
      payload: { email: NEW_DOCTOR.email, password: NEW_DOCTOR.password },
      headers: { host: 'medical.localhost' },
    });
    expect(login.status).toBe(200);
  });

  it('refuses a wrong NPI, a taken email or NPI, a state twice or not a US state, and creates nothing', async () => {
    const count = async () =>
      (
        await t.db
          .selectFrom('doctors')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n;
    const before = Number(await count());
    const cases: [Record<string, unknown>, number, string][] = [
      [{ npi: '1234567890' }, 400, 'Enter a valid 10-digit NPI'],
      [{ npi: '12345' }, 400, 'Enter a valid 10-digit NPI'],
      [{ email: 'doctor@demo.test', npi: '1003000126' }, 409, 'Another account already uses this email'],
      [{ email: 'other@example.test', npi: '1234567893' }, 409, 'Another doctor already has this NPI'],
      [
        {
          email: 'other@example.test',
          npi: '1003000126',
          licenses: [
            { state: 'CA', expiresOn: '2030-01-01' },
            { state: 'ca', expiresOn: '2031-01-01' },
          ],
        },
        400,
        'List each state once',
      ],
      [{ email: 'other@example.test', npi: '1003000126', licenses: [{ state: 'ZZ', expiresOn: '2030-01-01' }] }, 400, 'Choose a US state'],
      [{ email: 'other@example.test', npi: '1003000126', licenses: [{ state: 'CA', expiresOn: '2030-02-30' }] }, 400, 'date'],
      [{ email: 'other@example.test', npi: '1003000126', phoneNumber: '12' }, 400, 'US phone'],
    ];
    for (const [change, status, text] of cases) {
      const res = await admin.send('POST', '/super-admin/doctors', { ...NEW_DOCTOR, ...change });
      expect(res.status, JSON.stringify(change)).toBe(status);
      expect(JSON.stringify(res.body)).toContain(text);
    }
    expect(Number(await count())).toBe(before);
  });

  it('lists doctors paged in SQL, searched by name, email or NPI, by status', async () => {
    const all = await admin.get('/super-admin/doctors?limit=2&sort=name:asc');
    expect(all.status).toBe(200);
    const page = all.body.data as unknown as { items: Doctor[]; total: number; totalPages: number };
    expect(page.total).toBe(3);
    expect(page.items).toHaveLength(2);
    expect(page.totalPages).toBe(2);
    const names = async (query: string) =>
      ((await admin.get(`/super-admin/doctors?${query}`)).body.data as unknown as { items: { lastName: string }[] }).items.map(
        (d) => d.lastName,
      );
    expect(await names('search=lindq')).toEqual(['Lindqvist']);
    expect(await names('search=1992753')).toEqual(['Lindqvist']);
    expect(await names('search=%25')).toEqual([]);
    expect(await names('status=DELETED')).toEqual([]);
    expect((await admin.get('/super-admin/doctors?status=GONE')).status).toBe(400);
  });

  it('sums the doctors up, with the month-on-month increase rate', async () => {
    const res = await admin.get('/super-admin/doctors/summary');
    expect(res.body.data).toMatchObject({ totalDoctors: 3, activeDoctors: 3, inactiveDoctors: 0 });
    const { newThisMonth, newLastMonth, doctorsIncreaseRate } = res.body.data as Record<string, number>;
    // The seed's doctors and the one above were made now: this month.
    expect(newThisMonth).toBe(3);
    expect(newLastMonth).toBe(0);
    expect(doctorsIncreaseRate).toBe(100);
    const lastMonth = (day: number) => new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() - 1, day));
    await sql`update doctors set created_at = ${lastMonth(15)} where id = ${created.id}`.execute(t.db);
    await sql`update doctors set created_at = ${lastMonth(10)} where id = ${demoDoctorId}`.execute(t.db);
    const after = (await admin.get('/super-admin/doctors/summary')).body.data;
    // One new this month against two last month: -50%.
    expect(after).toMatchObject({ newThisMonth: 1, newLastMonth: 2, doctorsIncreaseRate: -50 });
  });

  it('updates only the fields sent, status included, with the spec’s message', async () => {
    const res = await admin.send('PUT', `/super-admin/doctors/${created.id}`, { lastName: 'Lindqvist-Berg', status: 'INACTIVE' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Doctor updated successfully');
    expect(res.body.data).toMatchObject({ lastName: 'Lindqvist-Berg', firstName: 'Avery', status: 'INACTIVE', npi: '1992753883' });
    expect((await admin.get('/super-admin/doctors/summary')).body.data).toMatchObject({ activeDoctors: 2, inactiveDoctors: 1 });
    expect((await admin.send('PUT', `/super-admin/doctors/${created.id}`, {})).status).toBe(400);
    expect((await admin.send('PUT', `/super-admin/doctors/${created.id}`, { email: 'partner@demo.test' })).status).toBe(409);
    expect((await admin.send('PUT', `/super-admin/doctors/${ZERO}`, { firstName: 'X' })).status).toBe(404);
    expect((await admin.get(`/super-admin/doctors/${ZERO}`)).status).toBe(404);
    expect((await admin.get('/super-admin/doctors/not-a-uuid')).status).toBe(400);
  });

  it('turns auto-billing on and off', async () => {
    const on = await admin.send('PATCH', `/super-admin/doctors/${demoDoctorId}/auto-billing`, { autoBilling: true });
    expect(on.status).toBe(200);
    expect(on.body.data).toMatchObject({ autoBilling: true });
    expect(await auditOutcomes(t.db, { action: 'AUTO_BILLING', resource_id: demoDoctorId })).toEqual(['SUCCESS']);
    expect((await admin.send('PATCH', `/super-admin/doctors/${demoDoctorId}/auto-billing`, { autoBilling: 'yes' })).status).toBe(400);
    expect(
      (await admin.send('PATCH', `/super-admin/doctors/${demoDoctorId}/auto-billing`, { autoBilling: false })).body.data,
    ).toMatchObject({
      autoBilling: false,
    });
  });

  it("lists a doctor's patients, theirs and their partners', audited as a list of patients", async () => {
    const res = await admin.get(`/super-admin/doctors/${demoDoctorId}/patients?limit=100`);
    expect(res.status).toBe(200);
    const { items, total } = res.body.data as unknown as { items: { lastName: string }[]; total: number };
    expect(total).toBeGreaterThan(5);
    expect(items.map((p) => p.lastName)).toContain('Thompson');
    const searched = await admin.get(`/super-admin/doctors/${demoDoctorId}/patients?search=thomp`);
    expect((searched.body.data as unknown as { items: { lastName: string }[] }).items.map((p) => p.lastName)).toEqual(['Thompson']);
    const none = await admin.get(`/super-admin/doctors/${created.id}/patients`);
    expect((none.body.data as unknown as { total: number }).total).toBe(0);
    expect((await auditOutcomes(t.db, { action: 'LIST', resource_type: 'patient' })).length).toBeGreaterThanOrEqual(3);
    expect((await admin.get(`/super-admin/doctors/${ZERO}/patients`)).status).toBe(404);
  });
});

describe('soft delete and restore', () => {
  let doctorId: string;
  const email = 'medical@demo.test';

  beforeAll(async () => {
    doctorId = await doctorIdByEmail(t.db, email);
  });

  it('deletes: the doctor can no longer sign in, their tokens stop working, they are listed as deleted, history stays', async () => {
    const { signIn } = await import('./helpers/app');
    const session = await signIn(t.app, email, DEMO_PASSWORD);
    const res = await admin.send('DELETE', `/super-admin/doctors/${doctorId}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'DELETED' });
    expect((res.body.data as { deletedAt: string }).deletedAt).toBeTruthy();
    expect(await auditOutcomes(t.db, { action: 'DELETE', resource_type: 'doctor', resource_id: doctorId })).toEqual(['SUCCESS']);

    const login = await call(t.app, { method: 'POST', url: '/auth/login', payload: { email, password: DEMO_PASSWORD } });
    expect(login.status).toBe(401);
    expect((await call(t.app, { method: 'GET', url: '/auth/me', token: session.accessToken })).status).toBe(401);
    const refreshed = await call(t.app, { method: 'POST', url: '/auth/refresh-token', payload: { refreshToken: session.refreshToken } });
    expect(refreshed.status).toBe(401);

    const deleted = await admin.get('/super-admin/doctors?status=DELETED');
    expect((deleted.body.data as unknown as { items: { id: string }[] }).items.map((d) => d.id)).toEqual([doctorId]);
    expect(await t.db.selectFrom('doctors').select('id').where('id', '=', doctorId).executeTakeFirst()).toBeTruthy();
    expect((await admin.send('DELETE', `/super-admin/doctors/${doctorId}`)).status).toBe(409);
  });

  it('assigns a deleted doctor nothing: no pharmacy, no act as, no changes', async () => {
    const pharmacies = (await admin.get('/super-admin/pharmacies')).body.data as unknown as { id: string }[];
    const assign = await admin.send('POST', '/super-admin/assign-pharmacy-for-doctor', { doctorId, pharmacyId: pharmacies[0].id });
    expect(assign.status).toBe(409);
    expect((await admin.get(`/super-admin/doctors/${doctorId}/generate-token`)).status).toBe(409);
    expect((await admin.send('PUT', `/super-admin/doctors/${doctorId}`, { firstName: 'X' })).status).toBe(409);
  });

  it('restores: the doctor signs in again', async () => {
    const res = await admin.send('POST', `/super-admin/doctors/${doctorId}/restore`);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Doctor restored successfully');
    expect(res.body.data).toMatchObject({ status: 'ACTIVE', deletedAt: null });
    expect(await auditOutcomes(t.db, { action: 'RESTORE', resource_type: 'doctor', resource_id: doctorId })).toEqual(['SUCCESS']);
    const login = await call(t.app, {
      method: 'POST',
      url: '/auth/login',
      payload: { email, password: DEMO_PASSWORD },
      headers: { host: 'medical.localhost' },
    });
    expect(login.status).toBe(200);
    expect(await latestCode(t.app, email)).toMatch(/^\d{6}$/);
    expect((await admin.send('POST', `/super-admin/doctors/${doctorId}/restore`)).status).toBe(409);
  });
});

describe('pharmacy assignments', () => {
  type Assignment = { id: string; doctorId: string; pharmacyId: string; name: string };

  it('lists, assigns once, reads, unassigns one and all, each audited', async () => {
    const doctorId = await doctorIdByEmail(t.db, 'medical@demo.test');
    const pharmacies = (await admin.get('/super-admin/pharmacies')).body.data as unknown as { id: string; provider: string }[];
    const digital = pharmacies.find((p) => p.provider === 'DIGITAL_RX')!;
    const before = (await admin.get(`/super-admin/pharmacy-assignments/doctor/${doctorId}`)).body.data as unknown as Assignment[];
    expect(before.map((a) => a.pharmacyId)).not.toContain(digital.id);

    const res = await admin.send('POST', '/super-admin/assign-pharmacy-for-doctor', { doctorId, pharmacyId: digital.id });
    expect(res.status).toBe(201);
    const made = res.body.data as unknown as Assignment;
    expect(made).toMatchObject({ doctorId, pharmacyId: digital.id });
    expect(await auditOutcomes(t.db, { action: 'ASSIGN_PHARMACY', resource_id: made.id })).toEqual(['SUCCESS']);
    expect((await admin.send('POST', '/super-admin/assign-pharmacy-for-doctor', { doctorId, pharmacyId: digital.id })).status).toBe(409);
    expect((await admin.send('POST', '/super-admin/assign-pharmacy-for-doctor', { doctorId, pharmacyId: ZERO })).status).toBe(404);
    expect((await admin.send('POST', '/super-admin/assign-pharmacy-for-doctor', { doctorId: ZERO, pharmacyId: digital.id })).status).toBe(
      404,
    );

    const list = (await admin.get(`/super-admin/pharmacy-assignments/doctor/${doctorId}`)).body.data as unknown as Assignment[];
    expect(list).toHaveLength(before.length + 1);
    expect((await admin.get(`/super-admin/pharmacy-assignments/${made.id}`)).body.data).toMatchObject({ id: made.id, name: made.name });
    // The doctor sees it on their account.
    const { signIn } = await import('./helpers/app');
    const doctor = await signIn(t.app, 'medical@demo.test', DEMO_PASSWORD);
    const profile = await call(t.app, { method: 'GET', url: '/doctors/profile', token: doctor.accessToken });
    expect((profile.body.data as { pharmacies: { id: string }[] }).pharmacies.map((p) => p.id)).toContain(digital.id);

    expect((await admin.send('DELETE', `/super-admin/pharmacy-assignments/${made.id}`)).status).toBe(200);
    expect((await admin.get(`/super-admin/pharmacy-assignments/${made.id}`)).status).toBe(404);
    expect((await admin.send('DELETE', `/super-admin/pharmacy-assignments/${made.id}`)).status).toBe(404);
    const all = await admin.send('DELETE', `/super-admin/pharmacy-assignments/doctor/${doctorId}`);
    expect(all.body.data).toEqual({ deleted: before.length });
    expect((await admin.get(`/super-admin/pharmacy-assignments/doctor/${doctorId}`)).body.data).toEqual([]);
    expect((await admin.get(`/super-admin/pharmacy-assignments/doctor/${ZERO}`)).status).toBe(404);
  });
});

describe('an expired license stops approvals in its state', () => {
  it('refuses with 422 LICENSE_EXPIRED until the admin records the renewal', async () => {
    const { signIn } = await import('./helpers/app');
    const doctor = await signIn(t.app, 'doctor@demo.test', DEMO_PASSWORD);
    const riley = { id: await orderIdOf(t.db, 'riley.thompson@demo.test', 'PENDING_REVIEW') };
    const licenses = (expiresOn: string) =>
      ['CA', 'NY', 'TX', 'FL', 'WA'].map((state) => ({ state, expiresOn: state === 'CA' ? expiresOn : '2040-01-01' }));
    const expired = await admin.send('PUT', `/super-admin/doctors/${demoDoctorId}`, { licenses: licenses('2020-01-31') });
    expect((expired.body.data as unknown as Doctor).licenses[0]).toEqual({ state: 'CA', expiresOn: '2020-01-31', expired: true });

    const approve = () =>
      call(t.app, {
        method: 'PATCH',
        url: `/doctors/orders/${riley.id}/approve-intake-questions`,
        token: doctor.accessToken,
        payload: { doctorApproveQuestionsStatus: 'APPROVED' },
      });
    const refused = await approve();
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      code: 'LICENSE_EXPIRED',
      message: expect.stringContaining('license in CA expired on 2020-01-31'),
    });
    const order = await call(t.app, { method: 'GET', url: `/doctors/orders/${riley.id}`, token: doctor.accessToken });
    expect(order.body.data).toMatchObject({ status: 'PENDING_REVIEW', licensedInPatientState: false });

    await admin.send('PUT', `/super-admin/doctors/${demoDoctorId}`, { licenses: licenses('2031-01-31') });
    const approved = await approve();
    expect(approved.status).toBe(200);
  });
});
