// Read-only joins: patients (the policy), users (names: accounts), product_variations and products (catalog), as in orders.repository.ts.
import { sql, type RawBuilder } from 'kysely';
import type { DoctorOrderListQuery } from '#contracts/order-review';
import { doctorReachOf, partnerReachOf, type DoctorReach } from '#server/platform/access/doctor-reach';
import { policyFilter } from '#server/platform/access/policy';
import { noteListRead, type Ctx } from '#server/platform/context';
import { cursorAt, encodeCursor, listPage, pagingOf, withTotal, type Cursor, type ListPage } from '#server/platform/db/list';
import { customPlan, idsUnseen } from '#server/platform/db/preparing-client';
import type { PatientIds } from '#server/modules/patients/patients.service';
import { patientsPolicy } from '#server/modules/patients/patients.policy';
import { variationKeysNamed } from '#server/modules/catalog/catalog.service';
import { ORDER_SORT as SORT, ordersOnly, projected, staffColumns } from './orders.repository';
import { ordersInReach } from './order-counts.repository';
/** What a staff list returns: a page, its total and, on the keyset path, where the next page starts. */
export type StaffOrderPage = ListPage<StaffOrderRow> & { nextCursor?: string };

/**
 * One page of the orders the caller sees (staff), filtered, searched, sorted and counted (up to `countCap`) in SQL.
 * A doctor's list by date (the queue, and every list the app opens) takes the index path below; other callers and
 * sorts the general one, with the patients a name or e-mail search matches from the patients module.
 */
export async function listStaffOrders(
  ctx: Ctx,
  query: StaffOrderQuery,
  options: { patientsNamed?: PatientIds; countCap?: number; after?: Cursor },
): Promise<StaffOrderPage> {
  const reach = doctorReachOf(ctx.actor);
  const byDate = query.sort === 'createdAt:asc' || query.sort === 'createdAt:desc';
  const page =
    reach && byDate && options.countCap !== undefined
      ? await doctorsOrdersByDate(ctx, query, reach, { ...options, countCap: options.countCap })
      : await staffOrdersAnyOrder(ctx, query, options);
  await noteListRead(ctx, 'order', { page: query.page, count: page.rows.length }, { details: { status: query.status ?? null } });
  return page;
}

/** A staff list's filters: a doctor's (status), a partner's (status, their own approval), an administrator's. */
type StaffOrderQuery = DoctorOrderListQuery | (Omit<DoctorOrderListQuery, 'after'> & { approvalStatus?: string }) | AdminOrderFilters;

/**
 * An administrator's filters over every order: partner, doctor, patient, and the days of creation (UTC, both
 * included). Each is an index's leading column: orders_partner_[status_]created_idx, orders_doctor_[status_]created_idx,
 * orders_patient_idx, orders_created_idx (migration 0021) for the dates alone.
 */
export type AdminOrderFilters = Omit<DoctorOrderListQuery, 'after'> & {
  everyOrder: true;
  partnerId?: string;
  doctorId?: string;
  patientId?: string;
  from?: string;
  to?: string;
};

/**
 * Any caller's list, in SQL. Unsearched, the WHERE and the count read `orders` alone (every filter is one of its
 * columns) and only the page is joined to its patient, names and product; a search needs the product's name and the
 * patients found by name, so it joins them first.
 */
