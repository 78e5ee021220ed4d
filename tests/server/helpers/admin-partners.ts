/**
 * For the administrator's partner tests: the admin's session, one session of every other role, and partners with
 * orders made at chosen times and amounts (the leaderboard's and the at-risk list's fixtures).
 */
import { call, DEMO_PASSWORD, partnerIdByEmail, signIn, type TestApp } from './app';
import { insertPartner, insertPatient } from './partners';

const DAY = 86_400_000;

/** Every role but the administrator, each signed in with a demo account. */
export const OTHER_ROLES = {
  GYM_OWNER: 'partner@demo.test',
  DOCTOR: 'doctor@demo.test',
  MEDICAL_PROVIDER: 'medical@demo.test',
  PATIENT: 'patient@demo.test',
  SALES_PERSON: 'sales@demo.test',
  NURSER: 'care@demo.test',
  CUSTOMER_SUPPORT: 'support@demo.test',
  CLIENT_SPECIALIST: 'assistant@demo.test',
} as const;

export async function otherRoleTokens(t: TestApp): Promise<Record<string, string>> {
  const tokens: Record<string, string> = {};
  for (const [role, email] of Object.entries(OTHER_ROLES)) tokens[role] = (await signIn(t.app, email, DEMO_PASSWORD)).accessToken;
  return tokens;
}

export { adminToken } from './admins';

export const partnerIdOf = (t: TestApp, email: string) => partnerIdByEmail(t.db, email);

let made = 0;

/** A partner (no sign-in) that joined `joinedDaysAgo` days ago. */
export async function fixturePartner(t: TestApp, businessName: string, joinedDaysAgo = 0) {
  made += 1;
  const joined = new Date(Date.now() - joinedDaysAgo * DAY);
  return insertPartner(
    t,
    { email: `fixture.partner.${made}@example.test`, first_name: 'Fixture', last_name: `Owner${made}`, phone_number: null },
    { business_name: businessName, created_at: joined },
  );
}

/** A patient of the partner (no doctor), with orders made `daysAgo` days ago for `amountCents`, paid or not. */
export async function fixturePatient(
  t: TestApp,
  partnerId: string,
  orders: { daysAgo: number; amountCents: number; paid: boolean; status?: string }[],
) {
  made += 1;
  const { patientId } = await insertPatient(t, partnerId, {
    email: `fixture.patient.${made}@example.test`,
    password_hash: 'x',
    first_name: 'Fixture',
    last_name: `Patient${made}`,
    phone_number: null,
  });
  const orderIds: string[] = [];
  for (const o of orders) {
    const at = new Date(Date.now() - o.daysAgo * DAY);
    const row = await t.db
      .insertInto('orders')
      .values({
        patient_id: patientId,
        partner_id: partnerId,
        product_variation_key: 'semaglutide-starter',
        amount_cents: o.amountCents,
        status: o.status ?? 'APPROVED',
        payment_status: o.paid ? 'PAID' : 'UNPAID',
        start_date: (o.status ?? 'APPROVED') === 'APPROVED' ? at.toISOString().slice(0, 10) : null,
        created_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    orderIds.push(row.id);
  }
  return { patientId, orderIds };
}

/** An invoice of the partner whose charge was declined (status PAYMENT_FAILED). */
export const failedInvoice = (t: TestApp, partnerId: string) =>
  t.db
    .insertInto('invoices')
    .values({
      partner_id: partnerId,
      period_start: '2026-01-01',
      period_end: '2026-01-31',
      status: 'PAYMENT_FAILED',
      subtotal_cents: 10_000,
      fees_cents: 320,
      total_cents: 10_320,
      due_on: '2026-02-15',
    })
    .execute();

export const as = (t: TestApp, token: string) => ({
  get: (url: string) => call(t.app, { method: 'GET', url, token }),
  send: (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
    call(t.app, { method, url, token, payload: payload as Record<string, unknown> }),
});
