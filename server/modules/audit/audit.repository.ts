// Read-only joins: a module writes only its own tables, but a repository may JOIN another module's table, read-only,
// for a projection. Here: users (who acted, and whom a delegate acted for: accounts) and patients (the patient a row
// is about, by name: patients).
import { sql, type SelectQueryBuilder } from 'kysely';
import { policyFilter, policySeesAll } from '#server/platform/access/policy';
import { countRows, uncountedRuns } from './audit-counts.repository';
import { noteListRead, noteLookup, type Ctx } from '#server/platform/context';
import { cursorAt, encodeCursor, LIST_COUNT_CAP, listPage, pagingOf, rowCount, withTotal, type Cursor } from '#server/platform/db/list';
import { customPlan, idsUnseen, idUnseen } from '#server/platform/db/preparing-client';
import type { Database } from '#server/platform/db/schema';
import { auditLogsPolicy } from './audit.policy';
import { readNewestFirst, windowsNewestFirst, type Window } from './audit-windows';
import { fullName } from '#server/platform/db/names';

/** Reading the audit trail (it is written by platform/audit, bound to each request's or job's context). */

export type AuditLogFilter = {
  /** An account id (exactly), or part of an actor's name or e-mail. */
  actor?: string;
  /** A patient record id (exactly), or part of the patient's name or e-mail. */
  patient?: string;
  action?: string;
  resourceType?: string;
  outcome?: 'SUCCESS' | 'FAILURE' | 'DENIED';
  /** Inclusive days, UTC (YYYY-MM-DD). */
  startDate?: string;
  endDate?: string;
};

export type AuditLogQuery = AuditLogFilter & {
  page: number;
  limit: number;
  sort: `${'timestamp' | 'action' | 'outcome'}:${'asc' | 'desc'}`;
};

/** The whitelisted sorts, each then by time (and the id, for pages that never overlap). */
const SORT = {
  timestamp: 'audit_logs.timestamp',
  action: ['audit_logs.action', 'audit_logs.timestamp'],
  outcome: ['audit_logs.outcome', 'audit_logs.timestamp'],
} as const;

/** An unfiltered log grows by every call: its count stops here (`totalIsEstimate`), the pages do not. */
export const AUDIT_COUNT_CAP = LIST_COUNT_CAP;

type Audit = SelectQueryBuilder<Database, 'audit_logs', object>;

/**
 * The filter with its names resolved to ids (the service asks the accounts and patients modules, whose trigram
 * indexes find a few people first), so that the log is read by its actor or patient index with `= ANY($ids)`.
 */
export type ResolvedFilter = Omit<AuditLogFilter, 'actor' | 'patient'> & { actorIds?: string[]; patientIds?: string[] };

const dayStart = (day: string) => sql<Date>`${day}::date::timestamp at time zone 'UTC'`;
const dayAfter = (day: string) => sql<Date>`(${day}::date + 1)::timestamp at time zone 'UTC'`;

/**
 * The rows the caller may read (super admins: all), narrowed by the filter, in SQL. Filtered by people, the statement
 * is planned for its values on each call, unless `generic` (a count of people over the whole log, whose plan is the
 * same for anyone: their index, in every month).
 */
function filtered(ctx: Ctx, filter: ResolvedFilter, { generic = false } = {}): Audit {
  let query: Audit = ctx.db.selectFrom('audit_logs').where(policyFilter(auditLogsPolicy, ctx.actor));
  // One person is an equality, whose index gives their rows in time order; several are `= ANY`, which cannot.
  // Generic: the ids unseen by the planner, so that the one plan is kept whoever they are (one person still as an
  // equality: estimated as anyone's share, not as ten people's, which made reading a small month in full look cheaper).
  const anyOf = (ids: string[]) => {
    if (ids.length === 1) return generic ? idUnseen(ids[0]) : ids[0];
    return sql<string>`any(${generic ? idsUnseen(ids) : sql`${sql.val(ids)}::uuid[]`})`;
  };
  if (filter.actorIds) query = query.where('audit_logs.actor_user_id', '=', anyOf(filter.actorIds));
  if (filter.patientIds) query = query.where('audit_logs.patient_id', '=', anyOf(filter.patientIds));
  // How many people a name matched decides the plan of a page (their index, or the log's newest rows): planned each call.
  if ((filter.actorIds || filter.patientIds) && !generic) query = query.modifyEnd(customPlan);
  if (filter.action) query = query.where('audit_logs.action', '=', filter.action);
  if (filter.resourceType) query = query.where('audit_logs.resource_type', '=', filter.resourceType);
  if (filter.outcome) query = query.where('audit_logs.outcome', '=', filter.outcome);
  if (filter.startDate) query = query.where('audit_logs.timestamp', '>=', dayStart(filter.startDate));
  if (filter.endDate) query = query.where('audit_logs.timestamp', '<', dayAfter(filter.endDate));
  return query;
}