async function staffOrdersAnyOrder(ctx: Ctx, query: StaffOrderQuery, options: { patientsNamed?: PatientIds; countCap?: number }) {
  const paging = { ...pagingOf(query, SORT, 'o.id'), countCap: options.countCap, totalQuery: partnersKeptTotal(ctx, query) };
  const filtered = filteredOrders(ctx, query);
  if (!query.search) return listPage(ctx.db, filtered, (q) => projected(q).select(staffColumns), paging);
  // Each alternative is a condition on one indexed column of `orders` with its values known when the statement is
  // planned (the matching patients through their trigram indexes, the products' variations by name), so that
  // PostgreSQL can OR index scans (a BitmapOr) instead of reading every order: an OR over joined tables, or over
  // sub-selects, cannot use an index (at 1,000,000 orders that read took 2 to 6 s).
  const term = query.search.trim();
  const [patientIds, variationKeys] = await Promise.all([
    options.patientsNamed
      ? options.patientsNamed
          .limit(SEARCHED_PATIENTS + 1)
          .execute()
          .then((rows) => rows.map((r) => r.id))
      : [],
    variationKeysNamed(ctx, term),
  ]);
  const named = options.patientsNamed;
  const searched = filtered.where((eb) =>
    eb.or([
      // A term of digits is an order number (orders_number_key).
      ...(ORDER_NUMBER.test(term) ? [eb('o.number', '=', Number(term))] : []),
      // A term that names very many patients (a common name) is matched inside the statement instead.
      ...(patientIds.length > SEARCHED_PATIENTS && named ? [eb('o.patient_id', 'in', named)] : []),
      ...(patientIds.length > 0 && patientIds.length <= SEARCHED_PATIENTS ? [eb('o.patient_id', 'in', patientIds)] : []),
      ...(variationKeys.length > 0 ? [eb('o.product_variation_key', 'in', variationKeys)] : []),
    ]),
  );
  return listPage(ctx.db, searched, (q) => projected(q).select(staffColumns), paging);
}

/**
 * A partner's list filtered by status at most: its exact total from the counts the database keeps per doctor and
 * partner (`ordersInReach`), not from Harbor's 150,000 orders. A search or an approval filter counts the rows.
 */
function partnersKeptTotal(ctx: Ctx, query: StaffOrderQuery) {
  const partner = partnerReachOf(ctx.actor);
  if (!partner || query.search || 'everyOrder' in query || ('approvalStatus' in query && query.approvalStatus)) return undefined;
  return ordersInReach(partner, query.status);
}

const ORDER_NUMBER = /^\d{1,9}$/;
/** At most this many patients found by a search are passed to the orders' statement as values. */
const SEARCHED_PATIENTS = 1000;
/**
 * A doctor's search: up to this many patients found (a name or an e-mail: most searches) go into the orders'
 * statement as one array the planner cannot see (`idsUnseen`), so that its text and its estimate are the same for
 * every search: it is prepared and keeps a generic plan (orders_patient_idx, then the doctor's scope) instead of
 * being planned on every call (2.6 ms of planning at 1,000,000 orders, against 0.5 ms to run it). An administrator's
 * search, over every order, keeps its list of values: a generic plan there, unable to tell how many orders the
 * patients have, may walk every order by date instead.
 */
const PREPARED_PATIENTS = 50;

/** The orders the caller sees (the policy), with the list's filters on the order's own columns. */
function filteredOrders(ctx: Ctx, query: StaffOrderQuery) {
  let filtered = ordersOnly(ctx);
  if (query.status) filtered = filtered.where('o.status', '=', query.status);
  if ('approvalStatus' in query && query.approvalStatus) filtered = filtered.where('o.approval_status', '=', query.approvalStatus);
  // The review queues leave out orders handed back for reassignment; an administrator's list shows every order.
  if (query.status === 'PENDING_REVIEW' && !('everyOrder' in query)) filtered = filtered.where('o.handed_back_at', 'is', null);
  if ('doctorId' in query && query.doctorId) filtered = filtered.where('o.doctor_id', '=', query.doctorId);
  if ('partnerId' in query && query.partnerId) filtered = filtered.where('o.partner_id', '=', query.partnerId);
  if ('patientId' in query && query.patientId) filtered = filtered.where('o.patient_id', '=', query.patientId);
  if ('from' in query && query.from)
    filtered = filtered.where('o.created_at', '>=', sql<Date>`${query.from}::date::timestamp at time zone 'UTC'`);
  if ('to' in query && query.to)
    filtered = filtered.where('o.created_at', '<', sql<Date>`(${query.to}::date + 1)::timestamp at time zone 'UTC'`);
  // One partner's or doctor's orders: their number differs a hundredfold between partners (Harbor has 15% of them), so
  // the statement is planned for its own value on each call. A generic plan, made for the average partner, sorted all
  // of Harbor's orders for each page (4.5 ms of database time at 10,000 orders, against 0.5).
  if (partnerReachOf(ctx.actor) || ('partnerId' in query && query.partnerId) || ('doctorId' in query && query.doctorId))
    filtered = filtered.modifyEnd(customPlan);
  return filtered;
}

