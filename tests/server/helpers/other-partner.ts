/**
 * A second partner, made straight in the database (partners sign up through sales, outside these tests): their
 * account, one patient and one order awaiting review, so that tests can call as one partner with the other's ids.
 */
import { hashPassword } from '../../../server/platform/auth/passwords';
import { DEMO_PASSWORD, signIn, type Session, type TestApp } from './app';

export type OtherPartner = { session: Session; partnerId: string; patientId: string; orderId: string; activeOrderId: string };

export async function createOtherPartner(t: TestApp, email = 'other.partner@example.test'): Promise<OtherPartner> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const user = await t.db
    .insertInto('users')
    .values({
      email,
      password_hash: passwordHash,
      first_name: 'Olive',
      last_name: 'Other',
      phone_number: '+12025550190',
      role: 'GYM_OWNER',
      desire_income: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const partner = await t.db
    .insertInto('partners')
    .values({ user_id: user.id, business_name: 'Other Fitness' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const patientUser = await t.db
    .insertInto('users')
    .values({
      email: `patient.of.${email}`,
      password_hash: passwordHash,
      first_name: 'Pat',
      last_name: 'Elsewhere',
      phone_number: '+12025550191',
      role: 'PATIENT',
      desire_income: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const patient = await t.db
    .insertInto('patients')
    .values({ user_id: patientUser.id, partner_id: partner.id, state: 'CA', country: 'US' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const order = (status: string, startDate: string | null) =>
    t.db
      .insertInto('orders')
      .values({
        patient_id: patient.id,
        partner_id: partner.id,
        product_variation_key: 'semaglutide-starter',
        amount_cents: 29_900,
        status,
        start_date: startDate,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  const pending = await order('PENDING_REVIEW', null);
  const active = await order('APPROVED', new Date().toISOString().slice(0, 10));
  const session = await signIn(t.app, email, DEMO_PASSWORD);
  return { session, partnerId: partner.id, patientId: patient.id, orderId: pending.id, activeOrderId: active.id };
}
