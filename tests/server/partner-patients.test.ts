import { describe, expect, it } from 'vitest';
import { call, partnerIdByEmail, patientIdByEmail, testSuite } from './helpers/app';
import { auditOutcomes } from './helpers/audit';
import { partnerTestApp } from './helpers/other-partner';

type Patient = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  status: string;
  city: string | null;
  partnerName: string | null;
};
type Page<T> = { items: T[]; total: number; page: number; limit: number; totalPages: number };

const suite = testSuite(partnerTestApp);

const get = (url: string, token = suite.partner.accessToken) => call(suite.t.app, { method: 'GET', url, token });
const list = async (query = '', token = suite.partner.accessToken) =>
  (await get(`/gym-owner/patients${query}`, token)).body.data as unknown as Page<Patient>;
const record = (id: string) =>
  suite.t.db
    .selectFrom('patients')
    .innerJoin('users', 'users.id', 'patients.user_id')
    .select(['users.first_name', 'users.email', 'users.phone_number', 'patients.city', 'patients.status', 'patients.partner_id'])
    .where('patients.id', '=', id)
    .executeTakeFirstOrThrow();

describe('GET /gym-owner/patients', () => {
  it('lists only my patients, by name, paged', async () => {
    const all = await list('?limit=100');
    expect(all.items.length).toBe(all.total);
    expect(all.items.every((p) => p.partnerName === 'Summit Strength Gym')).toBe(true);
    expect(all.items.map((p) => p.id)).not.toContain(suite.other.patientId);
    const names = all.items.map((p) => `${p.lastName} ${p.firstName}`);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const second = await list('?limit=3&page=2');
    expect(second).toMatchObject({ total: all.total, page: 2, limit: 3, totalPages: Math.ceil(all.total / 3) });
    expect(second.items.map((p) => p.id)).toEqual(all.items.slice(3, 6).map((p) => p.id));
    const theirs = await list('', suite.other.session.accessToken);
    expect(theirs.items.map((p) => p.id)).toEqual([suite.other.patientId]);
  });

  it('searches by name or email, sorts by date and filters by status', async () => {
    expect((await list('?search=ortiz')).items.map((p) => p.email)).toEqual(['jamie.ortiz@demo.test']);
    expect((await list('?search=Elsewhere')).total).toBe(0);
    const newest = (await list('?sort=createdAt:desc&limit=100')).items;
    expect(newest.length).toBeGreaterThan(1);
    expect((await list('?status=PAUSED')).total).toBe(0);
  });

  it('refuses bad queries with 400 and a message', async () => {
    for (const query of ['?limit=101', '?sort=email:asc', '?status=GONE']) {
      const res = await get(`/gym-owner/patients${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.message).toBeTruthy();
    }
  });
});

describe('GET /gym-owner/patients/{id}', () => {
  it('reads one of my patients, audited; another partner gets 404 and a DENIED row', async () => {
    const id = await patientIdByEmail(suite.t.db, 'jamie.ortiz@demo.test');
    const res = await get(`/gym-owner/patients/${id}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id, firstName: 'Jamie', email: 'jamie.ortiz@demo.test', partnerName: 'Summit Strength Gym' });
    const reads = await suite.t.db
      .selectFrom('audit_logs')
      .select('outcome')
      .where('action', '=', 'READ')
      .where('resource_id', '=', id)
      .execute();
    expect(reads.map((r) => r.outcome)).toContain('SUCCESS');

    const denied = await auditOutcomes(suite.t.db, { outcome: 'DENIED' });
    const theirs = await get(`/gym-owner/patients/${id}`, suite.other.session.accessToken);
    expect(theirs.status).toBe(404);
    expect(theirs.body.message).toBe('Patient not found');
    expect(await auditOutcomes(suite.t.db, { outcome: 'DENIED' })).toHaveLength(denied.length + 1);
    expect((await get('/gym-owner/patients/not-an-id')).status).toBe(400);
  });
});

