import { Readable } from 'node:stream';
import { AUDIT_CSV_COLUMNS, type AuditLog, type AuditStatistics } from '#contracts/audit-logs';
import type { Ctx } from '#server/platform/context';
import { decodeCursor, pageInfo } from '#server/platform/db/list';
import { badRequest, notFound } from '#server/platform/errors';
import { usersMatching } from '#server/modules/accounts/staff-accounts.service';
import { patientsMatching } from '#server/modules/patients/patients.service';
import { csvLine } from '#server/platform/csv';
import * as repo from './audit.repository';

export type AuditLogQuery = repo.AuditLogQuery;
export type AuditLogFilter = repo.AuditLogFilter;

const person = (id: string | null, name: string | null, email: string | null) => (id && email ? { id, name: name ?? '', email } : null);

const view = (r: repo.AuditLogRow): AuditLog => ({
  id: r.id,
  timestamp: r.timestamp.toISOString(),
  actorUserId: r.actor_user_id,
  actor: person(r.actor_user_id, r.actor_name, r.actor_email),
  actingForUserId: r.acting_for_user_id,
  actingFor: person(r.acting_for_user_id, r.acting_for_name, r.acting_for_email),
  role: r.role,
  action: r.action,
  resourceType: r.resource_type,
  resourceId: r.resource_id,
  patientId: r.patient_id,
  patient: person(r.patient_id, r.patient_name, r.patient_email),
  outcome: r.outcome,
  ip: r.ip,
  userAgent: r.user_agent,
  details: (r.details as Record<string, unknown> | null) ?? null,
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** How many accounts or patients a name filter may match: a name narrows to a few. */
const NAME_MATCH_CAP = 500;

/**
 * The actor and patient filters as ids: an id as it is, a name or e-mail through the accounts and patients modules
 * (their trigram indexes find the people first; the log is then read by its actor or patient index).
 */
async function resolve(ctx: Ctx, filter: AuditLogFilter): Promise<repo.ResolvedFilter> {
  const { actor, patient, ...rest } = filter;
  const ids = async (term: string | undefined, byName: (term: string) => Promise<{ id: string }[]>) =>
    !term ? undefined : UUID.test(term) ? [term] : (await byName(term)).map((r) => r.id);
  return {
    ...rest,
    actorIds: await ids(actor, (term) => usersMatching(ctx, term).limit(NAME_MATCH_CAP).execute()),
    patientIds: await ids(patient, (term) => patientsMatching(ctx, term).limit(NAME_MATCH_CAP).execute()),
  };
}

/** The audit trail, newest first by default (super admins; the admin portal's list and the audit coverage test). */
export async function listAuditLogs(ctx: Ctx, query: AuditLogQuery & { after?: string }) {
  const after = query.after === undefined ? undefined : decodeCursor(query.after);
  if (query.after !== undefined && (!after || !query.sort.startsWith('timestamp:'))) {
    const message = after ? 'A cursor pages the log sorted by timestamp' : 'Not a cursor from this list: start again from page 1';
    throw badRequest(message, [{ path: 'after', message }]);
  }
  const { rows, total, totalIsEstimate, nextCursor } = await repo.listAuditLogs(ctx, query, await resolve(ctx, query), after);
  return {
    logs: rows.map(view),
    pagination: { ...pageInfo(total, query), ...(totalIsEstimate ? { totalIsEstimate } : {}), ...(nextCursor ? { nextCursor } : {}) },
  };
}

export async function getAuditLog(ctx: Ctx, id: string) {
  const row = await repo.findAuditLog(ctx, id);
  if (!row) throw notFound('Audit log not found');
  return view(row);
}

const DAY_MS = 86_400_000;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);
/** The longest range statistics count at once. */
export const STATISTICS_MAX_DAYS = 366;

/** GET /super-admin/audit-logs/statistics: the last 30 days (to today, UTC) unless a range is given. */
export async function auditStatistics(ctx: Ctx, query: { startDate?: string; endDate?: string }): Promise<AuditStatistics> {
  const endDate = query.endDate ?? isoDay(new Date());
  const startDate = query.startDate ?? isoDay(new Date(Date.parse(endDate) - 29 * DAY_MS));
  if (startDate > endDate) throw badRequest('startDate must not be after endDate');
  if ((Date.parse(endDate) - Date.parse(startDate)) / DAY_MS + 1 > STATISTICS_MAX_DAYS) {
    throw badRequest(`Choose a range of at most ${STATISTICS_MAX_DAYS} days`);
  }
  const rows = await repo.auditStatistics(ctx, { startDate, endDate });
  const desc = (a: { count: number }, b: { count: number }) => b.count - a.count;
  return {
    startDate,
    endDate,
    total: rows.find((r) => r.by_action && r.by_outcome && r.by_role && r.by_day)?.count ?? 0,
    byAction: rows
      .filter((r) => !r.by_action)
      .map((r) => ({ action: r.action!, count: r.count }))
      .sort(desc),
    byOutcome: rows
      .filter((r) => !r.by_outcome)
      .map((r) => ({ outcome: r.outcome!, count: r.count }))
      .sort(desc),
    byRole: rows
      .filter((r) => !r.by_role)
      .map((r) => ({ role: r.role!, count: r.count }))
      .sort(desc),
    perDay: rows
      .filter((r) => !r.by_day)
      .map((r) => ({ date: r.day!, count: r.count }))
      .sort((a, b) => a.date.localeCompare(b.date)),
  };
}

/** The most rows one export writes: narrow the filter (a date range) for more. */
export const EXPORT_MAX_ROWS = 100_000;

const csvRow = (r: repo.AuditLogRow) =>
  csvLine([
    r.timestamp.toISOString(),
    r.actor_name ?? (r.role === 'SYSTEM' ? 'System' : ''),
    r.actor_email,
    r.acting_for_name,
    r.role,
    r.action,
    r.resource_type,
    r.resource_id,
    r.patient_name,
    r.patient_id,
    r.outcome,
    r.ip,
    r.user_agent,
    r.id,
  ]);

/**
 * GET /super-admin/audit-logs/export: the filtered log as CSV, newest first, streamed from SQL in batches. The export
 * is audited (EXPORT on audit_log, with the filters used) before its first row leaves.
 */
export async function exportAuditLogs(ctx: Ctx, filter: AuditLogFilter): Promise<Readable> {
  const resolved = await resolve(ctx, filter);
  await repo.noteExport(ctx, filter);
  async function* lines() {
    yield csvLine([...AUDIT_CSV_COLUMNS]);
    for await (const batch of repo.exportAuditLogs(ctx, resolved, EXPORT_MAX_ROWS)) yield batch.map(csvRow).join('');
  }
  return Readable.from(lines());
}
/** A patient's status changes as events of their history (the patients module's timeline). */
export const statusChangeEvents = (ctx: Ctx, patientId: string) => repo.statusChangeEvents(ctx, patientId);

/** Counts the log's ended days for the statistics (the audit log job, and the bench after it grew the log). */
export { countEndedDays } from './audit-counts.repository';
/** Counts the hours of the days not counted as days yet up to a minute ago, for the statistics (the audit hourly counts job). */
export { countRecentHours } from './audit-counts.repository';
