import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, DEMO_PASSWORD, doctorIdByEmail, signIn, type TestApp } from './helpers/app';
import { adminToken, as, otherRoleTokens, partnerIdOf } from './helpers/admin-partners';
import { expectAdminOnly } from './helpers/admins';
import { auditOutcomes } from './helpers/audit';

type GymOwner = {
  id: string;
  businessName: string;
  email: string;
  commissionRateBps: number;
  billingMode: string;
  autoBilling: boolean;
  doctor: { id: string; name: string } | null;
  patientCount: number;
  unassignedPatientCount?: number;
  unpaidInvoiceCount?: number;
  phoneNumber: string | null;
};
type Page<T> = { items: T[]; total: number; page: number; limit: number; totalPages: number };

let t: TestApp;
let admin: ReturnType<typeof as>;
let others: Record<string, string>;
const ids = { summit: '', harbor: '', doctor: '', medical: '' };
const uuid = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  t = await createTestApp();
  admin = as(t, await adminToken(t));
  others = await otherRoleTokens(t);
  ids.summit = await partnerIdOf(t, 'partner@demo.test');
  ids.harbor = await partnerIdOf(t, 'harbor@demo.test');
  ids.doctor = await doctorIdByEmail(t.db, 'doctor@demo.test');
  ids.medical = await doctorIdByEmail(t.db, 'medical@demo.test');
});
afterAll(() => t.close());

const list = async (query = '') => (await admin.get(`/super-admin/gym-owners${query}`)).body.data as unknown as Page<GymOwner>;
const detail = async (id: string) => (await admin.get(`/super-admin/gym-owners/${id}`)).body.data as unknown as GymOwner;

describe('every administrator partner call refuses every other role', () => {
  const calls: [string, string, unknown?][] = [
    ['GET', '/super-admin/gym-owners'],
    ['GET', '/super-admin/gym-owners/doctor-choices'],
    ['GET', `/super-admin/gym-owners/${uuid}`],
    [
      'PUT',
      `/super-admin/gym-owners/${uuid}`,
      {
        businessName: 'X',
        firstName: 'X',
        lastName: 'Y',
        email: 'x@example.test',
        phoneNumber: null,
        commissionRateBps: 0,
        billingMode: 'PATIENT_PAID',
        autoBilling: false,
      },
    ],
    ['PATCH', `/super-admin/gym-owners/${uuid}`, { autoBilling: true }],
    ['PATCH', `/super-admin/gym-owners/${uuid}/assign-doctor`, { doctorId: null }],
    ['DELETE', `/super-admin/gym-owners/${uuid}`],
    ['GET', '/super-admin/partner-leaderboard'],
    ['GET', '/super-admin/partner-at-risk'],
    ['GET', `/super-admin/gym-owner/${uuid}/unassigned-patients`],
    ['POST', '/super-admin/gym-owner/reassign-patients', { patientIds: [uuid], toGymOwnerId: uuid }],
    ['GET', '/super-admin/renewals'],
    ['PUT', `/super-admin/renewals/${uuid}/renewal-status`, { status: 'CONTACTED' }],
    ['PUT', `/super-admin/renewals/${uuid}/start-date`, { startDate: '2026-01-01' }],
  ];

  it.each(calls)('%s %s: 403 for each non-admin role, 401 without a token', (method, url, payload) =>
    expectAdminOnly(t, others, method, url, payload),
  );
});

