/**
 * Partners for tests: the demo seed's partner@demo.test (Summit Strength Gym, whose patients' orders are paid) and
 * more made here, each with its own account, and patients who paid through its link.
 */
import { hashPassword } from '#server/platform/auth/passwords';
import { call, DEMO_PASSWORD, signIn, type Session, type TestApp } from './app';
import { checkout, checkoutBody, PROFILE, readyIntake } from './intake';

export type TestPartner = { partnerId: string; userId: string; session: Session };

/** A partner's account (role GYM_OWNER, password DEMO_PASSWORD) and its business record, made straight in the database. */
export async function insertPartner(
  t: TestApp,
  user: { email: string; first_name: string; last_name: string; phone_number: string | null },
  business: { business_name: string; created_at?: Date },
): Promise<{ partnerId: string; userId: string }> {
  const account = await t.db
    .insertInto('users')
    .values({ ...user, password_hash: await hashPassword(DEMO_PASSWORD), role: 'GYM_OWNER', desire_income: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  const partner = await t.db
    .insertInto('partners')
    .values({ user_id: account.id, ...business })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { partnerId: partner.id, userId: account.id };
}

/** A patient's account (role PATIENT) and patient record in California under the partner `partnerId`, made straight in the database. */
export async function insertPatient(
  t: TestApp,
  partnerId: string,
  user: { email: string; password_hash: string; first_name: string; last_name: string; phone_number: string | null },
): Promise<{ patientId: string; userId: string }> {
  const account = await t.db
    .insertInto('users')
    .values({ ...user, role: 'PATIENT', desire_income: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  const patient = await t.db
    .insertInto('patients')
    .values({ user_id: account.id, partner_id: partnerId, state: 'CA', country: 'US' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { patientId: patient.id, userId: account.id };
}

/** A new partner account (role GYM_OWNER) with its business record, signed in. */
export async function createPartner(t: TestApp, email: string, businessName: string): Promise<TestPartner> {
  const made = await insertPartner(
    t,
    { email, first_name: 'Pat', last_name: businessName.split(' ')[0], phone_number: null },
    { business_name: businessName },
  );
  return { ...made, session: await signIn(t.app, email, DEMO_PASSWORD) };
}

/** The demo seed's partner, signed in. */
export async function demoPartner(t: TestApp): Promise<TestPartner> {
  const session = await signIn(t.app, 'partner@demo.test', DEMO_PASSWORD);
  const row = await t.db
    .selectFrom('partners')
    .select('id')
    .where('user_id', '=', session.user.id as string)
    .executeTakeFirstOrThrow();
  return { partnerId: row.id, userId: session.user.id as string, session };
}

/** A patient who signed up through the partner's link and paid at checkout: the new order's id. */
export async function paidOrderThrough(t: TestApp, partnerId: string, email: string, phone: string): Promise<string> {
  const draft = await readyIntake(t.app, { ...PROFILE, email, phone }, {}, partnerId);
  const res = await checkout(t.app, draft, checkoutBody(draft, { idempotencyKey: `partner-test-${email}` }));
  if (res.status >= 300) throw new Error(`checkout: ${res.status} ${JSON.stringify(res.body)}`);
  const order = await t.db.selectFrom('orders').select('id').where('intake_id', '=', draft.id).executeTakeFirstOrThrow();
  return order.id;
}

export const get = (t: TestApp, url: string, token: string) => call(t.app, { method: 'GET', url, token });

/**
 * Paid orders through a partner's link, each by a new patient (`tag`.N@example.test, phone (202) 555-`phoneBlock`NN),
 * so that the tests sharing one app never reuse an e-mail or a phone number: each test file picks its own tag and block.
 */
export function paidOrderSeries(tag: string, phoneBlock: string) {
  let people = 0;
  return (t: TestApp, partnerId: string) => {
    people += 1;
    return paidOrderThrough(t, partnerId, `${tag}.${people}@example.test`, `(202) 555-${phoneBlock}${String(people).padStart(2, '0')}`);
  };
}
