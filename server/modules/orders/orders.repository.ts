// Read-only joins: a module writes only its own tables, but a repository may JOIN another module's table, read-only,
// for a projection or an access rule. Here: patients (the order's patient, and the policy), users (names: accounts),
// product_variations and products (catalog), intakes (the answers behind an order), prescriptions and doctors
// (the doctor who handed an order back, and their name in users), partners (an order's partner, for an administrator).
import { sql } from 'kysely';
import type { OrderListQuery } from '#contracts/orders';
import { OPEN_ORDER_STATUSES } from '#contracts/order-review';
import { policyFilter } from '#server/platform/access/policy';
import { noteListRead, noteLookup, type Ctx, type DeniedAs } from '#server/platform/context';
import { containsPattern, listPage, pagingOf } from '#server/platform/db/list';
import { ordersPolicy } from './orders.policy';

/** The orders the caller sees (the policy reads the order's own patient_id, doctor_id, partner_id), with their patient. */
const visible = (ctx: Ctx) =>
  ctx.db.selectFrom('orders as o').innerJoin('patients', 'patients.id', 'o.patient_id').where(policyFilter(ordersPolicy, ctx.actor));

/** What an order shows besides its own columns: the patient's name (accounts), the product and its dose (catalog). */
const named = (orders: ReturnType<typeof visible>) =>
  orders
    .innerJoin('users as u', 'u.id', 'patients.user_id')
    .innerJoin('product_variations as v', 'v.key', 'o.product_variation_key')
    .innerJoin('products as p', 'p.id', 'v.product_id');

export const scoped = (ctx: Ctx) => named(visible(ctx));

/** The orders the caller sees, unjoined: for a list whose filters and count read the order's own columns only. */
export const ordersOnly = (ctx: Ctx) => ctx.db.selectFrom('orders as o').where(policyFilter(ordersPolicy, ctx.actor));

/** An unjoined list's rows with what `scoped` adds: the patient, their name, the product. */
export const projected = (orders: ReturnType<typeof ordersOnly>) => named(orders.innerJoin('patients', 'patients.id', 'o.patient_id'));

/** An order as patients and staff both see it in lists. */
const summaryColumns = [
  'o.id',
  'o.number',
  'o.kind',
  'o.status',
  'o.approval_status',
  'o.payment_status',
  'o.billed_to',
  'o.product_variation_key',
  'p.name as product_name',
  'v.dose',
  'o.plan_months',
  'o.amount_cents',
  'o.tracking_number',
  'o.created_at',
  'o.updated_at',
] as const;

/** The prescription the doctor confirms on the Rx step, with their note. */
const rxColumns = ['o.rx_dose', 'o.rx_directions', 'o.rx_quantity', 'o.rx_refills', 'o.rx_days_supply', 'o.doctor_note'] as const;

/** Staff also see whose order it is and what screening flagged. */
export const staffColumns = [
  ...summaryColumns,
  'o.screening_flags',
  'o.patient_id',
  'patients.state as patient_state',
  'u.first_name',
  'u.last_name',
  'o.handed_back_at',
  'o.partner_note',
] as const;

export const ORDER_SORT = { createdAt: 'o.created_at', number: 'o.number', status: 'o.status' } as const;

/** One page of a patient's own orders, searched by number, product or dose (orders_patient_idx). */
export async function listPatientOrders(ctx: Ctx, patientId: string, query: OrderListQuery) {
  let filtered = scoped(ctx).where('o.patient_id', '=', patientId);
  if (query.search) {
    const pattern = containsPattern(query.search);
    filtered = filtered.where((eb) =>
      eb.or([eb(sql<string>`o.number::text`, 'like', pattern), eb('p.name', 'ilike', pattern), eb('v.dose', 'ilike', pattern)]),
    );
  }
  const page = await listPage(ctx.db, filtered, (q) => q.select(summaryColumns), pagingOf(query, ORDER_SORT, 'o.id'));
  await noteListRead(ctx, 'order', { page: query.page, count: page.rows.length }, { patientId });
  return page;
}

const orderRead = (id: string, patientId: string | null | undefined) => ({
  action: 'READ',
  resourceType: 'order',
  resourceId: id,
  patientId: patientId ?? null,
});

/** One order the caller sees, by id (`query` without its WHERE on the id), with the lookup audited: a READ, or `deniedAs`. */
async function lookup<O extends { patient_id: string | null }>(
  ctx: Ctx,
  id: string,
  query: { where: (column: 'o.id', op: '=', value: string) => { executeTakeFirst: () => Promise<O | undefined> } },
  deniedAs?: DeniedAs,
) {
  const row = await query.where('o.id', '=', id).executeTakeFirst();
  await noteLookup(ctx, orderRead(id, row?.patient_id), Boolean(row), deniedAs);
  return row;
}