describe('GET /super-admin/gym-owners', () => {
  it('lists every live partner, newest first by default, paged, with its doctor and patient count', async () => {
    const all = await list('?limit=100');
    expect(all.items.map((p) => p.businessName)).toEqual(expect.arrayContaining(['Summit Strength Gym', 'Harbor Fitness Club']));
    const summit = all.items.find((p) => p.id === ids.summit)!;
    expect(summit).toMatchObject({
      doctor: { id: ids.doctor, name: 'Dana Whitfield' },
      commissionRateBps: 1000,
      billingMode: 'PATIENT_PAID',
    });
    expect(summit.patientCount).toBeGreaterThan(5);
    expect(all.items.find((p) => p.id === ids.harbor)).toMatchObject({ doctor: null, patientCount: 2 });
    const page2 = await list('?limit=1&page=2&sort=businessName:asc');
    expect(page2).toMatchObject({ total: all.total, page: 2, limit: 1, totalPages: all.total });
    const byName = (await list('?limit=100&sort=businessName:asc')).items.map((p) => p.businessName);
    expect(byName).toEqual([...byName].sort());
  });

  it('searches business name, owner name and email; filters by billing mode; refuses an unknown sort', async () => {
    expect((await list('?search=harbor')).items.map((p) => p.id)).toEqual([ids.harbor]);
    expect((await list('?search=Parker%20Reyes')).items.map((p) => p.id)).toEqual([ids.summit]);
    expect((await list('?search=harbor@demo')).items.map((p) => p.id)).toEqual([ids.harbor]);
    expect((await list('?search=100%25')).total).toBe(0);
    expect((await list('?billingMode=PARTNER_BILLED')).total).toBe(0);
    expect((await admin.get('/super-admin/gym-owners?sort=email:asc')).status).toBe(400);
  });

  it("follows the accounts' deletion however it is written: the page and the total leave a deleted one out", async () => {
    const live = async () => {
      const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM partners pa JOIN users u ON u.id = pa.user_id
        WHERE u.deleted_at IS NULL`.execute(t.db);
      return rows[0].n;
    };
    const shown = async () => {
      const page = await list('?limit=100');
      return { total: page.total, harbor: page.items.some((p) => p.id === ids.harbor) };
    };
    const before = await live();
    expect(await shown()).toEqual({ total: before, harbor: true });
    const harborUser = sql`(SELECT user_id FROM partners WHERE id = ${ids.harbor})`;
    await sql`UPDATE users SET deleted_at = now() WHERE id = ${harborUser}`.execute(t.db);
    expect(await shown()).toEqual({ total: before - 1, harbor: false });
    expect((await list('?limit=100&sort=businessName:asc')).total).toBe(before - 1);
    await sql`UPDATE users SET deleted_at = NULL WHERE id = ${harborUser}`.execute(t.db);
    expect(await shown()).toEqual({ total: before, harbor: true });
  });
});

describe('GET /super-admin/gym-owners/{id}', () => {
  it('gives the detail with its counts; an unknown id is 404', async () => {
    const summit = await detail(ids.summit);
    expect(summit).toMatchObject({ unpaidInvoiceCount: 2, unassignedPatientCount: 0 });
    expect((await detail(ids.harbor)).unassignedPatientCount).toBe(2);
    expect((await admin.get(`/super-admin/gym-owners/${uuid}`)).status).toBe(404);
    expect((await admin.get('/super-admin/gym-owners/not-a-uuid')).status).toBe(400);
  });
});

describe('PUT and PATCH /super-admin/gym-owners/{id}', () => {
  it('changes only the fields sent, audited, and leaves every other partner as it was', async () => {
    const summitBefore = await detail(ids.summit);
    const res = await admin.send('PATCH', `/super-admin/gym-owners/${ids.harbor}`, {
      commissionRateBps: 1250,
      billingMode: 'PARTNER_BILLED',
      autoBilling: true,
      phoneNumber: '(415) 555-0123',
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Gym owner updated successfully');
    expect(res.body.data).toMatchObject({
      commissionRateBps: 1250,
      billingMode: 'PARTNER_BILLED',
      autoBilling: true,
      phoneNumber: '+14155550123',
      businessName: 'Harbor Fitness Club',
    });
    expect(await detail(ids.summit)).toEqual(summitBefore);
    expect(await auditOutcomes(t.db, { action: 'UPDATE', resource_type: 'partner', resource_id: ids.harbor })).toEqual(['SUCCESS']);
  });

  it('PUT sets every field; it refuses a missing field, a rate over 100%, a bad phone and another account’s email', async () => {
    const full = {
      businessName: 'Harbor Fitness & Swim',
      firstName: 'Harper',
      lastName: 'Quinn',
      email: 'harbor@demo.test',
      phoneNumber: null,
      commissionRateBps: 900,
      billingMode: 'PATIENT_PAID',
      autoBilling: false,
    };
    const res = await admin.send('PUT', `/super-admin/gym-owners/${ids.harbor}`, full);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ ...full, phoneNumber: null });
    const { autoBilling: _, ...missing } = full;
    expect((await admin.send('PUT', `/super-admin/gym-owners/${ids.harbor}`, missing)).status).toBe(400);
    expect((await admin.send('PATCH', `/super-admin/gym-owners/${ids.harbor}`, { commissionRateBps: 10_001 })).status).toBe(400);
    expect((await admin.send('PATCH', `/super-admin/gym-owners/${ids.harbor}`, {})).status).toBe(400);
    expect((await admin.send('PATCH', `/super-admin/gym-owners/${ids.harbor}`, { role: 'SUPER_ADMIN' })).status).toBe(400);
    expect((await admin.send('PATCH', `/super-admin/gym-owners/${ids.harbor}`, { phoneNumber: '12' })).status).toBe(400);
    const taken = await admin.send('PATCH', `/super-admin/gym-owners/${ids.harbor}`, { email: 'partner@demo.test' });
    expect(taken.status).toBe(409);
    // Named on the field, so that the form shows it beside the email rather than only in a toast.
    expect(taken.body.details).toEqual([{ path: 'email', message: 'Another account already uses this email' }]);
    expect((await detail(ids.harbor)).email).toBe('harbor@demo.test');
    expect((await admin.send('PATCH', `/super-admin/gym-owners/${uuid}`, { autoBilling: true })).status).toBe(404);
  });
});

describe('PATCH /super-admin/gym-owners/{id}/assign-doctor', () => {
  it("gives the partner its doctor, who then reaches the partner's patients; unknown doctors are 404", async () => {
    const medical = await signIn(t.app, 'medical@demo.test', DEMO_PASSWORD);
    const seen = async () =>
      (
        (await call(t.app, { method: 'GET', url: '/doctors/patients?search=Blake', token: medical.accessToken })).body.data as {
          total: number;
        }
      ).total;
    expect(await seen()).toBe(0);
    // The medical provider is not a DOCTOR: not offered, and refused.
    const choices = (await admin.get('/super-admin/gym-owners/doctor-choices?search=whit')).body.data as { doctors: { id: string }[] };
    expect(choices.doctors.map((d) => d.id)).toEqual([ids.doctor]);
    expect((await admin.send('PATCH', `/super-admin/gym-owners/${ids.harbor}/assign-doctor`, { doctorId: ids.medical })).status).toBe(404);
    expect((await admin.send('PATCH', `/super-admin/gym-owners/${ids.harbor}/assign-doctor`, { doctorId: uuid })).status).toBe(404);
    expect((await detail(ids.harbor)).doctor).toBeNull();

    const res = await admin.send('PATCH', `/super-admin/gym-owners/${ids.harbor}/assign-doctor`, { doctorId: ids.doctor });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Doctor assigned successfully');
    expect((res.body.data as unknown as GymOwner).doctor).toEqual({ id: ids.doctor, name: 'Dana Whitfield' });
    const doctor = await signIn(t.app, 'doctor@demo.test', DEMO_PASSWORD);
    const blake = await call(t.app, { method: 'GET', url: '/doctors/patients?search=Blake', token: doctor.accessToken });
    expect((blake.body.data as { total: number }).total).toBe(1);
    expect(await auditOutcomes(t.db, { action: 'ASSIGN_DOCTOR', resource_id: ids.harbor })).toEqual(['SUCCESS']);

    const cleared = await admin.send('PATCH', `/super-admin/gym-owners/${ids.harbor}/assign-doctor`, { doctorId: null });
    expect((cleared.body.data as unknown as GymOwner).doctor).toBeNull();
    const after = await call(t.app, { method: 'GET', url: '/doctors/patients?search=Blake', token: doctor.accessToken });
    expect((after.body.data as { total: number }).total).toBe(0);
  });
});

describe('DELETE /super-admin/gym-owners/{id}', () => {
  it('refuses a partner with unpaid invoices, saying why, and changes nothing', async () => {
    const res = await admin.send('DELETE', `/super-admin/gym-owners/${ids.summit}`);
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/2 unpaid invoices \(open or with a declined charge\)\. Settle or void them/);
    expect((await admin.get(`/super-admin/gym-owners/${ids.summit}`)).status).toBe(200);
    expect(
      (await call(t.app, { method: 'POST', url: '/auth/login', payload: { email: 'partner@demo.test', password: DEMO_PASSWORD } })).status,
    ).toBe(200);
  });

  it('deletes a partner without: it leaves the list, its sessions stop, its records stay', async () => {
    const harbor = await signIn(t.app, 'harbor@demo.test', DEMO_PASSWORD);
    expect((await call(t.app, { method: 'GET', url: '/gym-owner', token: harbor.accessToken })).status).toBe(200);
    const res = await admin.send('DELETE', `/super-admin/gym-owners/${ids.harbor}`);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Gym owner deleted successfully');
    expect((await call(t.app, { method: 'GET', url: '/gym-owner', token: harbor.accessToken })).status).toBe(401);
    expect((await admin.get(`/super-admin/gym-owners/${ids.harbor}`)).status).toBe(404);
    expect((await list('?limit=100')).items.map((p) => p.id)).not.toContain(ids.harbor);
    expect((await admin.send('DELETE', `/super-admin/gym-owners/${ids.harbor}`)).status).toBe(404);
    const kept = await t.db.selectFrom('patients').select('id').where('partner_id', '=', ids.harbor).execute();
    expect(kept).toHaveLength(2);
    expect(await auditOutcomes(t.db, { action: 'DELETE', resource_type: 'partner', resource_id: ids.harbor })).toEqual(['SUCCESS']);
  });
});
