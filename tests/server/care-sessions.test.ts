/**
 * Care sessions (README "Care sessions"): scheduling (in the future, no overlap for a host), the transitions from
 * SCHEDULED only, what each care role may do (SESSION_PERMISSIONS), the patient's own view without notes, and the
 * audit rows every read and change leaves.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, CARE_ACCOUNTS, createTestApp, patientIdByEmail, signInAll, type TestApp } from './helpers/app';
import { auditOutcomes } from './helpers/audit';

type Session = {
  id: string;
  status: string;
  notes: string | null;
  cancelReason: string | null;
  startsAt: string;
  endsAt: string;
  host: { id: string; firstName: string };
  patient: { id: string; firstName: string; lastName: string };
};
type Page = { items: Session[]; total: number; totalPages: number };

let t: TestApp;
let tokens: Record<string, string>;
let users: Record<string, string>;
const ACCOUNTS = { ...CARE_ACCOUNTS, jamie: 'jamie.ortiz@demo.test', sales: 'sales@demo.test' } as const;
let demoPatient: string;
let jamie: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ tokens, users } = await signInAll(t.app, ACCOUNTS));
  demoPatient = await patientIdByEmail(t.db, 'patient@demo.test');
  jamie = await patientIdByEmail(t.db, 'jamie.ortiz@demo.test');
});
afterAll(() => t.close());

const get = (url: string, who: string) => call(t.app, { method: 'GET', url, token: tokens[who] });
const post = (url: string, who: string, payload: Record<string, unknown> = {}) =>
  call(t.app, { method: 'POST', url, token: tokens[who], payload });

/** A whole hour `days` ahead plus `minutes`, as ISO. */
let slot = 0;
const future = (days = 10, minutes = 0) => {
  const d = new Date(Date.now() + days * 86_400_000);
  d.setUTCHours(9, minutes, 0, 0);
  return d.toISOString();
};
/** A fresh hour each call, so that tests never overlap each other's sessions. */
const nextSlot = () => future(20 + slot++);

const schedule = async (who: string, body: Record<string, unknown> = {}) => {
  const res = await post('/care/sessions', who, { patientId: jamie, kind: 'CHECK_IN', startsAt: nextSlot(), durationMinutes: 30, ...body });
  return { res, session: res.body.data as unknown as Session };
};

/** Moves a session into the past (as time would): starts_at and ends_at together. */
/** Moves a (30-minute) session into the past, `hoursAgo` (each host's scheduled sessions may not overlap). */
const startedAlready = (id: string, hoursAgo = 1) =>
  sql`UPDATE care_sessions SET starts_at = now() - make_interval(hours => ${hoursAgo}),
    ends_at = now() - make_interval(hours => ${hoursAgo}) + interval '30 minutes' WHERE id = ${id}`.execute(t.db);