/** Who acted, for whom, and about which patient, by name: joined for the page's rows only. */
const named = (query: Audit) =>
  query
    .select([
      'audit_logs.id',
      'audit_logs.timestamp',
      'audit_logs.actor_user_id',
      'audit_logs.acting_for_user_id',
      'audit_logs.role',
      'audit_logs.action',
      'audit_logs.resource_type',
      'audit_logs.resource_id',
      'audit_logs.patient_id',
      'audit_logs.outcome',
      'audit_logs.ip',
      'audit_logs.user_agent',
      'audit_logs.details',
    ])
    .leftJoin('users as actor', 'actor.id', 'audit_logs.actor_user_id')
    .leftJoin('users as acting_for', 'acting_for.id', 'audit_logs.acting_for_user_id')
    .leftJoin('patients as pt', 'pt.id', 'audit_logs.patient_id')
    .leftJoin('users as pu', 'pu.id', 'pt.user_id')
    .select([
      fullName('actor').$castTo<string | null>().as('actor_name'),
      'actor.email as actor_email',
      fullName('acting_for').$castTo<string | null>().as('acting_for_name'),
      'acting_for.email as acting_for_email',
      fullName('pu').$castTo<string | null>().as('patient_name'),
      'pu.email as patient_email',
    ]);

/** Which filters a read used (never their text: a filter may be a patient's name), for its own audit row. */
const filtersUsed = (filter: AuditLogFilter) => ({
  filters: (['actor', 'patient', 'action', 'resourceType', 'outcome', 'startDate', 'endDate'] as const).filter((k) => filter[k]),
  ...(filter.action ? { action: filter.action } : {}),
  ...(filter.outcome ? { outcome: filter.outcome } : {}),
});

type PagedRow = AuditLogRow & { cursor_at: string };

/** The rows past a keyset cursor, newest first (`desc`) or oldest first. */
const beyond = (after: Cursor, desc = true) =>
  sql<boolean>`(audit_logs.timestamp, audit_logs.id) ${sql.raw(desc ? '<' : '>')} (${after.at}::timestamptz, ${after.id}::uuid)`;

const inWindow = (query: Audit, { from, to }: Window) => {
  let windowed = query;
  if (from) windowed = windowed.where('audit_logs.timestamp', '>=', from);
  if (to) windowed = windowed.where('audit_logs.timestamp', '<', to);
  return windowed;
};

/**
 * The windows of a filter, newest first (audit-windows.ts), below the cursor's instant (`after`: its rows are at or
 * before it), else below the filter's end, else from now on.
 */
function windowsOf(filter: ResolvedFilter, after?: string) {
  const end = filter.endDate ? new Date(Date.parse(`${filter.endDate}T00:00:00Z`) + 86_400_000) : undefined;
  // The cursor's text has microseconds, a Date milliseconds: the next millisecond keeps every row at the cursor's instant.
  const ceiling = after ? new Date(Math.min(Date.parse(after) + 1, end?.getTime() ?? Infinity)) : end;
  return windowsNewestFirst(
    new Date((ceiling?.getTime() ?? Date.now()) - 1),
    filter.startDate ? new Date(`${filter.startDate}T00:00:00Z`) : undefined,
    ceiling,
  );
}

