// Read-only joins: a module writes only its own tables, but a repository may JOIN another module's table, read-only,
// for a projection or an access rule. Here: patients (the order's patient, and the policy), users (names: accounts),
// product_variations and products (catalog), intakes (the answers behind an order), prescriptions and doctors.
import { sql, type RawBuilder } from 'kysely';
import type { DoctorOrderListQuery } from '../../../contracts/doctor';
import type { OrderListQuery } from '../../../contracts/orders';
import { policyFilter } from '../../platform/access/policy';
import { noteListRead, noteLookup, type Ctx, type DeniedAs } from '../../platform/context';
import { containsPattern, cursorAt, encodeCursor, listPage, pagingOf, type Cursor, type ListPage } from '../../platform/db/list';
import type { PatientIds } from '../patients/patients.service';
import { patientsPolicy } from '../patients/patients.policy';
import { ordersPolicy } from './orders.policy';

/** The orders the caller sees (the policy reads the order's own patient_id, doctor_id, partner_id), with their patient. */
const visible = (ctx: Ctx) =>
  ctx.db.selectFrom('orders as o').innerJoin('patients', 'patients.id', 'o.patient_id').where(policyFilter(ordersPolicy, ctx.actor));

/** What an order shows besides its own columns: the patient's name (accounts), the product and its dose (catalog). */
const projected = (orders: ReturnType<typeof visible>) =>
  orders
    .innerJoin('users as u', 'u.id', 'patients.user_id')
    .innerJoin('product_variations as v', 'v.key', 'o.product_variation_key')
    .innerJoin('products as p', 'p.id', 'v.product_id');

const scoped = (ctx: Ctx) => projected(visible(ctx));

/** An order as patients and staff both see it in lists. */
const summaryColumns = [
  'o.id',
  'o.number',
  'o.kind',
  'o.status',
  'o.approval_status',
  'o.payment_status',
  'o.product_variation_key',
  'p.name as product_name',
  'v.dose',
  'o.plan_months',
  'o.amount_cents',
  'o.tracking_number',
  'o.created_at',
  'o.updated_at',
] as const;

/** Staff also see whose order it is and what screening flagged. */
const staffColumns = [
  ...summaryColumns,
  'o.screening_flags',
  'o.patient_id',
  'patients.state as patient_state',
  'u.first_name',
  'u.last_name',
] as const;

const SORT = { createdAt: 'o.created_at', number: 'o.number', status: 'o.status' } as const;

/** What a staff list returns: a page, its total and, on the keyset path, where the next page starts. */
export type StaffOrderPage = ListPage<StaffOrderRow> & { nextCursor?: string };

/**
 * One page of the orders the caller sees (staff), filtered, searched, sorted and counted (up to `countCap`) in SQL.
 * A doctor's list by date (the queue, and every list the app opens) takes the index path below; other callers and
 * sorts the general one, with the patients a name or e-mail search matches from the patients module.
 */
export async function listStaffOrders(
  ctx: Ctx,
  query: DoctorOrderListQuery,
  options: { patientsNamed?: PatientIds; countCap: number; after?: Cursor },
): Promise<StaffOrderPage> {
  const actor = ctx.actor;
  const byDate = query.sort === 'createdAt:asc' || query.sort === 'createdAt:desc';
  const page =
    actor.kind === 'user' && (actor.role === 'DOCTOR' || actor.role === 'MEDICAL_PROVIDER') && byDate
      ? await doctorsOrdersByDate(ctx, query, { doctorId: actor.doctorId, partnerIds: [...actor.partnerIdsOfDoctor] }, options)
      : await staffOrdersAnyOrder(ctx, query, options);
  await noteListRead(ctx, 'order', { page: query.page, count: page.rows.length }, { details: { status: query.status ?? null } });
  return page;
}