describe('PUT /gym-owner/patients/{id}', () => {
  it("changes only the fields sent: 'Patient updated successfully'", async () => {
    const id = await patientIdByEmail(suite.t.db, 'jamie.ortiz@demo.test');
    const before = await record(id);
    const res = await call(suite.t.app, {
      method: 'PUT',
      url: `/gym-owner/patients/${id}`,
      token: suite.partner.accessToken,
      payload: { city: 'Albany' },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Patient updated successfully');
    expect(await record(id)).toEqual({ ...before, city: 'Albany' });
    expect(await auditOutcomes(suite.t.db, { action: 'UPDATE', resource_id: id, actor_user_id: suite.partner.user.id as string })).toEqual([
      'SUCCESS',
    ]);
  });

  it('refuses bad input and the fields a partner may not set, and changes nothing', async () => {
    const id = await patientIdByEmail(suite.t.db, 'jamie.ortiz@demo.test');
    const before = await record(id);
    const put = (payload: Record<string, unknown>) =>
      call(suite.t.app, { method: 'PUT', url: `/gym-owner/patients/${id}`, token: suite.partner.accessToken, payload });
    for (const payload of [{}, { email: 'not-an-email' }, { zipcode: '12' }, { state: 'XX' }, { phoneNumber: '12' }]) {
      const res = await put(payload);
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(res.body.message).toBeTruthy();
    }
    // Extra fields are not the partner's to set: dropped, and with nothing else sent, nothing to change.
    expect((await put({ partnerId: suite.other.partnerId, status: 'INACTIVE' })).status).toBe(400);
    expect(await record(id)).toEqual(before);
  });

  it("answers 404 for another partner's patient, changes nothing and leaves a DENIED row", async () => {
    const before = await record(suite.other.patientId);
    const res = await call(suite.t.app, {
      method: 'PUT',
      url: `/gym-owner/patients/${suite.other.patientId}`,
      token: suite.partner.accessToken,
      payload: { city: 'Nowhere' },
    });
    expect(res.status).toBe(404);
    expect(await record(suite.other.patientId)).toEqual(before);
    expect(await auditOutcomes(suite.t.db, { resource_id: suite.other.patientId, outcome: 'DENIED' })).toEqual(['DENIED']);
  });
});

describe('PATCH /gym-owner/patients/{id}/status', () => {
  const patch = (id: string, payload: unknown, token = suite.partner.accessToken) =>
    call(suite.t.app, { method: 'PATCH', url: `/gym-owner/patients/${id}/status`, token, payload: payload as Record<string, unknown> });

  it('changes the status, audited as UPDATE_STATUS; the list filters by it', async () => {
    const id = await patientIdByEmail(suite.t.db, 'drew.patel@demo.test');
    const res = await patch(id, { status: 'PAUSED' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Patient status updated successfully');
    expect((res.body.data as unknown as Patient).status).toBe('PAUSED');
    expect(await auditOutcomes(suite.t.db, { action: 'UPDATE_STATUS', resource_id: id })).toEqual(['SUCCESS']);
    expect((await list('?status=PAUSED')).items.map((p) => p.id)).toEqual([id]);
  });

  it('refuses an unknown status (400) and another partner’s patient (404, DENIED)', async () => {
    const id = await patientIdByEmail(suite.t.db, 'drew.patel@demo.test');
    const bad = await patch(id, { status: 'DELETED' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBeTruthy();
    const foreign = await patch(suite.other.patientId, { status: 'INACTIVE' });
    expect(foreign.status).toBe(404);
    expect((await record(suite.other.patientId)).status).toBe('ACTIVE');
    expect(await auditOutcomes(suite.t.db, { action: 'UPDATE_STATUS', resource_id: suite.other.patientId })).toEqual(['DENIED']);
  });
});

describe('GET /gym-owner/summary and /gym-owner/patients-registered', () => {
  it('counts my patients by status', async () => {
    const res = await get('/gym-owner/summary');
    expect(res.status).toBe(200);
    const data = res.body.data as unknown as Record<string, number>;
    const total = (await list()).total;
    expect(data.totalPatients).toBe(total);
    expect(data.activePatients + data.pausedPatients + data.inactivePatients).toBe(total);
    expect((await get('/gym-owner/summary', suite.other.session.accessToken)).body.data).toMatchObject({ totalPatients: 1 });
  });

  it('groups registrations by period in SQL, and refuses a reversed range', async () => {
    const res = await get('/gym-owner/patients-registered?period=day');
    expect(res.status).toBe(200);
    const data = res.body.data as unknown as { period: string; points: { periodStart: string; count: number }[]; total: number };
    expect(data.period).toBe('day');
    expect(data.total).toBe((await list()).total);
    expect(data.points.every((p) => /^\d{4}-\d{2}-\d{2}$/.test(p.periodStart) && p.count > 0)).toBe(true);
    const none = await get('/gym-owner/patients-registered?startDate=2001-01-01&endDate=2001-12-31');
    expect((none.body.data as unknown as { total: number }).total).toBe(0);
    const reversed = await get('/gym-owner/patients-registered?startDate=2026-02-01&endDate=2026-01-01');
    expect(reversed.status).toBe(400);
    expect(reversed.body.message).toBeTruthy();
  });
});

describe('GET /gym-owner/external-patients', () => {
  it("lists the partner's imported patients apart from ours, paged and searched, audited as a read", async () => {
    const partnerId = await partnerIdByEmail(suite.t.db, 'partner@demo.test');
    const before = ((await get('/gym-owner/external-patients')).body.data as unknown as Page<unknown>).total;
    expect(before).toBe(3); // the demo seed's
    await suite.t.db
      .insertInto('external_patients')
      .values([
        {
          partner_id: partnerId,
          source: 'OtherHealth',
          external_id: 'x-1',
          first_name: 'Ana',
          last_name: 'Zed',
          email: 'ana@example.test',
        },
        { partner_id: partnerId, source: 'OtherHealth', external_id: 'x-2', first_name: 'Ben', last_name: 'Aaberg' },
        { partner_id: suite.other.partnerId, source: 'OtherHealth', external_id: 'x-3', first_name: 'Cy', last_name: 'Xu' },
      ])
      .execute();
    const res = await get('/gym-owner/external-patients?limit=2');
    expect(res.status).toBe(200);
    const page = res.body.data as unknown as Page<{ firstName: string; lastName: string; source: string }>;
    expect(page).toMatchObject({ total: before + 2, limit: 2, totalPages: Math.ceil((before + 2) / 2) });
    expect(page.items[0].lastName).toBe('Aaberg');
    const last = (await get('/gym-owner/external-patients?sort=name:desc&limit=1')).body.data as unknown as Page<{ lastName: string }>;
    expect(last.items[0].lastName).toBe('Zed');
    expect(((await get('/gym-owner/external-patients?search=ana@')).body.data as unknown as Page<unknown>).total).toBe(1);
    const theirs = (await get('/gym-owner/external-patients', suite.other.session.accessToken)).body.data as unknown as Page<{
      firstName: string;
    }>;
    expect(theirs.items.map((p) => p.firstName)).toEqual(['Cy']);
    // Never merged into our list.
    expect((await list('?search=Zed')).total).toBe(0);
    expect(
      await auditOutcomes(suite.t.db, { resource_type: 'external_patient', actor_user_id: suite.partner.user.id as string }),
    ).toContain('SUCCESS');
  });
});
