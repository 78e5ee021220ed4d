/**
 * The HIPAA audit log as super admins read it: GET /super-admin/audit-logs (and /audit-logs), one row, statistics and
 * the CSV export. Only admins read it (every other role 403, audited), every read of it is audited in turn, filters
 * and sorting happen in SQL, and the export carries what the filters chose.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, patientIdByEmail, type TestApp } from './helpers/app';
import { adminTestApp } from './helpers/admins';
import { auditOutcomes } from './helpers/audit';

let t: TestApp;
let admin: string;
let adminId: string;
let doctorUserId: string;
let patientId: string;
let others: Record<string, string>;

beforeAll(async () => {
  ({ t, admin, adminId, others } = await adminTestApp());
  doctorUserId = (await t.db.selectFrom('users').select('id').where('email', '=', 'doctor@demo.test').executeTakeFirstOrThrow()).id;
  patientId = await patientIdByEmail(t.db, 'jamie.ortiz@demo.test');
  // Some history: the doctor reads Jamie's record twice, and the medical provider is refused it (not theirs).
  for (let i = 0; i < 2; i++) {
    const res = await call(t.app, { method: 'GET', url: `/doctors/patients/${patientId}/detail`, token: others['doctor@demo.test'] });
    expect(res.status).toBe(200);
  }
  const denied = await call(t.app, { method: 'GET', url: `/doctors/patients/${patientId}/detail`, token: others['medical@demo.test'] });
  expect(denied.status).toBe(404);
});
afterAll(() => t.close());

type Log = {
  id: string;
  resourceId: string | null;
  timestamp: string;
  action: string;
  outcome: string;
  actorUserId: string | null;
  actor: { name: string; email: string } | null;
  patientId: string | null;
  patient: { name: string } | null;
  resourceType: string;
};
type Page = { logs: Log[]; pagination: { page: number; limit: number; total: number; totalPages: number } };

const list = async (query = '', url = '/super-admin/audit-logs') => {
  const res = await call(t.app, { method: 'GET', url: `${url}${query}`, token: admin });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as unknown as Page;
};

describe('who may read the audit log', () => {
  const urls = ['/super-admin/audit-logs', '/audit-logs', '/super-admin/audit-logs/statistics', '/super-admin/audit-logs/export'];
  it.each(urls)('%s: every other role gets 403, audited as DENIED', async (url) => {
    for (const [email, token] of Object.entries(others)) {
      const res = await call(t.app, { method: 'GET', url, token });
      expect(res.status, `${email} ${url}`).toBe(403);
    }
    const deniedRows = await auditOutcomes(t.db, { action: 'ACCESS', resource_id: `GET /api/v1${url}` });
    expect(deniedRows).toEqual(Array(Object.keys(others).length).fill('DENIED'));
  });

  it('answers 401 without a token, and 403 for a row to another role', async () => {
    expect((await call(t.app, { method: 'GET', url: '/super-admin/audit-logs' })).status).toBe(401);
    const { logs } = await list('?limit=1');
    const res = await call(t.app, { method: 'GET', url: `/super-admin/audit-logs/${logs[0].id}`, token: others['doctor@demo.test'] });
    expect(res.status).toBe(403);
  });
});

describe('GET /super-admin/audit-logs', () => {
  it('pages newest first by default (page 1, 10 rows), with names', async () => {
    const page = await list();
    expect(page.pagination).toMatchObject({ page: 1, limit: 10 });
    expect(page.logs).toHaveLength(10);
    expect(page.pagination.totalPages).toBe(Math.ceil(page.pagination.total / 10));
    const times = page.logs.map((l) => l.timestamp);
    expect([...times].sort().reverse()).toEqual(times);
    const second = await list('?page=2');
    expect(second.logs.map((l) => l.id)).not.toContain(page.logs[0].id);
    const oldest = await list('?sortOrder=asc&limit=3');
    expect(oldest.logs[0].timestamp <= oldest.logs[2].timestamp).toBe(true);
  });

  it('filters by actor (id, name or email), patient (id or name), action, outcome and days', async () => {
    const byDoctorId = await list(`?actor=${doctorUserId}&action=READ&limit=100`);
    expect(byDoctorId.logs.length).toBeGreaterThanOrEqual(2);
    expect(byDoctorId.logs.every((l) => l.actorUserId === doctorUserId && l.action === 'READ')).toBe(true);
    expect(byDoctorId.logs[0].actor).toMatchObject({ email: 'doctor@demo.test' });

    const byEmail = await list('?actor=doctor@demo&action=read&limit=100');
    expect(byEmail.logs.map((l) => l.id)).toEqual(byDoctorId.logs.map((l) => l.id));

    const byPatientName = await list('?patient=Jamie%20Ortiz&limit=100');
    expect(byPatientName.logs.length).toBeGreaterThanOrEqual(2);
    expect(byPatientName.logs.every((l) => l.patientId === patientId && l.patient?.name === 'Jamie Ortiz')).toBe(true);
    const byPatientId = await list(`?patient=${patientId}&limit=100`);
    expect(byPatientId.pagination.total).toBe(byPatientName.pagination.total);

    // A refused read names the record asked for, not a patient (it did not say whose it is).
    const denied = await list('?actor=medical@demo.test&outcome=DENIED&action=READ');
    expect(denied.logs.map((l) => [l.action, l.resourceType, l.outcome])).toEqual([['READ', 'patient', 'DENIED']]);
    expect((await list('?actor=medical@demo.test&outcome=SUCCESS&action=READ')).logs).toEqual([]);

    const today = new Date().toISOString().slice(0, 10);
    expect((await list(`?startDate=${today}&endDate=${today}`)).pagination.total).toBeGreaterThan(0);
    expect((await list('?startDate=2001-01-01&endDate=2001-01-31')).pagination.total).toBe(0);
    expect((await list('?actor=nobody-by-this-name')).logs).toEqual([]);
  });

  it('sorts by action', async () => {
    const { logs } = await list('?sortBy=action&sortOrder=asc&limit=50');
    const actions = logs.map((l) => l.action);
    expect([...actions].sort()).toEqual(actions);
  });

  it('refuses bad input with 400 naming it', async () => {
    for (const query of [
      '?sortBy=ip',
      '?limit=1000',
      '?outcome=MAYBE',
      '?startDate=2026-02-30',
      '?startDate=2026-03-02&endDate=2026-03-01',
    ]) {
      const res = await call(t.app, { method: 'GET', url: `/super-admin/audit-logs${query}`, token: admin });
      expect(res.status, query).toBe(400);
      expect(res.body.message).toBeTruthy();
    }
  });

  it('audits every read of the log itself (a LIST of audit_log naming the admin, never the filter text)', async () => {
    await list('?patient=Jamie&action=READ');
    const mine = await list(`?actor=${adminId}&action=LIST&limit=1`);
    const row = await t.db.selectFrom('audit_logs').selectAll().where('id', '=', mine.logs[0].id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ action: 'LIST', resource_type: 'audit_log', actor_user_id: adminId, role: 'SUPER_ADMIN' });
    expect(JSON.stringify(row.details)).not.toContain('Jamie');
  });

  it('GET /audit-logs answers the same list', async () => {
    const a = await list(`?actor=${doctorUserId}`);
    const b = await list(`?actor=${doctorUserId}`, '/audit-logs');
    expect(b.logs.map((l) => l.id)).toEqual(a.logs.map((l) => l.id));
  });
});

describe('GET /super-admin/audit-logs/{id}', () => {
  it('answers one row with names, audited as a READ; an unknown id is 404', async () => {
    const { logs } = await list(`?patient=${patientId}&action=READ&limit=1`);
    const res = await call(t.app, { method: 'GET', url: `/super-admin/audit-logs/${logs[0].id}`, token: admin });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: logs[0].id, patient: { name: 'Jamie Ortiz' }, actor: { email: 'doctor@demo.test' } });
    expect(await auditOutcomes(t.db, { action: 'READ', resource_type: 'audit_log', resource_id: logs[0].id })).toEqual(['SUCCESS']);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await call(t.app, { method: 'GET', url: `/super-admin/audit-logs/${missing}`, token: admin })).status).toBe(404);
  });
});

describe('GET /super-admin/audit-logs/statistics', () => {
  it('counts a range by action, outcome, role and day', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const res = await call(t.app, {
      method: 'GET',
      url: `/super-admin/audit-logs/statistics?startDate=${today}&endDate=${today}`,
      token: admin,
    });
    expect(res.status).toBe(200);
    const stats = res.body.data as {
      total: number;
      byAction: { action: string; count: number }[];
      byOutcome: { outcome: string; count: number }[];
      byRole: { role: string; count: number }[];
      perDay: { date: string; count: number }[];
    };
    const sum = (xs: { count: number }[]) => xs.reduce((n, x) => n + x.count, 0);
    expect(stats.total).toBeGreaterThan(0);
    expect(sum(stats.byAction)).toBe(stats.total);
    expect(sum(stats.byOutcome)).toBe(stats.total);
    expect(sum(stats.byRole)).toBe(stats.total);
    expect(stats.perDay).toEqual([{ date: today, count: stats.total }]);
    expect(stats.byOutcome.map((o) => o.outcome)).toContain('DENIED');
    expect(stats.byRole.map((r) => r.role)).toEqual(expect.arrayContaining(['DOCTOR', 'SUPER_ADMIN']));
    const direct = await t.db
      .selectFrom('audit_logs')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('action', '=', 'LOGIN')
      .executeTakeFirstOrThrow();
    expect(stats.byAction.find((a) => a.action === 'LOGIN')?.count).toBe(Number(direct.n));
  });

  it('defaults to the last 30 days and refuses a range over a year', async () => {
    const res = await call(t.app, { method: 'GET', url: '/super-admin/audit-logs/statistics', token: admin });
    expect(res.status).toBe(200);
    expect((res.body.data as { endDate: string }).endDate).toBe(new Date().toISOString().slice(0, 10));
    const long = await call(t.app, {
      method: 'GET',
      url: '/super-admin/audit-logs/statistics?startDate=2020-01-01&endDate=2026-01-01',
      token: admin,
    });
    expect(long.status).toBe(400);
    expect(long.body.message).toMatch(/at most 366 days/);
  });
});

describe('GET /super-admin/audit-logs/export', () => {
  it('streams the filtered rows as CSV, newest first, and audits the export', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/super-admin/audit-logs/export?patient=${patientId}&action=READ&actor=doctor@demo.test`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="audit-logs_\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Timestamp,Actor,Actor email,Acting for,Role,Action,Resource type,Resource id,Patient,Patient id,Outcome,IP,User agent,Log id',
    );
    const expected = await list(`?patient=${patientId}&action=READ&actor=doctor@demo.test&limit=100`);
    expect(lines).toHaveLength(expected.logs.length + 1);
    expect(lines[1]).toContain(',Dana Whitfield,doctor@demo.test,');
    expect(lines[1]).toContain(`,READ,patient,${patientId},Jamie Ortiz,${patientId},SUCCESS,`);
    expect(lines[1].endsWith(expected.logs[0].id)).toBe(true);
    expect(await auditOutcomes(t.db, { action: 'EXPORT', resource_type: 'audit_log', actor_user_id: adminId })).toEqual(['SUCCESS']);
  });

  it('exports every row of a range across batches, and nothing for an empty one', async () => {
    const all = await list('?limit=1');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/super-admin/audit-logs/export',
      headers: { authorization: `Bearer ${admin}` },
    });
    const rows = res.body.trimEnd().split('\r\n').slice(1);
    // The export's own row and the list's are written after it started.
    expect(rows.length).toBeGreaterThanOrEqual(all.pagination.total);
    expect(new Set(rows.map((r) => r.slice(-36))).size).toBe(rows.length);
    const empty = await t.app.inject({
      method: 'GET',
      url: '/api/v1/super-admin/audit-logs/export?startDate=2001-01-01&endDate=2001-01-02',
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(empty.body.trimEnd().split('\r\n')).toHaveLength(1);
  });
});