describe('scheduling', () => {
  it('a nurse schedules a session she hosts; it is listed, read and audited', async () => {
    const startsAt = future(5, 30);
    const res = await post('/care/sessions', 'nurse', { patientId: jamie, kind: 'NUTRITION', startsAt, durationMinutes: 45 });
    expect(res.status).toBe(201);
    const s = res.body.data as unknown as Session;
    expect(s).toMatchObject({ status: 'SCHEDULED', host: { id: users.nurse }, patient: { id: jamie, firstName: 'Jamie' } });
    expect(Date.parse(s.endsAt) - Date.parse(s.startsAt)).toBe(45 * 60_000);
    expect(await auditOutcomes(t.db, { action: 'CREATE', resource_type: 'care_session', resource_id: s.id, patient_id: jamie })).toEqual([
      'SUCCESS',
    ]);

    const detail = await get(`/care/sessions/${s.id}`, 'support');
    expect(detail.status).toBe(200);
    expect(await auditOutcomes(t.db, { action: 'READ', resource_id: s.id, actor_user_id: users.support })).toEqual(['SUCCESS']);

    const mine = (await get('/care/sessions?host=me&limit=100', 'nurse')).body.data as unknown as Page;
    expect(mine.items.map((i) => i.id)).toContain(s.id);
    expect(mine.items.every((i) => i.host.id === users.nurse)).toBe(true);
    expect((await get('/care/sessions?host=me', 'support')).body.data).toMatchObject({ total: 0 });
    expect(await auditOutcomes(t.db, { action: 'LIST', resource_type: 'care_session', actor_user_id: users.nurse })).not.toHaveLength(0);
  });

  it('refuses a time in the past (400) and an overlap for the same host (409 saying so); another host may take it', async () => {
    const past = await post('/care/sessions', 'nurse', {
      patientId: jamie,
      kind: 'CHECK_IN',
      startsAt: new Date(Date.now() - 60_000).toISOString(),
      durationMinutes: 30,
    });
    expect(past.status).toBe(400);
    expect(past.body.message).toBe('The session must start in the future');

    const startsAt = future(6);
    expect((await post('/care/sessions', 'nurse', { patientId: jamie, kind: 'CHECK_IN', startsAt, durationMinutes: 60 })).status).toBe(201);
    const clash = await post('/care/sessions', 'nurse', {
      patientId: demoPatient,
      kind: 'NUTRITION',
      startsAt: future(6, 45),
      durationMinutes: 15,
    });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toMatch(/The host already has a session scheduled from .* UTC\. Choose another time\./);
    // Back to back is fine; and the same time with another host.
    expect(
      (await post('/care/sessions', 'nurse', { patientId: demoPatient, kind: 'CHECK_IN', startsAt: future(6, 60), durationMinutes: 15 }))
        .status,
    ).toBe(201);
    expect(
      (await post('/care/sessions', 'support', { patientId: demoPatient, kind: 'CHECK_IN', startsAt, durationMinutes: 30 })).status,
    ).toBe(201);
  });

  it('the database itself refuses an overlap the check did not see (the exclusion constraint)', async () => {
    const { session } = await schedule('nurse');
    const insert = sql`INSERT INTO care_sessions (patient_id, host_id, kind, starts_at, duration_minutes, ends_at, created_by)
      VALUES (${jamie}, ${users.nurse}, 'CHECK_IN', ${session.startsAt}::timestamptz, 15, ${session.startsAt}::timestamptz + interval '15 minutes', ${users.nurse})`;
    await expect(insert.execute(t.db)).rejects.toMatchObject({ code: '23P01' });
  });

  it('refuses bad input with a clear 400 and writes nothing', async () => {
    const before = await t.db
      .selectFrom('care_sessions')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    for (const body of [
      { kind: 'CHECK_IN', startsAt: nextSlot(), durationMinutes: 30 },
      { patientId: jamie, kind: 'CALL', startsAt: nextSlot(), durationMinutes: 30 },
      { patientId: jamie, kind: 'CHECK_IN', startsAt: 'tomorrow', durationMinutes: 30 },
      { patientId: jamie, kind: 'CHECK_IN', startsAt: nextSlot(), durationMinutes: 20 },
      { patientId: jamie, kind: 'CHECK_IN', startsAt: future(400), durationMinutes: 30 },
      { patientId: jamie, kind: 'CHECK_IN', startsAt: nextSlot(), durationMinutes: 30, hostId: users.doctor },
    ]) {
      const res = await post('/care/sessions', 'nurse', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBeTruthy();
    }
    const unknown = await post('/care/sessions', 'nurse', {
      patientId: '00000000-0000-4000-8000-000000000000',
      kind: 'CHECK_IN',
      startsAt: nextSlot(),
      durationMinutes: 30,
    });
    expect(unknown.status).toBe(404);
    const after = await t.db
      .selectFrom('care_sessions')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('customer support schedules for a nurse (hostId)', async () => {
    const { res, session } = await schedule('support', { hostId: users.nurse });
    expect(res.status).toBe(201);
    expect(session.host.id).toBe(users.nurse);
  });
});

describe('transitions, from SCHEDULED only', () => {
  it('a nurse completes with notes; nothing else changes it after', async () => {
    const { session } = await schedule('nurse');
    await startedAlready(session.id, 3);
    const done = await post(`/care/sessions/${session.id}/complete`, 'nurse', { notes: 'Tolerating 0.5 mg well.' });
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({ status: 'COMPLETED', notes: 'Tolerating 0.5 mg well.' });
    expect(await auditOutcomes(t.db, { action: 'COMPLETE', resource_id: session.id })).toEqual(['SUCCESS']);
    for (const [action, body] of [
      ['complete', { notes: 'again' }],
      ['cancel', { reason: 'late' }],
      ['no-show', {}],
      ['reschedule', { startsAt: nextSlot() }],
    ] as const) {
      const res = await post(`/care/sessions/${session.id}/${action}`, 'nurse', body);
      expect(res.status, action).toBe(409);
      expect(res.body.message).toMatch(/^Only a scheduled session can be .*; this one is completed\.$/);
    }
  });

  it('completed only once it has started: a session ahead keeps no notes and stays scheduled', async () => {
    const { session } = await schedule('nurse');
    const early = await post(`/care/sessions/${session.id}/complete`, 'nurse', { notes: 'Discussed the dose.' });
    expect(early.status).toBe(422);
    expect(early.body.message).toBe('A session can be completed only once it has started');
    const row = await t.db.selectFrom('care_sessions').select(['status', 'notes']).where('id', '=', session.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'SCHEDULED', notes: null });
    await startedAlready(session.id, 7);
    expect((await post(`/care/sessions/${session.id}/complete`, 'nurse', { notes: 'Discussed the dose.' })).status).toBe(200);
  });

  it('cancel needs a reason and keeps it; a canceled session cannot be completed', async () => {
    const { session } = await schedule('nurse');
    expect((await post(`/care/sessions/${session.id}/cancel`, 'nurse', { reason: ' ' })).status).toBe(400);
    const canceled = await post(`/care/sessions/${session.id}/cancel`, 'support', { reason: 'Patient asked to move it' });
    expect(canceled.body.data).toMatchObject({ status: 'CANCELED', cancelReason: 'Patient asked to move it' });
    expect((await post(`/care/sessions/${session.id}/complete`, 'nurse', { notes: 'x' })).status).toBe(409);
    // Its time is free again.
    expect(
      (await post('/care/sessions', 'nurse', { patientId: jamie, kind: 'CHECK_IN', startsAt: session.startsAt, durationMinutes: 30 }))
        .status,
    ).toBe(201);
  });

  it('no-show only once the session has started', async () => {
    const { session } = await schedule('nurse');
    const early = await post(`/care/sessions/${session.id}/no-show`, 'nurse');
    expect(early.status).toBe(422);
    await startedAlready(session.id);
    const missed = await post(`/care/sessions/${session.id}/no-show`, 'specialist');
    expect(missed.status).toBe(200);
    expect(missed.body.data).toMatchObject({ status: 'NO_SHOW' });
    expect((await post(`/care/sessions/${session.id}/cancel`, 'nurse', { reason: 'x' })).status).toBe(409);
  });

  it('reschedules to a free future time, refusing the past and an overlap', async () => {
    const { session: a } = await schedule('nurse');
    const { session: b } = await schedule('nurse');
    expect((await post(`/care/sessions/${a.id}/reschedule`, 'nurse', { startsAt: new Date(Date.now() - 1000).toISOString() })).status).toBe(
      400,
    );
    expect((await post(`/care/sessions/${a.id}/reschedule`, 'nurse', { startsAt: b.startsAt })).status).toBe(409);
    const moved = await post(`/care/sessions/${a.id}/reschedule`, 'nurse', { startsAt: nextSlot(), durationMinutes: 15 });
    expect(moved.status).toBe(200);
    const s = moved.body.data as unknown as Session;
    expect(Date.parse(s.endsAt) - Date.parse(s.startsAt)).toBe(15 * 60_000);
    // Moving a session within its own time is no overlap with itself.
    const shifted = new Date(Date.parse(s.startsAt) + 5 * 60_000).toISOString();
    expect((await post(`/care/sessions/${a.id}/reschedule`, 'nurse', { startsAt: shifted })).status).toBe(200);
    expect(await auditOutcomes(t.db, { action: 'RESCHEDULE', resource_id: a.id, outcome: 'SUCCESS' })).toHaveLength(2);
  });

  it('an unknown session is 404 with a DENIED row', async () => {
    const id = '00000000-0000-4000-8000-000000000001';
    expect((await get(`/care/sessions/${id}`, 'nurse')).status).toBe(404);
    expect((await post(`/care/sessions/${id}/cancel`, 'nurse', { reason: 'x' })).status).toBe(404);
    expect(await auditOutcomes(t.db, { resource_id: id, outcome: 'DENIED' })).toHaveLength(2);
  });
});

describe('what each care role may do', () => {
  it('customer support schedules, reschedules and cancels, but may not complete, mark a no-show or read notes', async () => {
    const { session } = await schedule('nurse');
    const refused = await post(`/care/sessions/${session.id}/complete`, 'support', { notes: 'Clinical words' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/Only a nurse may complete a session/);
    expect(await auditOutcomes(t.db, { action: 'COMPLETE', resource_id: session.id, actor_user_id: users.support })).toEqual(['DENIED']);
    await startedAlready(session.id);
    expect((await post(`/care/sessions/${session.id}/no-show`, 'support')).status).toBe(403);
    // Still scheduled: nothing changed.
    expect(((await get(`/care/sessions/${session.id}`, 'nurse')).body.data as unknown as Session).status).toBe('SCHEDULED');

    const { session: withNotes } = await schedule('nurse');
    await startedAlready(withNotes.id, 5);
    await post(`/care/sessions/${withNotes.id}/complete`, 'nurse', { notes: 'Discussed nausea.' });
    expect(((await get(`/care/sessions/${withNotes.id}`, 'nurse')).body.data as unknown as Session).notes).toBe('Discussed nausea.');
    for (const who of ['support', 'specialist']) {
      expect(((await get(`/care/sessions/${withNotes.id}`, who)).body.data as unknown as Session).notes).toBeNull();
      const listed = (await get('/care/sessions?status=COMPLETED&limit=100', who)).body.data as unknown as Page;
      expect(listed.items.every((i) => i.notes === null)).toBe(true);
    }
  });

  it('a client specialist schedules and marks a no-show but may not complete', async () => {
    const { res, session } = await schedule('specialist');
    expect(res.status).toBe(201);
    expect((await post(`/care/sessions/${session.id}/complete`, 'specialist', { notes: 'x' })).status).toBe(403);
  });

  it.each(['patient', 'partner', 'doctor', 'sales', 'admin'])('%s gets 403 on every /care/sessions call', async (who) => {
    const { session } = await schedule('nurse');
    expect((await get('/care/sessions', who)).status).toBe(403);
    expect((await get(`/care/sessions/${session.id}`, who)).status).toBe(403);
    const body = { patientId: jamie, kind: 'CHECK_IN', startsAt: nextSlot(), durationMinutes: 30 };
    expect((await post('/care/sessions', who, body)).status).toBe(403);
    expect((await post(`/care/sessions/${session.id}/cancel`, who, { reason: 'x' })).status).toBe(403);
  });
});

describe('the list', () => {
  it('filters by time range, status, kind and patient name, sorted and paged in SQL', async () => {
    const from = future(300);
    const to = future(303);
    const made: string[] = [];
    for (const [i, kind] of (['ONBOARDING', 'SIDE_EFFECTS', 'NUTRITION'] as const).entries())
      made.push(
        (
          (
            await post('/care/sessions', 'nurse', {
              patientId: i === 2 ? demoPatient : jamie,
              kind,
              startsAt: future(300 + i),
              durationMinutes: 15,
            })
          ).body.data as unknown as Session
        ).id,
      );
    const range = `from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;
    const all = (await get(`/care/sessions?${range}`, 'nurse')).body.data as unknown as Page;
    expect(all.items.map((i) => i.id)).toEqual(made);
    const desc = (await get(`/care/sessions?${range}&sort=startsAt:desc`, 'nurse')).body.data as unknown as Page;
    expect(desc.items.map((i) => i.id)).toEqual([...made].reverse());
    const page2 = (await get(`/care/sessions?${range}&limit=2&page=2`, 'nurse')).body.data as unknown as Page;
    expect(page2).toMatchObject({ total: 3, totalPages: 2 });
    expect(page2.items.map((i) => i.id)).toEqual([made[2]]);
    expect(((await get(`/care/sessions?${range}&kind=SIDE_EFFECTS`, 'nurse')).body.data as unknown as Page).items.map((i) => i.id)).toEqual(
      [made[1]],
    );
    expect(((await get(`/care/sessions?${range}&search=jordan`, 'nurse')).body.data as unknown as Page).items.map((i) => i.id)).toEqual([
      made[2],
    ]);
    expect(((await get(`/care/sessions?${range}&status=CANCELED`, 'nurse')).body.data as unknown as Page).total).toBe(0);
    expect((await get(`/care/sessions?from=${encodeURIComponent(to)}&to=${encodeURIComponent(from)}`, 'nurse')).status).toBe(400);
  });
});

describe("the patient's side", () => {
  it('a patient sees their own sessions, upcoming and past, without the notes', async () => {
    const res = await get('/patient/care-sessions', 'patient');
    expect(res.status).toBe(200);
    const data = res.body.data as unknown as { upcoming: Record<string, unknown>[]; past: Record<string, unknown>[] };
    // The seed: a completed onboarding call with notes last week, a check-in in three days with the demo nurse.
    expect(data.upcoming[0]).toMatchObject({ kind: 'CHECK_IN', status: 'SCHEDULED', hostName: 'Casey Nguyen' });
    expect(data.past.some((s) => s.status === 'COMPLETED')).toBe(true);
    for (const s of [...data.upcoming, ...data.past]) expect(s).not.toHaveProperty('notes');
    expect(JSON.stringify(data)).not.toContain('nausea');
    expect(
      await auditOutcomes(t.db, { action: 'LIST', resource_type: 'care_session', actor_user_id: users.patient, patient_id: demoPatient }),
    ).toEqual(['SUCCESS']);
    const others = (await get('/patient/care-sessions', 'jamie')).body.data as unknown as { upcoming: { id: string }[] };
    expect(others.upcoming.length).toBeGreaterThan(0);
    expect(data.upcoming.map((s) => s.id)).not.toContain(others.upcoming[0].id);
  });

  it("a patient cancels their own upcoming call with a reason; another's is 404 with a DENIED row", async () => {
    const { session } = await schedule('nurse');
    const denied = await post(`/patient/care-sessions/${session.id}/cancel`, 'patient', { reason: 'Not mine' });
    expect(denied.status).toBe(404);
    expect(await auditOutcomes(t.db, { resource_id: session.id, actor_user_id: users.patient })).toEqual(['DENIED']);

    expect((await post(`/patient/care-sessions/${session.id}/cancel`, 'jamie', { reason: '' })).status).toBe(400);
    const canceled = await post(`/patient/care-sessions/${session.id}/cancel`, 'jamie', { reason: 'Traveling that week' });
    expect(canceled.status).toBe(200);
    expect(canceled.body.data).toMatchObject({ status: 'CANCELED', cancelReason: 'Traveling that week' });
    expect(await auditOutcomes(t.db, { action: 'CANCEL', resource_id: session.id, actor_user_id: users.jamie })).toEqual(['SUCCESS']);
    expect((await post(`/patient/care-sessions/${session.id}/cancel`, 'jamie', { reason: 'again' })).status).toBe(409);
  });

  it('other roles get 403 on the patient calls', async () => {
    for (const who of ['nurse', 'doctor', 'partner']) expect((await get('/patient/care-sessions', who)).status).toBe(403);
  });
});