/**
 * An order with everything a doctor reviews: the patient's date of birth and gender, the intake behind it (height and
 * weight in its profile), the rx details, the prescription, and who handed it back for reassignment.
 */
const staffDetail = (ctx: Ctx) =>
  scoped(ctx)
    .leftJoin('intakes as i', 'i.id', 'o.intake_id')
    .leftJoin('prescriptions as rx', 'rx.order_id', 'o.id')
    .leftJoin('doctors as hd', 'hd.id', 'o.handed_back_by')
    .leftJoin('users as hdu', 'hdu.id', 'hd.user_id')
    .select([
      // A `date` column would arrive as a Date at local midnight; the contract wants the calendar day as written.
      sql<string | null>`to_char(patients.date_of_birth, 'YYYY-MM-DD')`.as('date_of_birth'),
      'patients.gender',
      'i.profile',
      'o.hand_back_reason',
      'hdu.first_name as handed_back_by_first_name',
      'hdu.last_name as handed_back_by_last_name',
      ...staffColumns,
      'o.intake_id',
      'i.bmi',
      'i.answers',
      'i.questionnaire_id',
      'o.doctor_approve_questions_status',
      'o.doctor_denial_reason',
      'o.doctor_override_reason',
      'o.created_by_doctor',
      ...rxColumns,
      'o.partner_id',
      'v.product_id',
      'p.medication',
      'patients.user_id as patient_user_id',
      'rx.id as prescription_id',
      'rx.status as prescription_status',
    ]);

/** The staff's order by id, its lookup audited (a READ, or `deniedAs`). */
export const findStaffOrder = (ctx: Ctx, id: string, deniedAs?: DeniedAs) => lookup(ctx, id, staffDetail(ctx), deniedAs);
export type StaffOrderDetailRow = NonNullable<Awaited<ReturnType<typeof findStaffOrder>>>;

/** `scoped` with the order's doctor (d) and their name (du). */
const withDoctor = (ctx: Ctx) => scoped(ctx).leftJoin('doctors as d', 'd.id', 'o.doctor_id').leftJoin('users as du', 'du.id', 'd.user_id');

/** An order as its patient sees it: with the doctor who looks after it. */
export async function findPatientOrder(ctx: Ctx, id: string) {
  return lookup(
    ctx,
    id,
    withDoctor(ctx).select([
      ...summaryColumns,
      'o.patient_id',
      'o.doctor_denial_reason',
      'du.first_name as doctor_first_name',
      'du.last_name as doctor_last_name',
    ]),
    undefined,
  );
}

/**
 * An order as its partner sees it: the patient's contact details, the doctor and the renewal (migration 0015); an
 * administrator's detail is the same row, with the partner, the doctor's id and what needs an administrator.
 */
const partnerDetail = (ctx: Ctx) =>
  withDoctor(ctx)
    .leftJoin('partners as pa', 'pa.id', 'o.partner_id')
    .select([
      ...staffColumns,
      'o.partner_id',
      'pa.business_name as partner_name',
      'o.doctor_id',
      'o.attention',
      'o.created_by_doctor',
      'o.billed_to',
      'o.plan_months',
      'o.product_variation_key',
      'v.product_id',
      'p.medication',
      'patients.user_id as patient_user_id',
      'u.email',
      'u.phone_number',
      'o.doctor_approve_questions_status',
      'du.first_name as doctor_first_name',
      'du.last_name as doctor_last_name',
      sql<string | null>`to_char(o.start_date, 'YYYY-MM-DD')`.as('start_date'),
      sql<string | null>`to_char(o.renews_on, 'YYYY-MM-DD')`.as('renews_on'),
      'o.renewal_status',
    ]);

/** The partner's (and the administrator's) order by id, its lookup audited (a READ, or `deniedAs`). */
export const findPartnerOrder = (ctx: Ctx, id: string, deniedAs?: DeniedAs) => lookup(ctx, id, partnerDetail(ctx), deniedAs);
export type PartnerOrderRow = NonNullable<Awaited<ReturnType<typeof findPartnerOrder>>>;

/** The lookup of an order's intake answers, audited as a READ (or `deniedAs`) of the order's questions. */
const noteQuestionsLookup = (ctx: Ctx, id: string, patientId: string | null | undefined, found: boolean, deniedAs?: DeniedAs) =>
  noteLookup(ctx, { ...orderRead(id, patientId), resourceType: 'order_questions' }, found, deniedAs);

