// Read-only joins: a module writes only its own tables, but a repository may JOIN another module's table, read-only,
// for a projection. Here: users (name, e-mail, phone) and partners (business name), both the accounts module's, and
// doctors with their users (a patient's doctor's name, on the administrator's list of a partner's patients).
import { sql, type ExpressionBuilder, type Insertable } from 'kysely';
import type { DoctorPatientListQuery } from '#contracts/patients';
import type { Actor } from '#server/platform/access/actor';
import { doctorReachOf, partnerReachOf, type DoctorReach } from '#server/platform/access/doctor-reach';
import { policyFilter, policySeesAll } from '#server/platform/access/policy';
import { noteListRead, noteLookup, type Ctx, type DeniedAs } from '#server/platform/context';
import {
  containsPattern,
  fromNearerEnd,
  LIST_COUNT_CAP,
  listPage,
  pagingOf,
  rowCount,
  withTotal,
  type KeyCursor,
  type ListPage,
} from '#server/platform/db/list';
import type { PatientsTable } from '#server/platform/db/schema';
import { customPlan } from '#server/platform/db/preparing-client';
import { afterPosition, BRANCH_SORT, cursorColumns, sortFieldOf, withNextCursor, type CursorValues } from './patient-cursor';
import { patientsPolicy } from './patients.policy';
import { patientsInReach } from './patient-counts.repository';
import { fullName } from '#server/platform/db/names';

/**
 * A name or e-mail search, in the very expressions the trigram indexes on users are built on (migration 0004):
 * `(first_name || ' ' || last_name) ILIKE` and `email ILIKE`. Users are joined as `u`.
 */
export function nameOrEmailLike<DB, TB extends keyof DB>(eb: ExpressionBuilder<DB, TB>, pattern: string) {
  return eb.or([eb(fullName('u'), 'ilike', pattern), eb(sql<string>`u.email`, 'ilike', pattern)]);
}

/** The patients the caller sees, with their (live) accounts: names and e-mails are searched there. */
const visible = (ctx: Ctx) =>
  ctx.db
    .selectFrom('patients')
    .innerJoin('users as u', 'u.id', 'patients.user_id')
    .where(policyFilter(patientsPolicy, ctx.actor))
    .where('u.deleted_at', 'is', null);

/** A patient's partner, for the projection only. */
const projected = <Q extends ReturnType<typeof visible>>(patients: Q) =>
  patients.leftJoin('partners as pa', 'pa.id', 'patients.partner_id');

/** The one projection of a patient: every view of a patient (staff, the patient, a pharmacy) is cut from it. */
const columns = [
  'patients.id',
  'patients.user_id',
  'u.first_name',
  'u.last_name',
  'u.email',
  'u.phone_number',
  // A `date` column would arrive as a Date at local midnight; the contract wants the calendar day as written.
  sql<string | null>`to_char(patients.date_of_birth, 'YYYY-MM-DD')`.as('date_of_birth'),
  'patients.gender',
  'patients.address1',
  'patients.address2',
  'patients.city',
  'patients.state',
  'patients.zipcode',
  'patients.country',
  'patients.status',
  'patients.partner_id',
  'patients.doctor_id',
  'pa.business_name as partner_name',
  'patients.created_at',
] as const;

export type PatientRow = NonNullable<Awaited<ReturnType<typeof findPatient>>>;

const SORT = { name: ['u.last_name', 'u.first_name'], createdAt: 'patients.created_at' } as const;

/**
 * A list's query: a doctor's, a partner's with a status filter, or an administrator's over every patient (`who`):
 * those who came through a partner (PARTNER, or one partner: `partnerId`) or directly (DIRECT). `forDoctor` (an
 * administrator's view of one doctor's patients) narrows the caller's rows to that doctor's reach, read as the
 * doctor's own list reads it.
 */
export type PatientListQuery = DoctorPatientListQuery & {
  status?: string;
  who?: 'ALL' | 'PARTNER' | 'DIRECT';
  partnerId?: string;
  forDoctor?: DoctorReach;
};

/** Past this many patients a doctor's or a partner's list reports the cap with `totalIsEstimate`: counting tens of thousands costs more than the page. */
export const PATIENT_COUNT_CAP = LIST_COUNT_CAP;

/** A page of patients and, on the keyset path (an unsearched list), where the next page starts. */
export type PatientPage = ListPage<PatientRow> & { nextCursor?: string };

