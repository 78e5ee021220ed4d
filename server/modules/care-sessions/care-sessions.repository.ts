// Read-only joins: patients and users (the patient's and the host's names, for the projection only).
import { sql } from 'kysely';
import type { CareSessionListQuery, SessionKind } from '#contracts/care-sessions';
import { policyFilter } from '#server/platform/access/policy';
import { noteLookup, type Ctx, type DeniedAs } from '#server/platform/context';
import type { Db } from '#server/platform/db/client';
import { listPage, pagingOf } from '#server/platform/db/list';
import type { PatientIds } from '#server/modules/patients/patients.service';
import { careSessionsPolicy } from './care-sessions.policy';

/** The care_sessions table (migration 0033): every read goes through the policy. */

const visible = (ctx: Ctx) => ctx.db.selectFrom('care_sessions as s').where(policyFilter(careSessionsPolicy, ctx.actor));

const columns = [
  's.id',
  's.patient_id',
  's.host_id',
  's.kind',
  's.starts_at',
  's.ends_at',
  's.duration_minutes',
  's.status',
  's.notes',
  's.cancel_reason',
  's.created_at',
  's.updated_at',
  'pu.first_name as patient_first_name',
  'pu.last_name as patient_last_name',
  'hu.first_name as host_first_name',
  'hu.last_name as host_last_name',
] as const;

/** The projection: the session's columns and the two names (the joins only project). */
const withNames = (q: ReturnType<typeof visible>) =>
  q
    .innerJoin('patients as p', 'p.id', 's.patient_id')
    .innerJoin('users as pu', 'pu.id', 'p.user_id')
    .innerJoin('users as hu', 'hu.id', 's.host_id')
    .select(columns);

export type SessionRow = Awaited<ReturnType<ReturnType<typeof withNames>['executeTakeFirstOrThrow']>>;

/**
 * One page of sessions, filtered, sorted and paged in SQL: by time (care_sessions_starts_idx), a host's
 * (care_sessions_host_starts_idx), a status's (care_sessions_status_starts_idx), or patients found by name
 * (care_sessions_patient_starts_idx).
 */
export function listSessions(ctx: Ctx, query: CareSessionListQuery & { hostId?: string }, patientsNamed?: PatientIds) {
  let filtered = visible(ctx);
  if (query.hostId) filtered = filtered.where('s.host_id', '=', query.hostId);
  if (query.status) filtered = filtered.where('s.status', '=', query.status);
  if (query.kind) filtered = filtered.where('s.kind', '=', query.kind);
  if (query.from) filtered = filtered.where('s.starts_at', '>=', new Date(query.from));
  if (query.to) filtered = filtered.where('s.starts_at', '<', new Date(query.to));
  if (patientsNamed) filtered = filtered.where('s.patient_id', 'in', patientsNamed);
  return listPage(ctx.db, filtered, withNames, pagingOf(query, { startsAt: 's.starts_at' }, 's.id'));
}

/** One session the caller sees, noted as a READ (or DENIED when it is not theirs or does not exist). */
export async function findSession(ctx: Ctx, id: string, deniedAs: DeniedAs = {}) {
  const row = await withNames(visible(ctx)).where('s.id', '=', id).executeTakeFirst();
  const read = { action: 'READ', resourceType: 'care_session', resourceId: id, patientId: row?.patient_id ?? null };
  await noteLookup(ctx, read, Boolean(row), deniedAs);
  return row;
}

/** The caller's own sessions (a patient's), newest first, at most `limit` (care_sessions_patient_starts_idx). */
export const ownSessions = (ctx: Ctx, patientId: string, limit: number) =>
  withNames(visible(ctx))
    .where('s.patient_id', '=', patientId)
    .orderBy('s.starts_at', 'desc')
    .orderBy('s.id', 'desc')
    .limit(limit)
    .execute();

/**
 * A SCHEDULED session of the host overlapping [startsAt, endsAt), other than `exceptId`, locked: the check before a
 * write (the exclusion constraint care_sessions_host_no_overlap still refuses what a concurrent write slips in).
 */
export const hostConflict = (db: Db, hostId: string, startsAt: Date, endsAt: Date, exceptId?: string) => {
  let q = db
    .selectFrom('care_sessions')
    .select(['id', 'starts_at', 'ends_at'])
    .where('host_id', '=', hostId)
    .where('status', '=', 'SCHEDULED')
    .where('starts_at', '<', endsAt)
    .where('ends_at', '>', startsAt);
  if (exceptId) q = q.where('id', '<>', exceptId);
  return q.orderBy('starts_at').limit(1).forUpdate().executeTakeFirst();
};

export type NewSession = {
  patient_id: string;
  host_id: string;
  kind: SessionKind;
  starts_at: Date;
  duration_minutes: number;
  ends_at: Date;
  created_by: string;
};

export const insertSession = (db: Db, values: NewSession) =>
  db.insertInto('care_sessions').values(values).returning('id').executeTakeFirstOrThrow();

export type SessionChange =
  | { status: 'COMPLETED'; notes: string }
  | { status: 'NO_SHOW' }
  | { status: 'CANCELED'; cancel_reason: string; canceled_by: string }
  | { starts_at: Date; ends_at: Date; duration_minutes: number };

/** Changes a session that is still SCHEDULED (the WHERE repeats it, so two racing changes cannot both apply). */
export const updateScheduled = async (db: Db, id: string, change: SessionChange) =>
  Boolean(
    await db
      .updateTable('care_sessions')
      .set({ ...change, updated_at: sql<Date>`now()` })
      .where('id', '=', id)
      .where('status', '=', 'SCHEDULED')
      .returning('id')
      .executeTakeFirst(),
  );