/** The intake answers behind an order the caller sees. */
export async function findOrderIntake(ctx: Ctx, id: string, deniedAs?: DeniedAs) {
  const row = await visible(ctx)
    .leftJoin('intakes as i', 'i.id', 'o.intake_id')
    .select(['o.id', 'o.patient_id', 'o.intake_id', 'i.answers', 'i.questionnaire_id'])
    .where('o.id', '=', id)
    .executeTakeFirst();
  await noteQuestionsLookup(ctx, id, row?.patient_id, Boolean(row?.intake_id), deniedAs);
  return row?.intake_id ? row : undefined;
}

/**
 * What the Patient Intake Form prints of an order the caller sees (a partner's, an administrator's): the order, its
 * patient, the screening flags and the intake's answers; read audited as a READ of the order's questions.
 */
export async function findOrderIntakeForm(ctx: Ctx, id: string, deniedAs?: DeniedAs) {
  const row = await scoped(ctx)
    .leftJoin('intakes as i', 'i.id', 'o.intake_id')
    .select([...staffColumns, 'i.bmi', 'i.answers', 'i.questionnaire_id'])
    .where('o.id', '=', id)
    .executeTakeFirst();
  await noteQuestionsLookup(ctx, id, row?.patient_id, Boolean(row), deniedAs);
  return row;
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

/** The numbers of a patient's open orders (under review, or approved and not sent) of one product, oldest first. */
export const openOrdersOfProduct = (ctx: Ctx, patientId: string, productId: string) =>
  scoped(ctx)
    .select('o.number')
    .where('o.patient_id', '=', patientId)
    .where('v.product_id', '=', productId)
    .where('o.status', 'in', [...OPEN_ORDER_STATUSES])
    .orderBy('o.number')
    .execute();

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

/** Medications the patient is on: orders a doctor approved and that have not been canceled. */
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
  return lookup(
    ctx,
    id,
    scoped(ctx).select([
      'o.id',
      'o.number',
      'o.kind',
      'o.status',
      'o.payment_status',
      'o.billed_to',
      'o.doctor_approve_questions_status',
      'o.created_by_doctor',
      'o.product_variation_key',
      ...rxColumns,
      'p.medication',
      'v.dose',
      'o.patient_id',
      'patients.user_id as patient_user_id',
    ]),
    deniedAs,
  );
}

/** An order the caller sees, with what paying it needs. */
export async function findPayableOrder(ctx: Ctx, id: string, deniedAs?: DeniedAs) {
  return lookup(
    ctx,
    id,
    visible(ctx).select(['o.id', 'o.number', 'o.amount_cents', 'o.payment_status', 'o.billed_to', 'o.patient_id']),
    deniedAs,
  );
}

/** Whose order it is and its number, for the refund it is owed (audited with the refund). */
export const orderForRefund = (ctx: Ctx, id: string) =>
  visible(ctx).select(['o.id', 'o.number', 'o.patient_id']).where('o.id', '=', id).executeTakeFirstOrThrow();

/** The same, or undefined when the caller does not see it (an administrator's refund of an order). */
export const findOrderForRefund = (ctx: Ctx, id: string) =>
  visible(ctx).select(['o.id', 'o.number', 'o.patient_id']).where('o.id', '=', id).executeTakeFirst();

/** The newest order made from an intake (checkouts and renewals make one each), of those the caller sees. */
export const orderOfIntake = (ctx: Ctx, intakeId: string) =>
  visible(ctx)
    .select(['o.id', 'o.number', 'o.amount_cents', 'o.status', 'o.billed_to', 'o.patient_id'])
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

/** The patient's newest renewal order not yet at a pharmacy (under review or approved), of those the caller sees. */
export const openRenewalOfPatient = (ctx: Ctx, patientId: string) =>
  visible(ctx)
    .select(['o.id', 'o.number'])
    .where('o.patient_id', '=', patientId)
    .where('o.kind', '=', 'RENEWAL')
    .where('o.status', 'in', ['PENDING_REVIEW', 'APPROVED'])
    .orderBy('o.created_at', 'desc')
    .executeTakeFirst();

/**
 * A patient's orders as events of their history (patients/patient-history.repository.ts unions them with the other
 * modules' events): when each was placed, with its product and status (orders_patient_idx).
 */
export const orderEvents = (ctx: Ctx, patientId: string) =>
  scoped(ctx)
    .select([
      sql<string>`'ORDER'`.as('kind'),
      sql<string>`o.id::text`.as('id'),
      'o.created_at as at',
      sql<string>`'Order #' || o.number || ' placed'`.as('title'),
      sql<string | null>`p.name || ' ' || v.dose || ' (' || lower(replace(o.status, '_', ' ')) || ')'`.as('detail'),
      sql<string | null>`o.id`.as('order_id'),
    ])
    .where('o.patient_id', '=', patientId);
