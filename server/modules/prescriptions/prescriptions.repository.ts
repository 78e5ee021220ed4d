import { sql, type Kysely } from 'kysely';
import type { PrescriptionListQuery } from '../../../contracts/prescriptions';
import { ownsPatient } from '../../platform/access/patient-scope';
import type { AuthContext } from '../../platform/auth/authenticate';
import type { Database, PharmacyProvider, PrescriptionStatus } from '../../platform/db/schema';

type Db = Kysely<Database>;

/** An order the caller may see, with what a prescription and a pharmacy need from it. */
export const findOrder = (db: Db, auth: AuthContext, orderId: string) =>
  db
    .selectFrom('orders as o')
    .innerJoin('patients', 'patients.id', 'o.patient_id')
    .innerJoin('users as pu', 'pu.id', 'patients.user_id')
    .innerJoin('product_variations as v', 'v.key', 'o.product_variation_key')
    .innerJoin('products as p', 'p.id', 'v.product_id')
    .where(ownsPatient(auth))
    .where('o.id', '=', orderId)
    .select([
      // As text: the driver would turn a date into a Date at local midnight.
      sql<string | null>`patients.date_of_birth::text`.as('date_of_birth'),
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
      'patients.id as patient_id',
      'patients.user_id as patient_user_id',
      'patients.address1',
      'patients.address2',
      'patients.city',
      'patients.state',
      'patients.zipcode',
      'patients.country',
      'pu.first_name',
      'pu.last_name',
      'pu.email',
      'pu.phone_number',
    ])
    .executeTakeFirst();
export type OrderForRx = NonNullable<Awaited<ReturnType<typeof findOrder>>>;

export const doctorOfUser = (db: Db, userId: string) =>
  db
    .selectFrom('doctors as d')
    .innerJoin('users as u', 'u.id', 'd.user_id')
    .select(['d.id', 'd.npi', 'u.first_name', 'u.last_name'])
    .where('d.user_id', '=', userId)
    .executeTakeFirst();

export const assignedPharmacies = (db: Db, doctorId: string) =>
  db
    .selectFrom('pharmacy_assignments as a')
    .innerJoin('pharmacies as ph', 'ph.id', 'a.pharmacy_id')
    .select(['ph.id', 'ph.provider', 'ph.name'])
    .where('a.doctor_id', '=', doctorId)
    .where('ph.active', '=', true)
    .orderBy('ph.name')
    .execute();

/** A provider's pharmacy, and whether the doctor may send to it. */
export const pharmacyFor = (db: Db, provider: PharmacyProvider, doctorId: string) =>
  db
    .selectFrom('pharmacies as ph')
    .select((eb) => [
      'ph.id',
      'ph.name',
      'ph.active',
      eb
        .exists(
          eb
            .selectFrom('pharmacy_assignments as a')
            .select('a.id')
            .whereRef('a.pharmacy_id', '=', 'ph.id')
            .where('a.doctor_id', '=', doctorId),
        )
        .as('assigned'),
    ])
    .where('ph.provider', '=', provider)
    .executeTakeFirst();

export type NewPrescription = {
  orderId: string;
  patientId: string;
  doctorId: string;
  productVariationKey: string;
  medication: string;
  dose: string;
  directions: string;
  quantity: number;
  refills: number;
  daysSupply: number;
  note: string | null;
};

/** One prescription per order: a second insert for the same order does nothing (prescriptions_order_key). */
export const insertPrescription = (db: Db, p: NewPrescription) =>
  db
    .insertInto('prescriptions')
    .values({
      order_id: p.orderId,
      patient_id: p.patientId,
      doctor_id: p.doctorId,
      product_variation_key: p.productVariationKey,
      medication: p.medication,
      dose: p.dose,
      directions: p.directions,
      quantity: p.quantity,
      refills: p.refills,
      days_supply: p.daysSupply,
      note: p.note,
    })
    .onConflict((oc) => oc.column('order_id').doNothing())
    .returning('id')
    .executeTakeFirst();