/** Whether a list takes the keyset path (`after`, `nextCursor`): any unsearched list (a search is ordered by the accounts' names). */
export const pagesByCursor = (query: PatientListQuery) => !query.search;

/** How a list is paged and counted: `countCap` counts up to a cap (exact without; a doctor's list is always exact), `after` a cursor. */
export type PatientListOptions = { countCap?: number; after?: KeyCursor };

/**
 * One page of the patients the caller sees, searched by name, e-mail or phone, sorted and counted in SQL. An
 * unsearched list pages by cursor (`after`) as well as by number.
 */
export async function listPatients(ctx: Ctx, query: PatientListQuery, options: PatientListOptions = {}): Promise<PatientPage> {
  const reach = query.forDoctor ?? doctorReachOf(ctx.actor);
  const page =
    reach && !query.search && !query.status
      ? await doctorsPatients(ctx, query, reach, options.after)
      : !query.search
        ? await everyPatient(ctx, query, options)
        : await searchedPatients(ctx, query);
  const forDoctor = query.forDoctor ? { forDoctor: query.forDoctor.doctorId } : {};
  await noteListRead(
    ctx,
    'patient',
    { page: query.page, count: page.rows.length },
    { details: { searched: Boolean(query.search), ...forDoctor } },
  );
  return page;
}

/** Any caller's list, searched (the trigram expressions of migration 0004 find few users first). */
function searchedPatients(ctx: Ctx, query: PatientListQuery) {
  let filtered = visible(ctx);
  const scope = query.forDoctor;
  if (scope) {
    filtered = filtered.where((eb) =>
      eb.or([
        ...(scope.doctorId ? [eb('patients.doctor_id', '=', scope.doctorId)] : []),
        ...(scope.partnerIds.length ? [eb('patients.partner_id', '=', eb.fn.any(eb.val(scope.partnerIds)))] : []),
      ]),
    );
  }
  if (query.status) filtered = filtered.where('patients.status', '=', query.status);
  if (query.who === 'PARTNER') filtered = filtered.where('patients.partner_id', 'is not', null);
  if (query.who === 'DIRECT') filtered = filtered.where('patients.partner_id', 'is', null);
  if (query.partnerId) filtered = filtered.where('patients.partner_id', '=', query.partnerId);
  if (query.search) {
    const pattern = containsPattern(query.search);
    const digits = query.search.replace(/\D/g, '');
    filtered = filtered.where((eb) =>
      eb.or([nameOrEmailLike(eb, pattern), ...(digits.length >= 3 ? [eb('u.phone_number', 'like', `%${digits}%`)] : [])]),
    );
  }
  return listPage(ctx.db, filtered, (q) => projected(q).select(columns), pagingOf(query, SORT, 'patients.id'));
}

/** The caller's live patients on `patients` alone (deletion as copied by migration 0006): what an unsearched list counts. */
const livePatients = (ctx: Ctx) =>
  ctx.db.selectFrom('patients').where(policyFilter(patientsPolicy, ctx.actor)).where('patients.account_deleted_at', 'is', null);

const EVERY_SORT = { name: ['patients.sort_last_name', 'patients.sort_first_name'], createdAt: 'patients.created_at' } as const;

/**
 * A partner's or an administrator's list, unsearched: filtered and sorted on the columns of `patients` alone (the account's names and
 * deletion as copied by migration 0006), so that an index serves any of them: patients_name_idx and
 * patients_created_idx for everyone, patients_partner_name_idx / _created_idx for partners' patients,
 * patients_direct_name_idx / _created_idx for the direct clients (migration 0021). Users only project the page.
 * A page after a cursor (`after`) starts with a row comparison on the same columns, an Index Cond of the same indexes,
 * so that a deep page costs what the first does; the count (up to `countCap` when given) never reads the cursor.
 */
