/**
 * A second partner, made straight in the database (partners sign up through sales, outside these tests): their
 * account, one patient and one order awaiting review, so that tests can call as one partner with the other's ids.
 */
import { hashPassword } from '#server/platform/auth/passwords';
import { createTestApp, DEMO_PASSWORD, signIn, type Session, type TestApp } from './app';
import { insertPartner, insertPatient } from './partners';

export type OtherPartner = { session: Session; partnerId: string; patientId: string; orderId: string; activeOrderId: string };

/** A test app with the demo partner (partner@demo.test) signed in and a second partner (createOtherPartner). */
export async function partnerTestApp(): Promise<{ t: TestApp; partner: Session; other: OtherPartner }> {
  const t = await createTestApp();
  const partner = await signIn(t.app, 'partner@demo.test', DEMO_PASSWORD);
  return { t, partner, other: await createOtherPartner(t) };
}

export async function createOtherPartner(t: TestApp, email = 'other.partner@example.test'): Promise<OtherPartner> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const partner = await insertPartner(
    t,
    { email, first_name: 'Olive', last_name: 'Other', phone_number: '+12025550190' },
    { business_name: 'Other Fitness' },
  );
  const patient = await insertPatient(t, partner.partnerId, {
    email: `patient.of.${email}`,
    password_hash: passwordHash,
    first_name: 'Pat',
    last_name: 'Elsewhere',
    phone_number: '+12025550191',
  });
  const order = (status: string, startDate: string | null) =>
    t.db
      .insertInto('orders')
      .values({
        patient_id: patient.patientId,
        partner_id: partner.partnerId,
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
  return { session, partnerId: partner.partnerId, patientId: patient.patientId, orderId: pending.id, activeOrderId: active.id };
}
