import { sql, type Kysely } from 'kysely';
import type { DoctorOrderListQuery } from '../../../contracts/doctor';
import { ownsPatient } from '../../platform/access/patient-scope';
import type { AuthContext } from '../../platform/auth/authenticate';
import type { Database } from '../../platform/db/schema';

type Db = Kysely<Database>;

const scopedOrders = (db: Db, auth: AuthContext) =>
  db
    .selectFrom('orders as o')
    .innerJoin('patients', 'patients.id', 'o.patient_id')
    .innerJoin('users as pu', 'pu.id', 'patients.user_id')
    .innerJoin('product_variations as v', 'v.key', 'o.product_variation_key')
    .innerJoin('products as p', 'p.id', 'v.product_id')
    .where(ownsPatient(auth));

const columns = [
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
  'o.screening_flags',
  'patients.id as patient_id',
  'patients.state as patient_state',
  'pu.first_name',
  'pu.last_name',
] as const;

const SORT = { createdAt: 'o.created_at', number: 'o.number', status: 'o.status' } as const;

/** One page of the doctor's orders, filtered, searched, sorted and counted in SQL. */
export async function listOrders(db: Db, auth: AuthContext, query: DoctorOrderListQuery) {
  let base = scopedOrders(db, auth);
  if (query.status) base = base.where('o.status', '=', query.status);
  if (query.search) {
    const term = `%${query.search.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
    base = base.where((eb) =>
      eb.or([
        eb(sql<string>`o.number::text`, 'like', term),
        eb(sql<string>`pu.first_name || ' ' || pu.last_name`, 'ilike', term),
        eb('p.name', 'ilike', term),
      ]),
    );
  }
  const [field, direction] = query.sort.split(':') as [keyof typeof SORT, 'asc' | 'desc'];
  const [rows, count] = await Promise.all([
    base
      .select(columns)
      .orderBy(SORT[field], direction)
      .orderBy('o.id')
      .limit(query.limit)
      .offset((query.page - 1) * query.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export const findOrder = (db: Db, auth: AuthContext, orderId: string) =>
  scopedOrders(db, auth)
    .leftJoin('intakes as i', 'i.id', 'o.intake_id')
    .leftJoin('prescriptions as rx', 'rx.order_id', 'o.id')
    .select([
      ...columns,
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
      'rx.id as prescription_id',
      'rx.status as prescription_status',
    ])
    .where('o.id', '=', orderId)
    .executeTakeFirst();

/** A patient's orders, newest first (a patient has a handful, so no paging). */
export const ordersOfPatient = (db: Db, auth: AuthContext, patientId: string) =>
  scopedOrders(db, auth).select(columns).where('patients.id', '=', patientId).orderBy('o.created_at', 'desc').orderBy('o.id').execute();

export const doctorOfUser = (db: Db, userId: string) =>
  db.selectFrom('doctors').select(['id', 'license_states']).where('user_id', '=', userId).executeTakeFirst();

export const questionsOf = (db: Db, questionnaireId: string) =>
  db.selectFrom('questions').selectAll().where('questionnaire_id', '=', questionnaireId).orderBy('position').execute();

export async function recordDecision(
  db: Db,
  orderId: string,
  values: { decision: 'APPROVED' | 'DENIED'; status: string; denialReason: string | null; overrideReason: string | null },
) {
  return db
    .updateTable('orders')
    .set({
      doctor_approve_questions_status: values.decision,
      approval_status: values.decision,
      status: values.status,
      doctor_denial_reason: values.denialReason,
      doctor_override_reason: values.overrideReason,
      updated_at: new Date(),
    })
    .where('id', '=', orderId)
    .where('status', '=', 'PENDING_REVIEW')
    .executeTakeFirst();
}