/**
 * A doctor's orders by date, read in index order at any volume (bench/list-sql.ts has the plans). The doctor sees the
 * orders of their own patients (`doctor_id = $1`) and of their partners' (`partner_id = ANY($2)`): the DOCTOR row of
 * orders.policy.ts, here as index branches, because one ORDER BY ... LIMIT over an OR cannot be read from an index.
 *
 *   (SELECT id, created_at FROM orders WHERE doctor_id = $1 [AND status = $s] [AND (created_at, id) > cursor]
 *    ORDER BY created_at, id LIMIT n)                        -- orders_doctor_[status_]created_idx
 *   UNION
 *   (SELECT ... FROM unnest($2::uuid[]) pid CROSS JOIN LATERAL
 *     (SELECT ... WHERE partner_id = pid.id ... LIMIT n) x)  -- orders_partner_[status_]created_idx, once per partner
 *   ORDER BY created_at, id LIMIT limit OFFSET offset
 *
 * Each branch stops after n = offset + limit rows (a partner's also at the doctor's own n-th row, which no later row
 * can precede); only the page's ids are then joined to patients, users and products.
 * A search instead finds the doctor's patients by name or e-mail first (the trigram expressions of migration 0004),
 * then their orders (orders_patient_idx; a few patients as one array, `PREPARED_PATIENTS`); a term of digits only is
 * an order number. The queue leaves out orders handed back for reassignment (`handedBackLeft`). Unsearched, the total
 * is exact, from the counts the database keeps (`ordersInReach`); a search's is exact up to `countCap`, then the cap
 * with `totalIsEstimate`.
 */
