/**
 * What the prescription tests share (prescriptions.test.ts, prescription-status.test.ts): a test app with the demo
 * doctor and a medical provider signed in, and the calls and reads they make against it.
 */
import { sql } from 'kysely';
import { call, createTestApp, DEMO_PASSWORD, signIn, type Session, type TestApp } from './app';
import { approvedOrder, type OrderValues } from './orders';

export type PrescriptionsApp = { t: TestApp; doc: Session; medical: Session };

export async function prescriptionsTestApp(): Promise<PrescriptionsApp> {
  const t = await createTestApp();
  return {
    t,
    doc: await signIn(t.app, 'doctor@demo.test', DEMO_PASSWORD),
    medical: await signIn(t.app, 'medical@demo.test', DEMO_PASSWORD),
  };
}

export type Rx = {
  id: string;
  status: string;
  externalId: string | null;
  trackingNumber: string | null;
  failureReason: string | null;
  pharmacy: { provider: string; name: string } | null;
  directions: string;
  quantity: number;
  refills: number;
  daysSupply: number;
  note: string | null;
};

export const UNCONFIRMED_RX = { rx_dose: null, rx_directions: null, rx_quantity: null, rx_refills: null, rx_days_supply: null };

/** The calls and reads of the tests, on the app `f()` returns (set in their beforeAll). */
export function prescriptionCalls(f: () => PrescriptionsApp) {
  const db = () => f().t.db;
  const patientOf = (email: string) =>
    db()
      .selectFrom('patients')
      .innerJoin('users', 'users.id', 'patients.user_id')
      .select(['patients.id', 'patients.user_id', 'patients.doctor_id', 'patients.partner_id'])
      .where('users.email', '=', email)
      .executeTakeFirstOrThrow();
  const doctorRow = (email: string) =>
    db()
      .selectFrom('doctors')
      .innerJoin('users', 'users.id', 'doctors.user_id')
      .select('doctors.id')
      .where('users.email', '=', email)
      .executeTakeFirstOrThrow();

  /** A fresh order for a seeded patient, approved and paid, its prescription confirmed, unless told otherwise. */
  const order = (email: string, values: OrderValues = {}) => approvedOrder(db(), email, values);

  const send = (provider: 'rx-provider' | 'digital-rx', orderId: string, token = f().doc.accessToken) =>
    call(f().t.app, { method: 'POST', url: `/doctors/${provider}/send-prescription`, token, payload: { orderId } });
  const check = (orderId: string, token = f().doc.accessToken) =>
    call(f().t.app, { method: 'POST', url: '/doctors/digital-rx/check-prescription-status', token, payload: { orderId } });
  const rowsOf = async (orderId: string) => {
    const prescriptions = await db().selectFrom('prescriptions').select(['id', 'status']).where('order_id', '=', orderId).execute();
    const atPharmacy = prescriptions.length
      ? await db()
          .selectFrom('sandbox_pharmacy_orders')
          .select('id')
          .where(
            'reference',
            'in',
            prescriptions.map((p) => p.id),
          )
          .execute()
      : [];
    return { prescriptions, atPharmacy };
  };
  const orderStatus = (orderId: string) =>
    db().selectFrom('orders').select(['status', 'tracking_number']).where('id', '=', orderId).executeTakeFirstOrThrow();
  /** Time passes at the sandbox pharmacy: its records say they were received `seconds` earlier. */
  const pharmacyTimePasses = (seconds: number) =>
    sql`UPDATE sandbox_pharmacy_orders SET received_at = received_at - make_interval(secs => ${seconds})`.execute(db());

  return { patientOf, doctorRow, order, send, check, rowsOf, orderStatus, pharmacyTimePasses };
}