async function everyPatient(ctx: Ctx, query: PatientListQuery, options: PatientListOptions): Promise<PatientPage> {
  let filtered = livePatients(ctx);
  if (query.status) filtered = filtered.where('patients.status', '=', query.status);
  if (query.who === 'PARTNER') filtered = filtered.where('patients.partner_id', 'is not', null);
  if (query.who === 'DIRECT') filtered = filtered.where('patients.partner_id', 'is', null);
  if (query.partnerId) filtered = filtered.where('patients.partner_id', '=', query.partnerId);
  // One partner's patients: planned for the partner on each call, since partners' sizes differ a hundredfold (as
  // their orders: staff-orders.repository.ts).
  if (query.partnerId || partnerReachOf(ctx.actor)) filtered = filtered.modifyEnd(customPlan);
  const { field, dir } = sortFieldOf(query);
  const { after } = options;
  const page = await listPage(
    ctx.db,
    filtered,
    (q) =>
      projected(q.innerJoin('users as u', 'u.id', 'patients.user_id'))
        .$if(Boolean(after), (p) => p.where(afterPosition(after!, field, dir)))
        .select(columns)
        .select(cursorColumns),
    {
      ...pagingOf(after ? { ...query, page: 1 } : query, EVERY_SORT, 'patients.id'),
      countCap: options.countCap,
      // An administrator's list, unfiltered: the capped count walks the list's own index (patients_name_idx / _created_idx).
      countInOrder: policySeesAll(patientsPolicy, ctx.actor) && !query.status && (query.who ?? 'ALL') === 'ALL' && !query.partnerId,
    },
  );
  return { ...page, ...withNextCursor(page.rows, field, query.limit) };
}

/**
 * A doctor's patients, unsearched, read in index order at any volume: the DOCTOR row of patients.policy.ts as index
 * branches (one ORDER BY ... LIMIT over an OR cannot be read from an index), as the doctor's orders are
 * (staff-orders.repository.ts), but as two disjoint sorted inputs that the planner merges (Merge Append):
 *
 *   (SELECT <sort>, id FROM patients WHERE doctor_id = $1 AND account_deleted_at IS NULL [AND (<sort>, id) > cursor]
 *    ORDER BY <sort>, id LIMIT n)                             -- patients_doctor_name_idx (by date: _created_idx)
 *   UNION ALL
 *   (SELECT x.* FROM unnest($2::uuid[]) pid CROSS JOIN LATERAL
 *     (SELECT ... WHERE partner_id = pid.id AND ... AND (doctor_id = $1) IS NOT TRUE ... LIMIT n) x
 *    ORDER BY <sort>, id)                                     -- patients_partner_name_idx, once per partner
 *   ORDER BY <sort>, id LIMIT limit OFFSET offset
 *
 * A partner's patient is taken from the partner branch only when it is not also the doctor's own (most are: the
 * partner's doctor), so the branches never overlap: no de-duplication, and the partner branch stays small. Each branch
 * stops after n = offset + limit rows; a page after a cursor (`after`: the last row's sort values and id) has no
 * offset, so any page costs what the first does, and a page by number past the middle is read from the end (the
 * last page reads what the first does). Only the page's ids are joined to users and partners. The total is exact,
 * from the counts the database keeps per doctor and partner (`patientsInReach`): a doctor with tens of
 * thousands of patients is not counted on every page.
 * `account_deleted_at IS NULL` is the copy of `u.deleted_at IS NULL` (migration 0006): the same patients as `visible`.
 */
