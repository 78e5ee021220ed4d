import { sql, type Kysely, type Updateable } from 'kysely';
import type { Database, OrdersTable } from '../../platform/db/schema';

type Db = Kysely<Database>;

/** Order statuses after which medication, plan and rx details are fixed. */
export const FIXED_ORDER_STATUSES = ['DENIED', 'CANCELLED', 'SENT_TO_PHARMACY', 'SHIPPED', 'DELIVERED'] as const;
/** Prescription statuses that mean it has not left for a pharmacy (or must be sent again). */
export const UNSENT_PRESCRIPTION_STATUSES = ['CREATED', 'FAILED'] as const;

/**
 * Applies the change only while the order is still open: the same rule the service checked, repeated in the
 * WHERE so that a prescription sent in between (another tab, another doctor) makes this update a no-op.
 */
export async function updateOpenOrder(db: Db, orderId: string, values: Updateable<OrdersTable>, options: { mustBeOpen: boolean }) {
  let query = db
    .updateTable('orders as o')
    .set({ ...values, updated_at: new Date() })
    .where('o.id', '=', orderId);
  if (options.mustBeOpen) {
    query = query
      .where('o.status', 'not in', FIXED_ORDER_STATUSES)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('prescriptions as rx')
              .select('rx.id')
              .whereRef('rx.order_id', '=', 'o.id')
              .where('rx.status', 'not in', UNSENT_PRESCRIPTION_STATUSES),
          ),
        ),
      );
  }
  const result = await query.executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Whether any account (even a deleted one) holds the e-mail: the unique index counts them all. */
export const emailInUse = async (db: Db, email: string, exceptUserId?: string) => {
  let query = db
    .selectFrom('users')
    .select('id')
    .where(sql`lower(email)`, '=', email.toLowerCase());
  if (exceptUserId) query = query.where('id', '<>', exceptUserId);
  return Boolean(await query.executeTakeFirst());
};

export const insertPatientUser = (
  db: Db,
  values: { email: string; passwordHash: string; firstName: string; lastName: string; phone: string },
) =>
  db
    .insertInto('users')
    .values({
      email: values.email,
      password_hash: values.passwordHash,
      first_name: values.firstName,
      last_name: values.lastName,
      phone_number: values.phone,
      role: 'PATIENT',
      desire_income: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

export const insertPatient = (
  db: Db,
  values: {
    userId: string;
    doctorId: string;
    address1: string;
    address2: string | null;
    city: string;
    state: string;
    zipcode: string;
    dateOfBirth: string;
    gender: string | null;
  },
) =>
  db
    .insertInto('patients')
    .values({
      user_id: values.userId,
      doctor_id: values.doctorId,
      partner_id: null,
      address1: values.address1,
      address2: values.address2,
      city: values.city,
      state: values.state,
      zipcode: values.zipcode,
      country: 'US',
      date_of_birth: values.dateOfBirth,
      gender: values.gender,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

/** An order the doctor prescribes directly: approved at once, billed to the doctor later. */
export const insertDoctorOrder = (
  db: Db,
  values: { patientId: string; partnerId: string | null; doctorId: string; variationKey: string; planMonths: number; amountCents: number },
) =>
  db
    .insertInto('orders')
    .values({
      patient_id: values.patientId,
      partner_id: values.partnerId,
      doctor_id: values.doctorId,
      kind: 'NEW',
      created_by_doctor: true,
      status: 'APPROVED',
      approval_status: 'APPROVED',
      doctor_approve_questions_status: 'APPROVED',
      product_variation_key: values.variationKey,
      plan_months: values.planMonths,
      amount_cents: values.amountCents,
      payment_status: 'UNPAID',
    })
    .returning('id')
    .executeTakeFirstOrThrow();

/** PostgreSQL's unique_violation: a concurrent insert won the race the service checked for. */
export const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