const scopedPrescriptions = (db: Db, auth: AuthContext) =>
  db
    .selectFrom('prescriptions as rx')
    .innerJoin('orders as o', 'o.id', 'rx.order_id')
    .innerJoin('patients', 'patients.id', 'rx.patient_id')
    .innerJoin('users as pu', 'pu.id', 'patients.user_id')
    .leftJoin('pharmacies as ph', 'ph.id', 'rx.pharmacy_id')
    .where(ownsPatient(auth));

const columns = [
  'rx.id',
  'rx.number',
  'rx.order_id',
  'o.number as order_number',
  'rx.patient_id',
  'pu.first_name',
  'pu.last_name',
  'patients.state as patient_state',
  'rx.product_variation_key',
  'rx.medication',
  'rx.dose',
  'rx.directions',
  'rx.quantity',
  'rx.refills',
  'rx.days_supply',
  'rx.note',
  'rx.status',
  'rx.pharmacy_id',
  'ph.provider as pharmacy_provider',
  'ph.name as pharmacy_name',
  'rx.external_id',
  'rx.tracking_number',
  'rx.failure_reason',
  'rx.sent_at',
  'rx.status_checked_at',
  'rx.created_at',
] as const;

export const findPrescription = (db: Db, auth: AuthContext, by: { id: string } | { orderId: string }) =>
  scopedPrescriptions(db, auth)
    .select(columns)
    .where('id' in by ? 'rx.id' : 'rx.order_id', '=', 'id' in by ? by.id : by.orderId)
    .executeTakeFirst();
export type PrescriptionRowView = NonNullable<Awaited<ReturnType<typeof findPrescription>>>;

const PAST: PrescriptionStatus[] = ['SHIPPED', 'DELIVERED', 'CANCELLED'];
const SORT = { createdAt: 'rx.created_at', number: 'rx.number' } as const;