async function doctorsPatients(
  ctx: Ctx,
  query: DoctorPatientListQuery,
  scope: DoctorReach,
  cursor: KeyCursor | undefined,
): Promise<PatientPage> {
  if (!scope.doctorId && scope.partnerIds.length === 0) return { rows: [], total: 0, totalIsEstimate: false };
  const { field, dir } = sortFieldOf(query);
  const counted = patientsInReach(scope);
  // A page by number after the first is read from the nearer end (`fromNearerEnd`), which needs the total first
  // (cheap: kept counts); the first page, and a page after a cursor, from the start.
  let window = { offset: 0, size: query.limit, reversed: false };
  let known: number | undefined;
  if (!cursor && query.page > 1) {
    known = Number((await counted.execute(ctx.db)).rows[0]?.total ?? 0);
    window = fromNearerEnd(known, query.page, query.limit);
    if (window.size === 0) return { rows: [], total: known, totalIsEstimate: false };
  }
  const { offset, size, reversed } = window;
  const direction = sql.raw(reversed ? (dir === 'desc' ? 'asc' : 'desc') : dir);
  const sortColumns = [...BRANCH_SORT[field], 'id'];
  const ordered = sql`order by ${sql.join(sortColumns.map((c) => sql`${sql.ref(c)} ${direction}`))}`;
  const picked = sql.join(sortColumns.map((c) => sql.ref(c)));
  const reach = offset + size;
  const live = sql`account_deleted_at is null`;
  const partners = sql`${scope.partnerIds}::uuid[]`;
  const doctor = sql`${scope.doctorId}::uuid`;
  const after = cursor ? sql` and ${afterPosition(cursor, field, dir)}` : sql``;

  // A page from either end (the first, the last, any by cursor) has its limits written into the statement, as
  // `listPage`'s are, so that its generic plan is its own and it is not planned again on each call; a page in the
  // middle by number keeps them as parameters (one statement text for all of them).
  const limit = (n: number) => (offset === 0 ? rowCount(n) : sql`${n}`);
  const skip = offset === 0 ? sql`` : sql` offset ${offset}`;
  const notOwn = sql`(doctor_id = ${doctor}) is not true`;
  const own = sql`(select ${picked} from patients where doctor_id = ${doctor} and ${live}${after} ${ordered} limit ${limit(reach)})`;
  const viaPartners = sql`(select x.* from unnest(${partners}) as pid(id) cross join lateral
      (select ${picked} from patients where partner_id = pid.id and ${live} and ${notOwn}${after} ${ordered} limit ${limit(reach)}) x ${ordered})`;
  const pageIds = sql`(select id from (${own} union all ${viaPartners}) b ${ordered} limit ${limit(size)}${skip})`;

  let rowsQuery = projected(ctx.db.selectFrom('patients').innerJoin('users as u', 'u.id', 'patients.user_id'))
    .where(sql<boolean>`patients.id in ${pageIds}`)
    .select(columns)
    .select(cursorColumns);
  for (const column of sortColumns) rowsQuery = rowsQuery.orderBy(sql.ref(`patients.${column}`), dir);
  const { rows: found, total } =
    known === undefined
      ? await withTotal<PatientRow & CursorValues>(ctx.db, counted, (count) => rowsQuery.select(count).execute())
      : { rows: (await rowsQuery.execute()) as (PatientRow & CursorValues)[], total: known };
  return { ...withNextCursor(found, field, query.limit), total, totalIsEstimate: false };
}

/**
 * A patient the caller sees, by id (or, `byUser`, by the id of their account). The lookup is audited: a READ, or
 * `deniedAs` when the policy filters the patient out.
 */
export async function findPatient(ctx: Ctx, id: string, options: { byUser?: boolean; deniedAs?: DeniedAs; readAs?: DeniedAs } = {}) {
  const row = await projected(visible(ctx))
    .select(columns)
    .where((eb) => (options.byUser ? eb.or([eb('patients.id', '=', id), eb('patients.user_id', '=', id)]) : eb('patients.id', '=', id)))
    .executeTakeFirst();
  const read = { action: 'READ', resourceType: 'patient', resourceId: id, patientId: row?.id ?? null, ...options.readAs };
  await noteLookup(ctx, read, Boolean(row), options.deniedAs);
  return row;
}

/**
 * The ids of patients whose name or e-mail matches: found first, so that a list searched by name reads few rows. Only
 * a subquery narrowing another resource's list, which applies its own policy (an order stays its doctor's after its
 * patient moves on), so the patients policy is not repeated here; the ids are never shown.
 */
export const patientsMatching = (ctx: Ctx, search: string) =>
  ctx.db
    .selectFrom('patients')
    .innerJoin('users as u', 'u.id', 'patients.user_id')
    .select('patients.id')
    .where((eb) => nameOrEmailLike(eb, containsPattern(search)));

/** A new patient record, in the caller's transaction (a checkout, a sign-up, a doctor's order, which audit it). */
export const insertPatient = (ctx: Ctx, values: Insertable<PatientsTable>) =>
  ctx.db.insertInto('patients').values(values).returning('id').executeTakeFirstOrThrow();

/** The caller's patients counted by status, and those registered this month: one row of FILTERed counts. */
export const patientFigures = (ctx: Ctx) =>
  visible(ctx)
    .select([
      sql<number>`count(*)::int`.as('total'),
      sql<number>`(count(*) filter (where patients.status = 'ACTIVE'))::int`.as('active'),
      sql<number>`(count(*) filter (where patients.status = 'PAUSED'))::int`.as('paused'),
      sql<number>`(count(*) filter (where patients.status = 'INACTIVE'))::int`.as('inactive'),
      sql<number>`(count(*) filter (where patients.created_at >= date_trunc('month', now())))::int`.as('this_month'),
    ])
    .executeTakeFirstOrThrow();

