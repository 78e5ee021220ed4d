import {
  maySession,
  SESSION_STATUS_LABELS,
  type CareSession,
  type CareSessionListQuery,
  type PatientSessions,
  type RescheduleSessionBody,
  type ScheduleSessionBody,
  type SessionAction,
} from '#contracts/care-sessions';
import { CARE_ROLES } from '#contracts/patient-charts';
import { hasStarted, NOT_STARTED_MESSAGE } from '#contracts/event-times';
import { inTransaction, userOf, type Ctx } from '#server/platform/context';
import { isExclusionViolation } from '#server/platform/db/errors';
import { pageInfo } from '#server/platform/db/list';
import { badRequest, conflict, forbidden, notFound, unprocessable } from '#server/platform/errors';
import * as accounts from '#server/modules/accounts/accounts.service';
import * as patients from '#server/modules/patients/patients.service';
import * as repo from './care-sessions.repository';
import { careSessionView, patientSessionView } from './care-sessions.views';

/**
 * Care sessions: a care team member (the host) schedules check-in calls with patients and closes them as completed
 * (with clinical notes), no-show or canceled; only a SCHEDULED session changes, and a host never holds two
 * overlapping SCHEDULED sessions. What each care role may do is SESSION_PERMISSIONS (contracts/care-sessions.ts),
 * checked here; the repository applies the policy (who sees which sessions) and audits every read and change
 * (sessions concern patients).
 */

const MAX_AHEAD_DAYS = 365;
const OVERLAP = 'The host already has a session scheduled at that time. Choose another time.';

const PERMISSION_TEXT: Record<SessionAction, string> = {
  schedule: 'Your role may not schedule sessions',
  reschedule: 'Your role may not reschedule sessions',
  cancel: 'Your role may not cancel sessions',
  noShow: 'Only a nurse or a client specialist may mark a no-show',
  complete: 'Only a nurse may complete a session: completing writes clinical notes',
  readNotes: 'Only a nurse reads clinical notes',
};

/** Refuses (403, audited DENIED) a care role the action is not open to. */
async function allow(ctx: Ctx, action: SessionAction, auditAction: string, resourceId?: string) {
  if (maySession(userOf(ctx).role, action)) return;
  await repo.recordRefusal(ctx, auditAction, resourceId ?? null);
  throw forbidden(PERMISSION_TEXT[action]);
}

const withNotes = (ctx: Ctx) => maySession(userOf(ctx).role, 'readNotes');

export async function list(ctx: Ctx, query: CareSessionListQuery) {
  const hostId = query.host === 'me' ? userOf(ctx).userId : undefined;
  const named = query.search ? patients.patientsMatching(ctx, query.search) : undefined;
  const { rows, total } = await repo.listSessions(ctx, { ...query, hostId }, named);
  const notes = withNotes(ctx);
  return { items: rows.map((r) => careSessionView(r, notes)), ...pageInfo(total, query) };
}

export async function get(ctx: Ctx, id: string): Promise<CareSession> {
  const row = await repo.findSession(ctx, id);
  if (!row) throw notFound('Session not found');
  return careSessionView(row, withNotes(ctx));
}

/** When a session may start: in the future, at most a year ahead (400 otherwise). */
function startOf(startsAt: string, durationMinutes: number) {
  const start = new Date(startsAt);
  if (start.getTime() <= Date.now())
    throw badRequest('The session must start in the future', [{ path: 'startsAt', message: 'Choose a time in the future' }]);
  if (start.getTime() > Date.now() + MAX_AHEAD_DAYS * 86_400_000)
    throw badRequest('A session can be scheduled at most a year ahead', [{ path: 'startsAt', message: 'Choose a time within a year' }]);
  return { start, end: new Date(start.getTime() + durationMinutes * 60_000) };
}

/** The host's other SCHEDULED session at that time (locked), as a 409 naming it. */
async function refuseOverlap(tx: Ctx, hostId: string, start: Date, end: Date, exceptId?: string) {
  const clash = await repo.hostConflict(tx, hostId, start, end, exceptId);
  if (clash) {
    const from = new Date(clash.starts_at).toISOString().slice(0, 16).replace('T', ' ');
    const to = new Date(clash.ends_at).toISOString().slice(11, 16);
    throw conflict(`The host already has a session scheduled from ${from} to ${to} UTC. Choose another time.`);
  }
}

/** A write that an exclusion constraint may still refuse (a concurrent booking): 409, as the check would have. */
async function guardingOverlap<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isExclusionViolation(error, 'care_sessions_host_no_overlap')) throw conflict(OVERLAP);
    throw error;
  }
}

async function hostOf(ctx: Ctx, hostId: string | undefined) {
  const self = userOf(ctx).userId;
  if (!hostId || hostId === self) return self;
  const host = await accounts.findUserById(ctx, hostId);
  if (!host || !(CARE_ROLES as readonly string[]).includes(host.role))
    throw badRequest('The host must be a member of the care team', [{ path: 'hostId', message: 'Choose a care team member' }]);
  return host.id;
}

export async function schedule(ctx: Ctx, body: ScheduleSessionBody): Promise<CareSession> {
  await allow(ctx, 'schedule', 'CREATE');
  const { start, end } = startOf(body.startsAt, body.durationMinutes);
  const hostId = await hostOf(ctx, body.hostId);
  const patient = await patients.getPatient(ctx, body.patientId);
  const id = await guardingOverlap(() =>
    inTransaction(ctx, async (tx) => {
      await refuseOverlap(tx, hostId, start, end);
      const { id } = await repo.insertSession(tx, {
        patient_id: patient.id,
        host_id: hostId,
        kind: body.kind,
        starts_at: start,
        duration_minutes: body.durationMinutes,
        ends_at: end,
        created_by: userOf(ctx).actorId,
      });
      return id;
    }),
  );
  return get(ctx, id);
}