/** One page of the caller's prescriptions, filtered, searched, sorted and counted in SQL. */
export async function listPrescriptions(db: Db, auth: AuthContext, query: PrescriptionListQuery) {
  let base = scopedPrescriptions(db, auth);
  if (query.status) base = base.where('rx.status', '=', query.status);
  if (query.past === 'true') base = base.where('rx.status', 'in', PAST);
  if (query.past === 'false') base = base.where('rx.status', 'not in', PAST);
  if (query.search) {
    const term = `%${query.search.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
    base = base.where((eb) =>
      eb.or([
        eb(sql<string>`rx.number::text`, 'like', term),
        eb(sql<string>`pu.first_name || ' ' || pu.last_name`, 'ilike', term),
        eb('rx.medication', 'ilike', term),
      ]),
    );
  }
  const [field, direction] = query.sort.split(':') as [keyof typeof SORT, 'asc' | 'desc'];
  const [rows, count] = await Promise.all([
    base
      .select(columns)
      .orderBy(SORT[field], direction)
      .orderBy('rx.id')
      .limit(query.limit)
      .offset((query.page - 1) * query.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/** Sends slower than this are taken to have died with their process: the same pharmacy may be asked again. */
const STALE_SENDING = sql<Date>`now() - interval '2 minutes'`;

/**
 * Takes the prescription for one send. Only one caller wins: a double click or a second tab finds nothing to claim.
 * Sending again is safe because the pharmacy call is idempotent on the prescription id.
 */
export const claimForSending = (db: Db, id: string, pharmacyId: string) =>
  db
    .updateTable('prescriptions')
    .set({ status: 'SENDING', pharmacy_id: pharmacyId, failure_reason: null, updated_at: new Date() })
    .where('id', '=', id)
    .where((eb) =>
      eb.or([
        eb('status', '=', 'CREATED'),
        // After a failure whose outcome is unknown the pharmacy is kept: only it may be asked again (idempotently).
        eb.and([eb('status', '=', 'FAILED'), eb.or([eb('pharmacy_id', 'is', null), eb('pharmacy_id', '=', pharmacyId)])]),
        eb.and([eb('status', '=', 'SENDING'), eb('pharmacy_id', '=', pharmacyId), eb('updated_at', '<', STALE_SENDING)]),
      ]),
    )
    .returning('id')
    .executeTakeFirst();

export const markSent = (db: Db, id: string, externalId: string, at: Date) =>
  db
    .updateTable('prescriptions')
    .set({ status: 'RECEIVED', external_id: externalId, sent_at: at, status_checked_at: at, failure_reason: null, updated_at: at })
    .where('id', '=', id)
    .where('status', '=', 'SENDING')
    .executeTakeFirst();

/**
 * A refused prescription may go to any pharmacy once fixed. When the pharmacy could not be reached it may have received
 * the prescription anyway, so it stays the only one the prescription may be sent to.
 */
export const markFailed = (db: Db, id: string, reason: string, outcomeUnknown: boolean) =>
  db
    .updateTable('prescriptions')
    .set({
      status: 'FAILED',
      failure_reason: reason.slice(0, 1000),
      updated_at: new Date(),
      ...(outcomeUnknown ? {} : { pharmacy_id: null }),
    })
    .where('id', '=', id)
    .where('status', '=', 'SENDING')
    .executeTakeFirst();

/** Moves an order forward only: an order that already went further keeps its status. */
export const moveOrder = (
  db: Db,
  orderId: string,
  to: 'SENT_TO_PHARMACY' | 'SHIPPED' | 'DELIVERED',
  from: string[],
  trackingNumber?: string | null,
) =>
  db
    .updateTable('orders')
    .set({ status: to, updated_at: new Date(), ...(trackingNumber ? { tracking_number: trackingNumber } : {}) })
    .where('id', '=', orderId)
    .where('status', 'in', from)
    .returning(['id', 'number'])
    .executeTakeFirst();

export const updatePharmacyStatus = (
  db: Db,
  id: string,
  from: PrescriptionStatus,
  to: PrescriptionStatus,
  trackingNumber: string | null,
  at: Date,
) =>
  db
    .updateTable('prescriptions')
    .set({ status: to, status_checked_at: at, updated_at: at, ...(trackingNumber ? { tracking_number: trackingNumber } : {}) })
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();

export const touchStatusChecked = (db: Db, id: string, at: Date) =>
  db.updateTable('prescriptions').set({ status_checked_at: at }).where('id', '=', id).execute();

/** Whom to tell that an order shipped. */
export const patientContact = (db: Db, patientId: string) =>
  db
    .selectFrom('patients')
    .innerJoin('users', 'users.id', 'patients.user_id')
    .select(['users.email', 'users.first_name'])
    .where('patients.id', '=', patientId)
    .executeTakeFirst();

/**
 * Leases up to `limit` prescriptions at a pharmacy (shipped ones too, until delivered) not checked since `olderThan`: stamping status_checked_at in the same
 * statement, under SKIP LOCKED, keeps several instances running the job from checking the same ones.
 */
export const leaseOpenPrescriptions = (db: Db, olderThan: Date, limit: number, at: Date) =>
  db
    .updateTable('prescriptions as rx')
    .from('pharmacies as ph')
    .set({ status_checked_at: at })
    .whereRef('ph.id', '=', 'rx.pharmacy_id')
    .where('rx.id', 'in', (eb) =>
      eb
        .selectFrom('prescriptions')
        .select('prescriptions.id')
        .where('prescriptions.status', 'in', ['RECEIVED', 'PROCESSING', 'SHIPPED'])
        .where('prescriptions.external_id', 'is not', null)
        .where((w) => w.or([w('prescriptions.status_checked_at', 'is', null), w('prescriptions.status_checked_at', '<', olderThan)]))
        .orderBy('prescriptions.status_checked_at', (ob) => ob.asc().nullsFirst())
        .limit(limit)
        .forUpdate()
        .skipLocked(),
    )
    .returning(['rx.id', 'rx.order_id', 'rx.patient_id', 'rx.status', 'rx.external_id', 'ph.provider'])
    .execute();