/** A filter by people (ids matched by name, or one id). */
const byPeople = (filter: ResolvedFilter) => Boolean(filter.patientIds || filter.actorIds);
/** A filter by several people: no index gives their rows in time order. */
const bySeveral = (filter: ResolvedFilter) => (filter.patientIds?.length ?? 0) > 1 || (filter.actorIds?.length ?? 0) > 1;
/** A name that matched no one: no rows, without reading the log. */
const nobody = (filter: ResolvedFilter) => filter.patientIds?.length === 0 || filter.actorIds?.length === 0;

/**
 * Up to `limit` rows of a filter, newest first, after the cursor if any, window by window. Filtered by several people,
 * each window first takes the page's keys from the filter's index alone (no row read but those shown: a sort of
 * index entries, never of whole rows), then reads those rows with their names; otherwise an index gives the rows in
 * order, and the page's are read at once. Planned for each window's bounds (never a generic plan,
 * which would neither prune the months when planned nor know how few keys it joins).
 */
async function newestRows(ctx: Ctx, filter: ResolvedFilter, limit: number, after?: Cursor): Promise<PagedRow[]> {
  if (nobody(filter)) return [];
  return readNewestFirst(windowsOf(filter, after?.at), limit, (window, missing) => {
    const newest = <Q extends Audit>(query: Q) =>
      inWindow(after ? query.where(beyond(after)) : query, window)
        .orderBy('audit_logs.timestamp', 'desc')
        .orderBy('audit_logs.id', 'desc')
        .limit(missing);
    // By time, or one person's: the page's rows come in order from one index, read as they are; a statement that
    // joined the log a second time for them cost twice the planning (0.9 against 0.4 ms a page).
    const rows: Audit = bySeveral(filter)
      ? inWindow(filtered(ctx, {}), window).where(
          sql<boolean>`(audit_logs.id, audit_logs.timestamp) in (${newest(filtered(ctx, filter)).select(['audit_logs.id', 'audit_logs.timestamp'])})`,
        )
      : ctx.db.selectFrom(newest(filtered(ctx, filter)).selectAll('audit_logs').as('audit_logs'));
    return named(rows)
      .select(cursorAt('audit_logs.timestamp').as('cursor_at'))
      .orderBy('audit_logs.timestamp', 'desc')
      .orderBy('audit_logs.id', 'desc')
      .modifyEnd(customPlan)
      .execute();
  });
}

/**
 * How many rows a filter has, up to one past the cap. By people over the whole log: one statement, the first entries
 * of their index in any order, prepared, their ids unseen by the planner so that it keeps that one plan (window by
 * window, several patients with a few rows a month took five windows a page, each planned for 0.5 ms and read in
 * 0.07; at once, 0.4 ms in all at 100,000,000 rows; with the ids seen, an actor's count was planned for them on each
 * call, 4.5 ms over 77 months). Otherwise window by window newest first: the newest entries of the filter's index,
 * until past the cap.
 */
async function countNewest(ctx: Ctx, filter: ResolvedFilter): Promise<number> {
  let counted = 0;
  if (nobody(filter)) return counted;
  if (byPeople(filter) && !filter.startDate && !filter.endDate) {
    const capped = filtered(ctx, filter, { generic: true })
      .select(sql<number>`1`.as('one'))
      .limit(rowCount(AUDIT_COUNT_CAP + 1));
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from (${capped}) as capped`.execute(ctx.db);
    return rows[0].n;
  }
  for (const window of windowsOf(filter)) {
    if (counted > AUDIT_COUNT_CAP) break;
    let capped = inWindow(filtered(ctx, filter), window).select(sql<number>`1`.as('one'));
    if (!byPeople(filter)) capped = capped.orderBy('audit_logs.timestamp', 'desc').orderBy('audit_logs.id', 'desc');
    const limited = capped.limit(AUDIT_COUNT_CAP + 1 - counted).modifyEnd(customPlan);
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from (${limited}) as capped`.execute(ctx.db);
    counted += rows[0].n;
  }
  return counted;
}

/**
 * One page of audit rows, filtered and sorted in SQL; reading the trail is itself audited. By time, a page can start
 * after a keyset cursor (`after`: the (timestamp, id) of the previous page's last row), one index range in each month's
 * partition at any depth; a full page by time gives the next one's cursor (`nextCursor`). Newest first, the first page
 * and a cursor's read the month partitions a few at a time (`newestRows`), each statement planned for those only.
 */