async function doctorsOrdersByDate(
  ctx: Ctx,
  query: DoctorOrderListQuery,
  scope: DoctorReach,
  options: { patientsNamed?: PatientIds; countCap: number; after?: Cursor },
): Promise<StaffOrderPage> {
  const desc = query.sort === 'createdAt:desc';
  const direction = sql.raw(desc ? 'desc' : 'asc');
  const offset = options.after ? 0 : (query.page - 1) * query.limit;
  const reach = offset + query.limit;
  const status = query.status ? sql` and status = ${query.status}${handedBackLeft(query.status)}` : sql``;
  const after = options.after
    ? sql` and (created_at, id) ${sql.raw(desc ? '<' : '>')} (${options.after.at}::timestamptz, ${options.after.id}::uuid)`
    : sql``;
  const ordered = sql`order by created_at ${direction}, id ${direction}`;
  const partners = sql`${scope.partnerIds}::uuid[]`;

  /** The page's ids, in order (a derived table the projection joins), and its total. */
  let pageIds: RawBuilder<{ id: string }>;
  let counted: RawBuilder<{ total: number }>;
  if (query.search) {
    const term = query.search;
    // Orders in the doctor's scope (the policy), then the term: an order number, or the doctor's patients by name or e-mail.
    const inScope = sql`(o.doctor_id = ${scope.doctorId}::uuid or o.partner_id = any(${partners}))`;
    // The patients module finds the names (the trigram expressions of migration 0004); the patients policy keeps
    // them to the doctor's own, so that few patients, then their orders (orders_patient_idx), are read.
    const named = options.patientsNamed?.where(policyFilter(patientsPolicy, ctx.actor));
    // Found first when few (`PREPARED_PATIENTS`); a term naming many patients is matched inside the statement instead.
    const few = named && !ORDER_NUMBER.test(term) ? await named.limit(PREPARED_PATIENTS + 1).execute() : [];
    const matches = ORDER_NUMBER.test(term)
      ? sql`o.number = ${Number(term)}::int`
      : !named || few.length === 0
        ? sql`false`
        : few.length <= PREPARED_PATIENTS
          ? sql`o.patient_id = any(${idsUnseen(few.map((r) => r.id))})`
          : sql`o.patient_id in (${named})`;
    const found = sql`select o.id, o.created_at from orders o where ${inScope} and ${matches}${status}`;
    pageIds = sql`(select id from (${found}${after}) f ${ordered} limit ${query.limit} offset ${offset})`;
    counted = sql`select count(*)::int as total from (${found} limit ${options.countCap + 1}) c`;
  } else {
    if (!scope.doctorId && scope.partnerIds.length === 0) return { rows: [], total: 0, totalIsEstimate: false };
    const own = (extra: RawBuilder<unknown>) =>
      scope.doctorId
        ? sql`select id, created_at from orders where doctor_id = ${scope.doctorId}::uuid${extra}`
        : sql`select id, created_at from orders where false`;
    const viaPartners = (extra: RawBuilder<unknown>) =>
      sql`select x.id, x.created_at from unnest(${partners}) as pid(id) cross join lateral
            (select id, created_at from orders where partner_id = pid.id${extra}) x`;
    // A partner's rows past the doctor's own `reach`-th row cannot make the page: that row (when there is one) bounds
    // each partner's index scan, so that fifty partners read a few rows each rather than `reach` each.
    const [edgeAt, edgeId] = desc
      ? ['-infinity', '00000000-0000-0000-0000-000000000000']
      : ['infinity', 'ffffffff-ffff-ffff-ffff-ffffffffffff'];
    const withinOwn = sql` and (created_at, id) ${sql.raw(desc ? '>=' : '<=')}
      (coalesce((select created_at from own_edge), ${edgeAt}::timestamptz), coalesce((select id from own_edge), ${edgeId}::uuid))`;
    pageIds = sql`(with own as materialized (${own(sql`${status}${after} ${ordered} limit ${reach}`)}),
        own_edge as (select created_at, id from own ${ordered} offset ${reach - 1} limit 1)
      select id from (select id, created_at from own
        union ${viaPartners(sql`${status}${after}${withinOwn} ${ordered} limit ${reach}`)}) b
      ${ordered} limit ${query.limit} offset ${offset})`;
    // The total is exact at any volume: the counts the database keeps per doctor and partner, not the orders.
    counted = ordersInReach(scope, query.status);
  }

  const rowsQuery = ctx.db
    .selectFrom(pageIds.as('page'))
    .innerJoin('orders as o', 'o.id', 'page.id')
    .innerJoin('patients', 'patients.id', 'o.patient_id')
    .innerJoin('users as u', 'u.id', 'patients.user_id')
    .innerJoin('product_variations as v', 'v.key', 'o.product_variation_key')
    .innerJoin('products as p', 'p.id', 'v.product_id')
    .select([...staffColumns, cursorAt('o.created_at').as('cursor_at')])
    .orderBy('o.created_at', desc ? 'desc' : 'asc')
    .orderBy('o.id', desc ? 'desc' : 'asc');
  const { rows: found, total } = await withTotal<PageRow>(ctx.db, counted, (count) => rowsQuery.select(count).execute());
  // Only a search counts its rows, up to the cap.
  const estimated = Boolean(query.search) && total > options.countCap;
  const last = found.length === query.limit ? found[found.length - 1] : undefined;
  return {
    rows: found.map(({ cursor_at: _, ...row }) => row),
    total: estimated ? options.countCap : total,
    totalIsEstimate: estimated,
    ...(last ? { nextCursor: encodeCursor({ at: last.cursor_at, id: last.id }) } : {}),
  };
}

/**
 * The review queue (`status=PENDING_REVIEW`) leaves out the orders handed back for reassignment: they wait for an
 * administrator. The status index still bounds the range; the few handed-back rows are dropped as it is read.
 */
const handedBackLeft = (status: string) => (status === 'PENDING_REVIEW' ? sql` and handed_back_at is null` : sql``);

export type StaffOrderRow = Awaited<ReturnType<typeof staffOrdersAnyOrder>>['rows'][number];
type PageRow = StaffOrderRow & { cursor_at: string };
