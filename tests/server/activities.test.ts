/**
 * Activity tracking over HTTP (SPEC §7 Activities): a patient lists, reads, logs, changes and deletes their own
 * activities (another patient's id is 404 and audited DENIED; other roles 403; bad input 400 saying what is wrong),
 * reads stats, weight history, weekly minutes and the weekly encouragement, the same from both encouragement calls.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, DEMO_PASSWORD, patientIdByEmail, send, signIn, type TestApp } from './helpers/app';
import { auditOutcomes } from './helpers/audit';

let t: TestApp;
let pat = '';
let jamie = '';
let doctor = '';
let admin = '';
let patId = '';

beforeAll(async () => {
  t = await createTestApp();
  pat = (await signIn(t.app, 'patient@demo.test', DEMO_PASSWORD)).accessToken;
  jamie = (await signIn(t.app, 'jamie.ortiz@demo.test', DEMO_PASSWORD)).accessToken;
  doctor = (await signIn(t.app, 'doctor@demo.test', DEMO_PASSWORD)).accessToken;
  admin = (await signIn(t.app, 'admin@demo.test', DEMO_PASSWORD)).accessToken;
  patId = await patientIdByEmail(t.db, 'patient@demo.test');
});
afterAll(() => t.close());

type Activity = { id: string; activityType: string; name: string; duration: number; date: string; weight: number | null };
const today = new Date().toISOString().slice(0, 10);
const dayAfter = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const log = async (token: string, body: Record<string, unknown>) => {
  const res = await send(t.app, 'POST', '/activities', token, body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as Activity;
};
const get = (url: string, token = pat) => call(t.app, { method: 'GET', url, token });

describe('create, read, change, delete', () => {
  it('logs an activity and a weight entry, with the SPEC messages', async () => {
    const res = await send(t.app, 'POST', '/activities', pat, {
      activityType: 'WALKING',
      name: 'Evening walk',
      duration: 35,
      date: today,
      intensity: 'EASY',
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Activity created successfully');
    expect(res.body.data).toMatchObject({
      activityType: 'WALKING',
      name: 'Evening walk',
      duration: 35,
      date: today,
      weight: null,
      intensity: 'EASY',
    });
    const weight = await log(pat, { activityType: 'WEIGHT', name: 'Weight Tracking', duration: 0, date: today, weight: 201.5 });
    expect(weight).toMatchObject({ activityType: 'WEIGHT', duration: 0, weight: 201.5 });
    expect(await auditOutcomes(t.db, { action: 'CREATE', resource_type: 'activity', resource_id: weight.id, patient_id: patId })).toEqual([
      'SUCCESS',
    ]);
  });

  it('refuses bad input with 400 and a clear message, writing nothing', async () => {
    const before = await t.db
      .selectFrom('activities')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ activityType: 'WEIGHT', name: 'Weight Tracking', date: today }, /needs a weight/],
      [{ activityType: 'WEIGHT', name: 'Weight Tracking', date: today, weight: 20 }, /at least 50 lb/],
      [{ activityType: 'WALKING', name: 'Walk', date: '2026-02-30', duration: 10 }, /real calendar date/],
      [{ activityType: 'WALKING', name: 'Walk', date: today, duration: 2000 }, /1440/],
      [{ activityType: 'WALKING', name: 'Walk', date: today, duration: -1 }, /negative/],
      [{ activityType: 'SWIMMING', name: 'Swim', date: today }, /activityType/],
      [{ activityType: 'WALKING', name: '  ', date: today }, /name/],
      [{ activityType: 'WALKING', name: 'Walk', date: '2030-01-01', duration: 45 }, /The date cannot be in the future/],
      [{ activityType: 'WALKING', name: 'Walk', date: dayAfter(today, 2), duration: 45 }, /The date cannot be in the future/],
    ];
    for (const [body, message] of cases) {
      const res = await send(t.app, 'POST', '/activities', pat, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(res.body)).toMatch(message);
    }
    const after = await t.db
      .selectFrom('activities')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('reads, changes and deletes one activity; the list replaces and drops it', async () => {
    const made = await log(pat, { activityType: 'CARDIO', name: 'Bike', duration: 40, date: today, intensity: 'HARD' });
    const read = await get(`/activities/${made.id}`);
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ id: made.id, name: 'Bike' });

    const changed = await send(t.app, 'PUT', `/activities/${made.id}`, pat, { name: 'Spin class', duration: 45 });
    expect(changed.status).toBe(200);
    expect(changed.body.message).toBe('Activity updated successfully');
    expect(changed.body.data).toMatchObject({ id: made.id, name: 'Spin class', duration: 45, intensity: 'HARD' });
    const bad = await send(t.app, 'PUT', `/activities/${made.id}`, pat, { activityType: 'WEIGHT' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toMatch(/needs a weight/);

    const names = async () => ((await get('/activities?limit=100')).body.data as { activities: Activity[] }).activities.map((a) => a.name);
    expect(await names()).toContain('Spin class');
    const deleted = await send(t.app, 'DELETE', `/activities/${made.id}`, pat, undefined);
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe('Activity deleted successfully');
    expect(await names()).not.toContain('Spin class');
    expect((await get(`/activities/${made.id}`)).status).toBe(404);
    expect(await auditOutcomes(t.db, { action: 'DELETE', resource_type: 'activity', resource_id: made.id })).toEqual(['SUCCESS']);
  });
});

describe('ownership and roles', () => {
  it("answers 404 for another patient's activity, changes nothing and audits DENIED", async () => {
    const theirs = await log(jamie, { activityType: 'WORKOUT', name: 'Jamie lifts', duration: 30, date: today });
    expect((await get(`/activities/${theirs.id}`)).status).toBe(404);
    expect((await send(t.app, 'PUT', `/activities/${theirs.id}`, pat, { name: 'Mine now' })).status).toBe(404);
    expect((await send(t.app, 'DELETE', `/activities/${theirs.id}`, pat, undefined)).status).toBe(404);
    const row = await t.db.selectFrom('activities').select('name').where('id', '=', theirs.id).executeTakeFirstOrThrow();
    expect(row.name).toBe('Jamie lifts');
    for (const action of ['READ', 'UPDATE', 'DELETE'])
      expect(await auditOutcomes(t.db, { action, resource_type: 'activity', resource_id: theirs.id, outcome: 'DENIED' })).toHaveLength(1);
    const mine = (await get('/activities?limit=100')).body.data as { activities: Activity[] };
    expect(mine.activities.map((a) => a.name)).not.toContain('Jamie lifts');
  });

  it('answers 403 to every other role and 401 without a token', async () => {
    const urls = ['/activities', '/activities/stats', '/activities/weight', '/activities/weekly', '/activities/weekly-encouragement'];
    for (const token of [doctor, admin]) {
      for (const url of [...urls, '/patient/activity', '/patient/activity/stats', '/patient/me/encouragement'])
        expect((await get(url, token)).status, url).toBe(403);
      expect((await send(t.app, 'POST', '/activities', token, { activityType: 'WALKING', name: 'x', date: today })).status).toBe(403);
    }
    expect((await call(t.app, { method: 'GET', url: '/activities' })).status).toBe(401);
  });
});

describe('lists', () => {
  it('pages with defaults page 1, limit 10, filters by type and dates, newest first', async () => {
    for (let i = 1; i <= 12; i++)
      await log(pat, { activityType: 'WORKOUT', name: `Lift ${i}`, duration: 20, date: `2025-03-${String(i).padStart(2, '0')}` });
    const first = await get('/activities?activityType=WORKOUT&startDate=2025-03-01&endDate=2025-03-31');
    expect(first.status).toBe(200);
    const page = first.body.data as { activities: Activity[]; pagination: Record<string, number> };
    expect(page.pagination).toEqual({ page: 1, limit: 10, totalItems: 12, totalPages: 2 });
    expect(page.activities.map((a) => a.date).slice(0, 2)).toEqual(['2025-03-12', '2025-03-11']);
    const second = (await get('/activities?activityType=WORKOUT&startDate=2025-03-01&endDate=2025-03-31&page=2')).body.data as typeof page;
    expect(second.activities.map((a) => a.name)).toEqual(['Lift 2', 'Lift 1']);
    const narrow = (await get('/activities?startDate=2025-03-05&endDate=2025-03-06')).body.data as typeof page;
    expect(narrow.pagination.totalItems).toBe(2);
    expect((await get('/activities?activityType=CARDIO&startDate=2025-03-01&endDate=2025-03-31')).body.data).toMatchObject({
      pagination: { totalItems: 0, totalPages: 0 },
    });
    expect((await get('/patient/activity?startDate=2025-03-01&endDate=2025-03-31')).body.data).toMatchObject({
      pagination: { totalItems: 12 },
    });
    expect((await get('/activities?startDate=2025-13-01')).status).toBe(400);
    expect((await get('/activities?startDate=2025-03-09&endDate=2025-03-01')).status).toBe(400);
    expect((await get('/activities?limit=0')).status).toBe(400);
    expect(await auditOutcomes(t.db, { action: 'LIST', resource_type: 'activity', patient_id: patId })).not.toHaveLength(0);
  });
});

describe('stats, charts and encouragement', () => {
  it('gives totals per type, minutes this week, current weight and change, the same from both paths', async () => {
    const stats = await get('/activities/stats');
    expect(stats.status).toBe(200);
    const data = stats.body.data as { byType: { activityType: string; count: number }[]; minutesThisWeek: number; currentWeight: number };
    expect(data.byType.find((b) => b.activityType === 'WORKOUT')?.count).toBeGreaterThanOrEqual(12);
    expect(data.minutesThisWeek).toBeGreaterThanOrEqual(35);
    expect(data.currentWeight).toBe(201.5);
    expect((await get('/patient/activity/stats')).body.data).toEqual(stats.body.data);
    expect(await auditOutcomes(t.db, { action: 'READ', resource_type: 'activity_stats', patient_id: patId })).not.toHaveLength(0);
  });

  it('draws the weight history with the goal weight and the weekly minutes per day', async () => {
    await t.db
      .updateTable('intakes')
      .set({ profile: JSON.stringify({ goalWeight: 180 }) as never })
      .where(
        'user_id',
        '=',
        (await t.db.selectFrom('patients').select('user_id').where('id', '=', patId).executeTakeFirstOrThrow()).user_id,
      )
      .execute();
    const weight = await get('/activities/weight');
    expect(weight.status).toBe(200);
    expect(weight.body.data).toMatchObject({ period: 'week', toDate: today, goalWeight: 180, points: [{ date: today, weight: 201.5 }] });
    const weekly = await get('/activities/weekly');
    expect(weekly.status, JSON.stringify(weekly.body)).toBe(200);
    const buckets = (weekly.body.data as { buckets: { date: string; minutes: number }[] }).buckets;
    expect(buckets).toHaveLength(7);
    expect(buckets.at(-1)).toMatchObject({ date: today });
    expect(buckets.at(-1)!.minutes).toBeGreaterThanOrEqual(35);
    expect(((await get('/activities/weekly?period=month')).body.data as { buckets: unknown[] }).buckets).toHaveLength(30);
    expect((await get('/activities/weekly?period=decade')).status).toBe(400);
  });

  it('encourages a rising week with its numbers and stays kind about a falling one', async () => {
    // Week of 2025-06-02 (Mon) .. 06-08; the week before 2025-05-26 .. 06-01.
    await log(jamie, { activityType: 'WALKING', name: 'Walk', duration: 30, date: '2025-05-27' });
    await log(jamie, { activityType: 'WEIGHT', name: 'Weight Tracking', duration: 0, date: '2025-05-28', weight: 210 });
    await log(jamie, { activityType: 'CARDIO', name: 'Run', duration: 60, date: '2025-06-03' });
    await log(jamie, { activityType: 'WEIGHT', name: 'Weight Tracking', duration: 0, date: '2025-06-05', weight: 207.5 });
    const rising = await get('/activities/weekly-encouragement?fromDate=2025-06-02&toDate=2025-06-08', jamie);
    expect(rising.status).toBe(200);
    expect(rising.body.data).toMatchObject({ minutes: 60, previousMinutes: 30, activityTrend: 'UP', weightChange: -2.5 });
    const risingText = (rising.body.data as { message: string }).message;
    expect(risingText).toContain('60 minutes this week, 30 minutes more than last week');
    expect(risingText).toContain('down 2.5 lb');

    // The next week: less activity and a small gain.
    await log(jamie, { activityType: 'WALKING', name: 'Walk', duration: 15, date: '2025-06-10' });
    await log(jamie, { activityType: 'WEIGHT', name: 'Weight Tracking', duration: 0, date: '2025-06-12', weight: 208.5 });
    const falling = await get('/activities/weekly-encouragement?fromDate=2025-06-09&toDate=2025-06-15', jamie);
    expect(falling.body.data).toMatchObject({ minutes: 15, previousMinutes: 60, activityTrend: 'DOWN', weightChange: 1 });
    const fallingText = (falling.body.data as { message: string }).message;
    expect(fallingText).toContain('every bit of movement counts');
    expect(fallingText).toMatch(/up and down from week to week/);
    expect(fallingText).not.toMatch(/fail|bad|only|lazy|disappoint/i);
    expect((await get('/activities/weekly-encouragement?fromDate=2025-06-09&toDate=2025-06-01', jamie)).status).toBe(400);
  });

  it('gives the same text for this week from /patient/me/encouragement and the weekly call', async () => {
    const mine = await get('/patient/me/encouragement');
    expect(mine.status).toBe(200);
    const week = mine.body.data as { fromDate: string; toDate: string; message: string; goalWeight: number };
    expect(week.goalWeight).toBe(180);
    // The demo patient's seeded weights (seed-outcomes.ts) end eight days ago: today's 201.5 lb is a change against them.
    expect(week.message).toContain('21.5 lb to go to your goal of 180 lb');
    const same = await get(`/activities/weekly-encouragement?fromDate=${week.fromDate}&toDate=${week.toDate}`);
    expect((same.body.data as { message: string }).message).toBe(week.message);
    expect((await get('/activities/weekly-encouragement')).body.data).toEqual(mine.body.data);
    expect(await auditOutcomes(t.db, { action: 'READ', resource_type: 'encouragement', patient_id: patId })).not.toHaveLength(0);
  });
});