export async function listAuditLogs(ctx: Ctx, query: AuditLogQuery, resolved: ResolvedFilter, after?: Cursor) {
  const byTime = query.sort.startsWith('timestamp:');
  const desc = query.sort.endsWith(':desc');
  const withCursor = (q: Audit) => named(q).select(cursorAt('audit_logs.timestamp').as('cursor_at'));
  let page: { rows: PagedRow[]; total: number; totalIsEstimate: boolean };
  if (byTime && desc && (after || query.page === 1)) {
    const [rows, total] = await Promise.all([newestRows(ctx, resolved, query.limit, after), countNewest(ctx, resolved)]);
    page = { rows, total: Math.min(total, AUDIT_COUNT_CAP), totalIsEstimate: total > AUDIT_COUNT_CAP };
  } else if (after && byTime) {
    // Oldest first from a cursor. The count reads the whole filter (not only what follows the cursor), up to the cap,
    // as page 1's does.
    let capped = filtered(ctx, resolved).select(sql<number>`1`.as('one'));
    if (!byPeople(resolved)) capped = capped.orderBy('audit_logs.timestamp', 'asc').orderBy('audit_logs.id', 'asc');
    const counted = sql<{ total: number }>`select count(*)::int as total from (${capped.limit(AUDIT_COUNT_CAP + 1)}) as capped`;
    const rows = withCursor(filtered(ctx, resolved).where(beyond(after, false)))
      .orderBy('audit_logs.timestamp', 'asc')
      .orderBy('audit_logs.id', 'asc')
      .limit(query.limit);
    const found = await withTotal<PagedRow>(ctx.db, counted, (count) => rows.select(count).execute());
    page = { ...found, total: Math.min(found.total, AUDIT_COUNT_CAP), totalIsEstimate: found.total > AUDIT_COUNT_CAP };
  } else {
    page = await listPage(ctx.db, filtered(ctx, resolved), withCursor, {
      ...pagingOf(query, SORT, 'audit_logs.id'),
      countCap: AUDIT_COUNT_CAP,
      // By time, the count walks the newest entries of the filter's index (action, outcome, timestamp: migration 0048);
      // a filter by people reads their own index instead.
      countInOrder: byTime && !byPeople(resolved),
    });
  }
  await noteListRead(ctx, 'audit_log', { page: query.page, count: page.rows.length }, { details: filtersUsed(query) });
  const last = byTime && page.rows.length === query.limit ? page.rows[page.rows.length - 1] : undefined;
  return {
    rows: page.rows.map(({ cursor_at: _, ...row }) => row),
    total: page.total,
    totalIsEstimate: page.totalIsEstimate,
    ...(last ? { nextCursor: encodeCursor({ at: last.cursor_at, id: last.id }) } : {}),
  };
}
export type AuditLogRow = NonNullable<Awaited<ReturnType<typeof findAuditLog>>>;

export async function findAuditLog(ctx: Ctx, id: string) {
  const row = await named(filtered(ctx, {})).where('audit_logs.id', '=', id).executeTakeFirst();
  await noteLookup(ctx, { action: 'READ', resourceType: 'audit_log', resourceId: id, patientId: row?.patient_id ?? null }, Boolean(row));
  return row;
}

/** The export's batches: newest first, by keyset on (timestamp, id), so that each batch is one index range. */
const EXPORT_BATCH = 500;

/**
 * Every row of the filter, newest first, read from SQL in batches as the reply is written (the export never holds
 * the whole log in memory); at most `max` rows. The read is noted before the first batch.
 */
export async function* exportAuditLogs(ctx: Ctx, resolved: ResolvedFilter, max: number): AsyncGenerator<AuditLogRow[]> {
  let after: Cursor | undefined;
  let sent = 0;
  while (sent < max) {
    const rows = await newestRows(ctx, resolved, Math.min(EXPORT_BATCH, max - sent), after);
    if (rows.length === 0) return;
    const last = rows[rows.length - 1];
    after = { at: last.cursor_at, id: last.id };
    sent += rows.length;
    yield rows.map(({ cursor_at: _, ...row }) => row);
    if (rows.length < EXPORT_BATCH) return;
  }
}