/** How many of the caller's patients registered in each day, week or month (UTC) of the range: one GROUP BY. */
export function registeredPerPeriod(ctx: Ctx, period: 'day' | 'week' | 'month', range: { startDate?: string; endDate?: string }) {
  const bucket = sql<string>`to_char(date_trunc(${period}, patients.created_at at time zone 'UTC'), 'YYYY-MM-DD')`;
  let query = visible(ctx);
  if (range.startDate) query = query.where('patients.created_at', '>=', sql<Date>`${range.startDate}::date::timestamp at time zone 'UTC'`);
  if (range.endDate) query = query.where('patients.created_at', '<', sql<Date>`(${range.endDate}::date + 1)::timestamp at time zone 'UTC'`);
  return query
    .select([bucket.as('period_start'), sql<number>`count(*)::int`.as('count')])
    .groupBy(sql`1`)
    .orderBy(sql`1`)
    .execute();
}

/** Which of `emails` (lowercase) belong to patients the caller sees: an import flags them, it never merges them. */
export async function knownPatientEmails(ctx: Ctx, emails: readonly string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const rows = await visible(ctx)
    .select(sql<string>`lower(u.email)`.as('email'))
    .where(sql<string>`lower(u.email)`, 'in', emails)
    .execute();
  return new Set(rows.map((r) => r.email));
}

/**
 * One page of a partner's patients for an administrator (the patients policy still applies): those without a doctor of
 * their own (`doctor_id IS NULL`: only the partner's assigned doctor, if any, reaches them), or all of them. Read
 * from the partner's index (patients_partner_created_idx); searched by name or e-mail.
 */
export async function listPatientsOfPartner(ctx: Ctx, partnerId: string, query: DoctorPatientListQuery & { show: 'unassigned' | 'all' }) {
  const withDoctor = (q: ReturnType<typeof visible>) =>
    projected(q)
      .leftJoin('doctors as d', 'd.id', 'patients.doctor_id')
      .leftJoin('users as du', 'du.id', 'd.user_id')
      .select(columns)
      .select(['du.first_name as doctor_first_name', 'du.last_name as doctor_last_name']);
  const ofPartner = <Q extends ReturnType<typeof livePatients>>(q: Q) =>
    q.where('patients.partner_id', '=', partnerId).$if(query.show === 'unassigned', (p) => p.where('patients.doctor_id', 'is', null)) as Q;
  // Unsearched, the count reads `patients` alone (the partner's index); users join the page only, as everyPatient's.
  const page = query.search
    ? await listPage(
        ctx.db,
        ofPartner(visible(ctx)).where((eb) => nameOrEmailLike(eb, containsPattern(query.search!))),
        withDoctor,
        pagingOf(query, SORT, 'patients.id'),
      )
    : await listPage(
        ctx.db,
        ofPartner(livePatients(ctx)),
        (q) => withDoctor(q.innerJoin('users as u', 'u.id', 'patients.user_id')),
        pagingOf(query, EVERY_SORT, 'patients.id'),
      );
  const details = { partnerId, show: query.show };
  await noteListRead(ctx, 'patient', { page: query.page, count: page.rows.length }, { details });
  return page;
}

/** The patients the caller sees among `ids`, locked for a change (their partner and doctor), in id order. */
export const lockPatients = (ctx: Ctx, ids: readonly string[]) =>
  visible(ctx)
    .select(['patients.id', 'patients.partner_id', 'patients.doctor_id'])
    .where('patients.id', 'in', ids)
    .orderBy('patients.id')
    .forUpdate('patients')
    .execute();

/**
 * Whether the patients policy lets `actor` see this patient: a permission check for another module (chat asks whether
 * a clinician may talk with a patient), on the policy's own rows. Reads nothing of the patient, so it is not audited.
 */
export const actorSeesPatient = async (ctx: Ctx, actor: Actor, patientId: string): Promise<boolean> =>
  Boolean(
    await ctx.db
      .selectFrom('patients')
      .select('patients.id')
      .where('patients.id', '=', patientId)
      .where(policyFilter(patientsPolicy, actor))
      .executeTakeFirst(),
  );