async function staffOrdersAnyOrder(ctx: Ctx, query: DoctorOrderListQuery, options: { patientsNamed?: PatientIds; countCap: number }) {
  let filtered = scoped(ctx);
  if (query.status) filtered = filtered.where('o.status', '=', query.status);
  if (query.search) {
    const pattern = containsPattern(query.search);
    const named = options.patientsNamed;
    filtered = filtered.where((eb) =>
      eb.or([
        eb(sql<string>`o.number::text`, 'like', pattern),
        ...(named ? [eb('o.patient_id', 'in', named)] : []),
        eb('p.name', 'ilike', pattern),
      ]),
    );
  }
  return listPage(ctx.db, filtered, (q) => q.select(staffColumns), { ...pagingOf(query, SORT, 'o.id'), countCap: options.countCap });
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
 * then their orders (orders_patient_idx); a term of digits only is an order number. The total is exact for a status
 * (the queue: the same branches, index-only) and capped at `countCap` otherwise.
 */
async function doctorsOrdersByDate(
  ctx: Ctx,
  query: DoctorOrderListQuery,
  scope: { doctorId: string | null; partnerIds: string[] },
  options: { patientsNamed?: PatientIds; countCap: number; after?: Cursor },
): Promise<StaffOrderPage> {
  const desc = query.sort === 'createdAt:desc';
  const direction = sql.raw(desc ? 'desc' : 'asc');
  const offset = options.after ? 0 : (query.page - 1) * query.limit;
  const reach = offset + query.limit;
  const status = query.status ? sql` and status = ${query.status}` : sql``;
  const after = options.after
    ? sql` and (created_at, id) ${sql.raw(desc ? '<' : '>')} (${options.after.at}::timestamptz, ${options.after.id}::uuid)`
    : sql``;
  const ordered = sql`order by created_at ${direction}, id ${direction}`;
  const partners = sql`${scope.partnerIds}::uuid[]`;

  /** The page's ids, in order (a derived table the projection joins), and its total. */
  let pageIds: RawBuilder<{ id: string }>;
  let counted: RawBuilder<{ total: number }>;
  let capped: boolean;
  if (query.search) {
    const term = query.search;
    // Orders in the doctor's scope (the policy), then the term: an order number, or the doctor's patients by name or e-mail.
    const inScope = sql`(o.doctor_id = ${scope.doctorId}::uuid or o.partner_id = any(${partners}))`;
    // The patients module finds the names (the trigram expressions of migration 0004); the patients policy keeps
    // them to the doctor's own, so that few patients, then their orders (orders_patient_idx), are read.
    const named = options.patientsNamed?.where(policyFilter(patientsPolicy, ctx.actor));
    const matches = /^\d{1,9}$/.test(term) ? sql`o.number = ${Number(term)}::int` : named ? sql`o.patient_id in (${named})` : sql`false`;
    const found = sql`select o.id, o.created_at from orders o where ${inScope} and ${matches}${status}`;
    pageIds = sql`(select id from (${found}${after}) f ${ordered} limit ${query.limit} offset ${offset})`;
    counted = sql`select count(*)::int as total from (${found} limit ${options.countCap + 1}) c`;
    capped = true;
  } else {
    if (!scope.doctorId && scope.partnerIds.length === 0) return { rows: [], total: 0, totalIsEstimate: false };
    const own = (extra: RawBuilder<unknown>) =>
      scope.doctorId
        ? sql`select id, created_at from orders where doctor_id = ${scope.doctorId}::uuid${extra}`
        : sql`select id, created_at from orders where false`;
    const viaPartners = (extra: RawBuilder<unknown>, outerLimit: RawBuilder<unknown> = sql``) =>
      sql`select x.id, x.created_at from unnest(${partners}) as pid(id) cross join lateral
            (select id, created_at from orders where partner_id = pid.id${extra}) x${outerLimit}`;
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
    // The queue's total is exact (its rows are few: index-only scans of the status branches). A list of every status
    // counts up to the cap: each branch stops after cap + 1 rows, so their union passes the cap exactly when the list does.
    counted = query.status
      ? sql`select count(*)::int as total from (${own(status)} union ${viaPartners(status)}) c`
      : sql`select count(*)::int as total from ((${own(sql` limit ${options.countCap + 1}`)})
          union (${viaPartners(sql``, sql` limit ${options.countCap + 1}`)})) c`;
    capped = !query.status;
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
  const [found, count] = await Promise.all([rowsQuery.execute(), counted.execute(ctx.db)]);
  const total = Number(count.rows[0]?.total ?? 0);
  const estimated = capped && total > options.countCap;
  const last = found.length === query.limit ? found[found.length - 1] : undefined;
  return {
    rows: found.map(({ cursor_at: _, ...row }) => row),
    total: estimated ? options.countCap : total,
    totalIsEstimate: estimated,
    ...(last ? { nextCursor: encodeCursor({ at: last.cursor_at, id: last.id }) } : {}),
  };
}

export type StaffOrderRow = Awaited<ReturnType<typeof staffOrdersAnyOrder>>['rows'][number];

/** One page of a patient's own orders, searched by number, product or dose (orders_patient_idx). */
export async function listPatientOrders(ctx: Ctx, patientId: string, query: OrderListQuery) {
  let filtered = scoped(ctx).where('o.patient_id', '=', patientId);
  if (query.search) {
    const pattern = containsPattern(query.search);
    filtered = filtered.where((eb) =>
      eb.or([eb(sql<string>`o.number::text`, 'like', pattern), eb('p.name', 'ilike', pattern), eb('v.dose', 'ilike', pattern)]),
    );
  }
  const page = await listPage(ctx.db, filtered, (q) => q.select(summaryColumns), pagingOf(query, SORT, 'o.id'));
  await noteListRead(ctx, 'order', { page: query.page, count: page.rows.length }, { patientId });
  return page;
}

const orderRead = (id: string, patientId: string | null | undefined) => ({
  action: 'READ',
  resourceType: 'order',
  resourceId: id,
  patientId: patientId ?? null,
});

/** An order with everything a doctor reviews: the intake behind it, the rx details, the prescription. */
export async function findStaffOrder(ctx: Ctx, id: string, deniedAs?: DeniedAs) {
  const row = await scoped(ctx)
    .leftJoin('intakes as i', 'i.id', 'o.intake_id')
    .leftJoin('prescriptions as rx', 'rx.order_id', 'o.id')
    .select([
      ...staffColumns,
      'o.intake_id',
      'i.bmi',
      'i.answers',
      'i.questionnaire_id',
      'o.doctor_approve_questions_status',
      'o.doctor_denial_reason',
      'o.doctor_override_reason',
      'o.created_by_doctor',
      'o.rx_directions',
      'o.rx_quantity',
      'o.rx_refills',
      'o.rx_days_supply',
      'o.doctor_note',
      'o.partner_id',
      'v.product_id',
      'p.medication',
      'patients.user_id as patient_user_id',
      'rx.id as prescription_id',
      'rx.status as prescription_status',
    ])
    .where('o.id', '=', id)
    .executeTakeFirst();
  await noteLookup(ctx, orderRead(id, row?.patient_id), Boolean(row), deniedAs);
  return row;
}
export type StaffOrderDetailRow = NonNullable<Awaited<ReturnType<typeof findStaffOrder>>>;

/** An order as its patient sees it: with the doctor who looks after it. */
export async function findPatientOrder(ctx: Ctx, id: string) {
  const row = await scoped(ctx)
    .leftJoin('doctors as d', 'd.id', 'o.doctor_id')
    .leftJoin('users as du', 'du.id', 'd.user_id')
    .select([
      ...summaryColumns,
      'o.patient_id',
      'o.doctor_denial_reason',
      'du.first_name as doctor_first_name',
      'du.last_name as doctor_last_name',
    ])
    .where('o.id', '=', id)
    .executeTakeFirst();
  await noteLookup(ctx, orderRead(id, row?.patient_id), Boolean(row));
  return row;
}

/** The intake answers behind an order the caller sees. */
export async function findOrderIntake(ctx: Ctx, id: string, deniedAs?: DeniedAs) {
  const row = await visible(ctx)
    .leftJoin('intakes as i', 'i.id', 'o.intake_id')
    .select(['o.id', 'o.patient_id', 'o.intake_id', 'i.answers', 'i.questionnaire_id'])
    .where('o.id', '=', id)
    .executeTakeFirst();
  await noteLookup(ctx, { ...orderRead(id, row?.patient_id), resourceType: 'order_questions' }, Boolean(row?.intake_id), deniedAs);
  return row?.intake_id ? row : undefined;
}

/** A patient's orders, newest first (a patient has a handful, so no paging). */
export async function staffOrdersOfPatient(ctx: Ctx, patientId: string) {
  const rows = await scoped(ctx)
    .select(staffColumns)
    .where('o.patient_id', '=', patientId)
    .orderBy('o.created_at', 'desc')
    .orderBy('o.id', 'desc')
    .execute();
  await noteListRead(ctx, 'order', { count: rows.length }, { patientId });
  return rows;
}

/** The patient's newest submitted intake, through the order it created. */
export const latestSubmittedIntake = (ctx: Ctx, patientId: string) =>
  visible(ctx)
    .innerJoin('intakes as i', 'i.id', 'o.intake_id')
    .select(['o.id as order_id', 'i.questionnaire_id', 'i.profile', 'i.answers', 'i.bmi', 'i.screening', 'i.submitted_at'])
    .where('o.patient_id', '=', patientId)
    .where('i.status', '=', 'SUBMITTED')
    .orderBy('i.submitted_at', (ob) => ob.desc().nullsLast())
    .orderBy('o.created_at', 'desc')
    .limit(1)
    .executeTakeFirst();

/** Medications the patient is on: orders a doctor approved and that have not been cancelled. */
export async function currentMedications(ctx: Ctx, patientId: string) {
  const rows = await scoped(ctx)
    .select(['o.id', 'p.name as product_name', 'p.medication', 'v.dose', 'o.status', 'o.created_at'])
    .where('o.patient_id', '=', patientId)
    .where('o.status', 'in', ['APPROVED', 'SENT_TO_PHARMACY', 'SHIPPED', 'DELIVERED'])
    .orderBy('o.created_at', 'desc')
    .execute();
  await noteListRead(ctx, 'medication', { count: rows.length }, { patientId });
  return rows;
}

export const consentsOf = (ctx: Ctx, orderId: string) =>
  ctx.db
    .selectFrom('consents')
    .select(['kind', 'text_version', 'signed_at'])
    .where('order_id', '=', orderId)
    .orderBy('signed_at')
    .execute();

/** A feed owner's patients: a doctor's (directly or through their partners) or a partner's. */
export type FeedOwner = { doctorId: string; partnerIds: readonly string[] } | { partnerId: string };

/** The owner's orders (of those the caller sees) created after `after`, oldest first. */
export async function feedOrders(ctx: Ctx, owner: FeedOwner, after: Date, limit: number, feedId: string) {
  const rows = await scoped(ctx)
    .select([...summaryColumns, 'u.first_name', 'u.last_name'])
    .where((eb) =>
      'doctorId' in owner
        ? eb.or([
            eb('patients.doctor_id', '=', owner.doctorId),
            ...(owner.partnerIds.length ? [eb('patients.partner_id', '=', eb.fn.any(eb.val([...owner.partnerIds])))] : []),
          ])
        : eb('patients.partner_id', '=', owner.partnerId),
    )
    // Times travel as ISO strings with milliseconds; PostgreSQL keeps microseconds. Compared at the API's
    // precision, moving the feed to the last order's createdAt never shows that order again.
    .where(sql<Date>`date_trunc('milliseconds', o.created_at)`, '>', after)
    .orderBy('o.created_at', 'asc')
    .orderBy('o.id')
    .limit(limit)
    .execute();
  await noteListRead(ctx, 'order', { count: rows.length }, { resourceId: feedId, details: { webhookOrder: feedId } });
  return rows;
}

/** An order the caller sees, with what its prescription and the pharmacy need from it. */
export async function findOrderForPrescription(ctx: Ctx, id: string, deniedAs?: DeniedAs) {
  const row = await scoped(ctx)
    .select([
      'o.id',
      'o.number',
      'o.status',
      'o.payment_status',
      'o.doctor_approve_questions_status',
      'o.created_by_doctor',
      'o.product_variation_key',
      'o.rx_directions',
      'o.rx_quantity',
      'o.rx_refills',
      'o.rx_days_supply',
      'o.doctor_note',
      'p.medication',
      'v.dose',
      'o.patient_id',
      'patients.user_id as patient_user_id',
    ])
    .where('o.id', '=', id)
    .executeTakeFirst();
  await noteLookup(ctx, orderRead(id, row?.patient_id), Boolean(row), deniedAs);
  return row;
}

/** An order the caller sees, with what paying it needs. */
export async function findPayableOrder(ctx: Ctx, id: string, deniedAs?: DeniedAs) {
  const row = await visible(ctx)
    .select(['o.id', 'o.number', 'o.amount_cents', 'o.payment_status', 'o.patient_id'])
    .where('o.id', '=', id)
    .executeTakeFirst();
  await noteLookup(ctx, orderRead(id, row?.patient_id), Boolean(row), deniedAs);
  return row;
}

/** The newest order made from an intake (checkouts and renewals make one each), of those the caller sees. */
export const orderOfIntake = (ctx: Ctx, intakeId: string) =>
  visible(ctx)
    .select(['o.id', 'o.number', 'o.amount_cents', 'o.status', 'o.patient_id'])
    .where('o.intake_id', '=', intakeId)
    .orderBy('o.created_at', 'desc')
    .executeTakeFirst();

/** The patient's newest order, of those the caller sees (a renewal continues it). */
export const latestOrderOfPatient = (ctx: Ctx, patientId: string) =>
  visible(ctx)
    .select(['o.id', 'o.patient_id', 'o.partner_id', 'o.product_variation_key'])
    .where('o.patient_id', '=', patientId)
    .orderBy('o.created_at', 'desc')
    .executeTakeFirst();