/** Notes an export of the log (which filters, never their text). */
export const noteExport = (ctx: Ctx, filter: AuditLogFilter) =>
  ctx.audit.noteRead(ctx.db, { action: 'EXPORT', resourceType: 'audit_log', details: filtersUsed(filter) });

type CountRow = {
  action: string | null;
  outcome: 'SUCCESS' | 'FAILURE' | 'DENIED' | null;
  role: string | null;
  day: string | null;
  by_action: number;
  by_outcome: number;
  by_role: number;
  by_day: number;
  count: number;
};

/**
 * The rows of a range counted by action, outcome, role and day, and the total (the empty grouping set), in one
 * statement over the days' counts (audit-counts.repository.ts): ended days from `audit_daily_counts`, the others
 * (today) from the log by its timestamp index. Only a reader who sees every row (super admins) reads the counts;
 * anyone else would be counted from the rows their policy shows. Counts name no one; the read is audited all the same.
 */
export async function auditStatistics(ctx: Ctx, range: { startDate: string; endDate: string }) {
  let source;
  if (policySeesAll(auditLogsPolicy, ctx.actor)) {
    source = countRows(range, await uncountedRuns(ctx.db, range));
  } else {
    source = filtered(ctx, range).select([
      'audit_logs.action',
      'audit_logs.outcome',
      sql<string>`coalesce(audit_logs.role, 'ANONYMOUS')`.as('role'),
      sql<string>`to_char(audit_logs.timestamp at time zone 'UTC', 'YYYY-MM-DD')`.as('day'),
      sql<number>`1`.as('n'),
    ]);
  }
  const { rows } = await sql<CountRow>`
    select action, outcome, role, day,
           grouping(action) as by_action, grouping(outcome) as by_outcome, grouping(role) as by_role, grouping(day) as by_day,
           coalesce(sum(n), 0)::int as count
    from (${source}) as c (action, outcome, role, day, n)
    group by grouping sets ((action), (outcome), (role), (day), ())`.execute(ctx.db);
  await ctx.audit.noteRead(ctx.db, { action: 'STATISTICS', resourceType: 'audit_log', details: { ...range } });
  return rows;
}
/** The audited actions that change where a patient or their order stands. */
const STATUS_ACTIONS = ['UPDATE_STATUS', 'INTAKE_DECISION', 'HAND_BACK', 'SEND_TO_PHARMACY', 'PHARMACY_STATUS'];

/**
 * A patient's status changes as events of their history, from the audit trail (audit_logs_patient_idx): their own
 * status, a doctor's decision, a hand-back, the pharmacy's progress, and an order canceled by an update.
 */
export const statusChangeEvents = (ctx: Ctx, patientId: string) =>
  ctx.db
    .selectFrom('audit_logs')
    .where(policyFilter(auditLogsPolicy, ctx.actor))
    .where('patient_id', '=', patientId)
    .where('outcome', '=', 'SUCCESS')
    .where((eb) =>
      eb.or([
        eb('action', 'in', STATUS_ACTIONS),
        eb.and([eb('action', '=', 'UPDATE'), eb('resource_type', '=', 'order'), eb(sql<string>`details->>'status'`, 'is not', null)]),
      ]),
    )
    .select([
      sql<string>`'STATUS_CHANGE'`.as('kind'),
      sql<string>`id::text`.as('id'),
      'timestamp as at',
      sql<string>`case action
        when 'UPDATE_STATUS' then 'Patient status changed'
        when 'INTAKE_DECISION' then 'Doctor''s decision'
        when 'HAND_BACK' then 'Handed back for reassignment'
        when 'SEND_TO_PHARMACY' then 'Sent to the pharmacy'
        when 'PHARMACY_STATUS' then 'Pharmacy update'
        else 'Order status changed' end`.as('title'),
      sql<string | null>`coalesce(
        (details->>'from') || ' to ' || (details->>'to'),
        details->>'decision',
        details->>'status',
        details->>'to')`.as('detail'),
      sql<
        string | null
      >`case when resource_type = 'order' and resource_id ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then resource_id::uuid end`.as(
        'order_id',
      ),
    ]);
