// Read-only joins: patients and users (the patient's and the host's names, for the projection only).
import { sql } from 'kysely';
import type { CareSessionListQuery, SessionKind } from '#contracts/care-sessions';
import { policyFilter } from '#server/platform/access/policy';
import { auditedChange, inTransaction, noteListRead, noteLookup, type Ctx, type DeniedAs } from '#server/platform/context';
import { listPage, pagingOf } from '#server/platform/db/list';
import type { PatientIds } from '#server/modules/patients/patients.service';
import { careSessionsPolicy } from './care-sessions.policy';

/**
 * The care_sessions table (migration 0033): every read and change goes through the policy, and each one notes or
 * records its audit row here (sessions concern patients: a list, a lookup, a new session, a change, a refusal).
 */

const RESOURCE = 'care_session';
const policy = (ctx: Ctx) => policyFilter(careSessionsPolicy, ctx.actor);
const visible = (ctx: Ctx) => ctx.db.selectFrom('care_sessions as s').where(policy(ctx));

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
export async function listSessions(ctx: Ctx, query: CareSessionListQuery & { hostId?: string }, patientsNamed?: PatientIds) {
  let filtered = visible(ctx);
  if (query.hostId) filtered = filtered.where('s.host_id', '=', query.hostId);
  if (query.status) filtered = filtered.where('s.status', '=', query.status);
  if (query.kind) filtered = filtered.where('s.kind', '=', query.kind);
  if (query.from) filtered = filtered.where('s.starts_at', '>=', new Date(query.from));
  if (query.to) filtered = filtered.where('s.starts_at', '<', new Date(query.to));
  if (patientsNamed) filtered = filtered.where('s.patient_id', 'in', patientsNamed);
  const page = await listPage(ctx.db, filtered, withNames, pagingOf(query, { startsAt: 's.starts_at' }, 's.id'));
  await noteListRead(ctx, RESOURCE, { page: query.page, count: page.rows.length }, { details: { searched: Boolean(query.search) } });
  return page;
}

/** One session the caller sees, noted as a READ (or DENIED when it is not theirs or does not exist). */
export async function findSession(ctx: Ctx, id: string, deniedAs: DeniedAs = {}) {
  const row = await withNames(visible(ctx)).where('s.id', '=', id).executeTakeFirst();
  const read = { action: 'READ', resourceType: RESOURCE, resourceId: id, patientId: row?.patient_id ?? null };
  await noteLookup(ctx, read, Boolean(row), deniedAs);
  return row;
}

/** The caller's own sessions (a patient's), newest first, at most `limit` (care_sessions_patient_starts_idx); noted. */
export async function ownSessions(ctx: Ctx, patientId: string, limit: number) {
  const rows = await withNames(visible(ctx))
    .where('s.patient_id', '=', patientId)
    .orderBy('s.starts_at', 'desc')
    .orderBy('s.id', 'desc')
    .limit(limit)
    .execute();
  await noteListRead(ctx, RESOURCE, { count: rows.length }, { patientId });
  return rows;
}

/**
 * A SCHEDULED session of the host overlapping [startsAt, endsAt), other than `exceptId`, locked: the check before a
 * write (the exclusion constraint care_sessions_host_no_overlap still refuses what a concurrent write slips in). Read
 * through the policy: the roles that schedule see every session, so every session of the host.
 */
export const hostConflict = (ctx: Ctx, hostId: string, startsAt: Date, endsAt: Date, exceptId?: string) => {
  let q = visible(ctx)
    .select(['s.id', 's.starts_at', 's.ends_at'])
    .where('s.host_id', '=', hostId)
    .where('s.status', '=', 'SCHEDULED')
    .where('s.starts_at', '<', endsAt)
    .where('s.ends_at', '>', startsAt);
  if (exceptId) q = q.where('s.id', '<>', exceptId);
  return q.orderBy('s.starts_at').limit(1).forUpdate().executeTakeFirst();
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

/** A new session and its CREATE row (the kind, host, start and length: never notes). */
export const insertSession = (ctx: Ctx, values: NewSession) =>
  auditedChange(
    ctx,
    (db) => db.insertInto('care_sessions').values(values).returning('id').executeTakeFirstOrThrow(),
    ({ id }) => ({
      action: 'CREATE',
      resourceType: RESOURCE,
      resourceId: id,
      patientId: values.patient_id,
      details: {
        kind: values.kind,
        hostId: values.host_id,
        startsAt: values.starts_at.toISOString(),
        durationMinutes: values.duration_minutes,
      },
    }),
  );

export type SessionChange =
  | { status: 'COMPLETED'; notes: string }
  | { status: 'NO_SHOW' }
  | { status: 'CANCELED'; cancel_reason: string; canceled_by: string }
  | { starts_at: Date; ends_at: Date; duration_minutes: number };

/**
 * Changes a session the caller sees that is still SCHEDULED (the WHERE repeats both, so two racing changes cannot both
 * apply), and its audit row as `action` with `details` (never what notes say); false, and no row, when it changed
 * meanwhile.
 */
export const updateScheduled = (ctx: Ctx, row: SessionRow, change: SessionChange, action: string, details?: Record<string, unknown>) =>
  inTransaction(ctx, async (tx) => {
    const changed = await tx.db
      .updateTable('care_sessions as s')
      .set({ ...change, updated_at: sql<Date>`now()` })
      .where('s.id', '=', row.id)
      .where('s.status', '=', 'SCHEDULED')
      .where(policy(tx))
      .returning('s.id')
      .executeTakeFirst();
    if (changed) await tx.audit.record(tx.db, { action, resourceType: RESOURCE, resourceId: row.id, patientId: row.patient_id, details });
    return Boolean(changed);
  });

/** A care role refused an action its role may not take: its DENIED row, recorded at once. */
export const recordRefusal = (ctx: Ctx, action: string, resourceId: string | null) =>
  ctx.audit.record(ctx.db, { action, resourceType: RESOURCE, resourceId, outcome: 'DENIED' });