const VERB: Record<string, string> = {
  COMPLETE: 'completed',
  NO_SHOW: 'marked as a no-show',
  CANCEL: 'canceled',
  RESCHEDULE: 'rescheduled',
};

/** The session to change: one the caller sees (404 otherwise) that is still SCHEDULED (409 otherwise). */
async function scheduledSession(ctx: Ctx, id: string, auditAction: string) {
  const row = await repo.findSession(ctx, id, { action: auditAction });
  if (!row) throw notFound('Session not found');
  if (row.status !== 'SCHEDULED')
    throw conflict(`Only a scheduled session can be ${VERB[auditAction]}; this one is ${SESSION_STATUS_LABELS[row.status].toLowerCase()}.`);
  return row;
}

/** One change of a SCHEDULED session and its audit row, in one transaction (409 when another change came first). */
async function change(ctx: Ctx, row: repo.SessionRow, auditAction: string, values: repo.SessionChange, details?: Record<string, unknown>) {
  await guardingOverlap(() =>
    inTransaction(ctx, async (tx) => {
      if (values && 'starts_at' in values) await refuseOverlap(tx, row.host_id, values.starts_at, values.ends_at, row.id);
      if (!(await repo.updateScheduled(tx, row, values, auditAction, details)))
        throw conflict(`Only a scheduled session can be ${VERB[auditAction]}; it changed meanwhile.`);
    }),
  );
}

export async function reschedule(ctx: Ctx, id: string, body: RescheduleSessionBody): Promise<CareSession> {
  await allow(ctx, 'reschedule', 'RESCHEDULE', id);
  const row = await scheduledSession(ctx, id, 'RESCHEDULE');
  const duration = body.durationMinutes ?? row.duration_minutes;
  const { start, end } = startOf(body.startsAt, duration);
  await change(
    ctx,
    row,
    'RESCHEDULE',
    { starts_at: start, ends_at: end, duration_minutes: duration },
    { from: new Date(row.starts_at).toISOString(), to: start.toISOString(), durationMinutes: duration },
  );
  return get(ctx, id);
}

export async function complete(ctx: Ctx, id: string, notes: string): Promise<CareSession> {
  await allow(ctx, 'complete', 'COMPLETE', id);
  const row = await scheduledSession(ctx, id, 'COMPLETE');
  // A call that has not happened yet has no outcome to record (issue 33: one three days ahead was completed with notes).
  if (!hasStarted(row.starts_at)) throw unprocessable(NOT_STARTED_MESSAGE, 'SESSION_NOT_STARTED');
  // The notes are clinical: the audit row says they were written, never what they say.
  await change(ctx, row, 'COMPLETE', { status: 'COMPLETED', notes }, { notesLength: notes.length });
  return get(ctx, id);
}

export async function markNoShow(ctx: Ctx, id: string): Promise<CareSession> {
  await allow(ctx, 'noShow', 'NO_SHOW', id);
  const row = await scheduledSession(ctx, id, 'NO_SHOW');
  if (new Date(row.starts_at).getTime() > Date.now()) throw unprocessable('A session can be marked as a no-show only once it has started');
  await change(ctx, row, 'NO_SHOW', { status: 'NO_SHOW' });
  return get(ctx, id);
}

export async function cancel(ctx: Ctx, id: string, reason: string): Promise<CareSession> {
  await allow(ctx, 'cancel', 'CANCEL', id);
  const row = await scheduledSession(ctx, id, 'CANCEL');
  await change(ctx, row, 'CANCEL', { status: 'CANCELED', cancel_reason: reason, canceled_by: userOf(ctx).actorId });
  return get(ctx, id);
}

// The patient's side.

function ownPatientId(ctx: Ctx) {
  const patientId = userOf(ctx).patientId;
  if (!patientId) throw notFound('Patient record not found');
  return patientId;
}

const PATIENT_LIST_LIMIT = 100;

/** GET /patient/care-sessions: the patient's own sessions, upcoming (soonest first) and past (newest first). */
export async function ownList(ctx: Ctx): Promise<PatientSessions> {
  const patientId = ownPatientId(ctx);
  const rows = await repo.ownSessions(ctx, patientId, PATIENT_LIST_LIMIT);
  const now = Date.now();
  const isUpcoming = (r: repo.SessionRow) => r.status === 'SCHEDULED' && new Date(r.ends_at).getTime() > now;
  return {
    upcoming: rows.filter(isUpcoming).reverse().map(patientSessionView),
    past: rows.filter((r) => !isUpcoming(r)).map(patientSessionView),
  };
}

/** POST /patient/care-sessions/{id}/cancel: the patient cancels one of their own calls before it starts. */
export async function cancelOwn(ctx: Ctx, id: string, reason: string) {
  ownPatientId(ctx);
  const row = await scheduledSession(ctx, id, 'CANCEL');
  if (new Date(row.starts_at).getTime() <= Date.now()) throw conflict('This call has already started: it can no longer be canceled');
  await change(ctx, row, 'CANCEL', { status: 'CANCELED', cancel_reason: reason, canceled_by: userOf(ctx).actorId }, { by: 'PATIENT' });
  const updated = await repo.findSession(ctx, id);
  if (!updated) throw notFound('Session not found');
  return patientSessionView(updated);
}
