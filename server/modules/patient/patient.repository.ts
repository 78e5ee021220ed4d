import { sql, type Kysely } from 'kysely';
import type { OrderListQuery } from '../../../contracts/orders';
import type { Database } from '../../platform/db/schema';

type Db = Kysely<Database>;

export const findProfile = (db: Db, userId: string) =>
  db
    .selectFrom('users')
    .innerJoin('patients', 'patients.user_id', 'users.id')
    .select([
      'patients.id as patient_id',
      'users.first_name',
      'users.last_name',
      'users.email',
      'users.phone_number',
      'patients.address1',
      'patients.address2',
      'patients.city',
      'patients.state',
      'patients.zipcode',
      'patients.country',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();

export const emailUsedByOther = async (db: Db, email: string, userId: string) =>
  Boolean(
    await db
      .selectFrom('users')
      .select('id')
      .where(sql`lower(email)`, '=', email.toLowerCase())
      .where('id', '<>', userId)
      .executeTakeFirst(),
  );

export async function updateProfile(db: Db, userId: string, user: Record<string, string>, patient: Record<string, string>) {
  if (Object.keys(user).length)
    await db
      .updateTable('users')
      .set({ ...user, updated_at: new Date() })
      .where('id', '=', userId)
      .execute();
  if (Object.keys(patient).length)
    await db
      .updateTable('patients')
      .set({ ...patient, updated_at: new Date() })
      .where('user_id', '=', userId)
      .execute();
}

const orderColumns = [
  'o.id',
  'o.number',
  'o.kind',
  'o.status',
  'o.approval_status',
  'o.payment_status',
  'o.product_variation_key',
  'p.name as product_name',
  'p.medication',
  'v.dose',
  'o.plan_months',
  'o.amount_cents',
  'o.tracking_number',
  'o.created_at',
  'o.updated_at',
] as const;

const ordersOf = (db: Db, patientId: string) =>
  db
    .selectFrom('orders as o')
    .innerJoin('product_variations as v', 'v.key', 'o.product_variation_key')
    .innerJoin('products as p', 'p.id', 'v.product_id')
    .where('o.patient_id', '=', patientId);

const SORT_COLUMNS = { createdAt: 'o.created_at', number: 'o.number', status: 'o.status' } as const;

/** One page of a patient's orders, searched, sorted and counted in SQL (orders_patient_idx). */
export async function listOrders(db: Db, patientId: string, query: OrderListQuery) {
  let base = ordersOf(db, patientId);
  if (query.search) {
    const term = `%${query.search.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
    base = base.where((eb) =>
      eb.or([eb(sql<string>`o.number::text`, 'like', term), eb('p.name', 'ilike', term), eb('v.dose', 'ilike', term)]),
    );
  }
  const [field, direction] = query.sort.split(':') as [keyof typeof SORT_COLUMNS, 'asc' | 'desc'];
  const [rows, count] = await Promise.all([
    base
      .select(orderColumns)
      .orderBy(SORT_COLUMNS[field], direction)
      .orderBy('o.id')
      .limit(query.limit)
      .offset((query.page - 1) * query.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export const findOrder = (db: Db, patientId: string, orderId: string) =>
  ordersOf(db, patientId)
    .leftJoin('doctors as d', 'd.id', 'o.doctor_id')
    .leftJoin('users as du', 'du.id', 'd.user_id')
    .select([...orderColumns, 'o.doctor_denial_reason', 'du.first_name as doctor_first_name', 'du.last_name as doctor_last_name'])
    .where('o.id', '=', orderId)
    .executeTakeFirst();

export const consentsOf = (db: Db, orderId: string) =>
  db.selectFrom('consents').select(['kind', 'text_version', 'signed_at']).where('order_id', '=', orderId).orderBy('signed_at').execute();

export const paymentsOf = (db: Db, orderId: string) =>
  db
    .selectFrom('payments')
    .select(['status', 'amount_cents', 'card_last4', 'created_at'])
    .where('order_id', '=', orderId)
    .where('status', '<>', 'PENDING')
    .orderBy('created_at')
    .execute();

/** Medications the patient is on: orders a doctor approved and that have not been cancelled. */
export const currentMedications = (db: Db, patientId: string) =>
  ordersOf(db, patientId)
    .select(['o.id', 'p.name as product_name', 'p.medication', 'v.dose', 'o.status', 'o.created_at'])
    .where('o.status', 'in', ['APPROVED', 'SENT_TO_PHARMACY', 'SHIPPED', 'DELIVERED'])
    .orderBy('o.created_at', 'desc')
    .execute();
