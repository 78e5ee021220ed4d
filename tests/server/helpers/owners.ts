/**
 * Two of everything, for tests that call as one owner with another's ids: two patients of doctor@demo.test
 * (patient@demo.test and Jamie Ortiz), a patient of medical@demo.test made through the API (Bo), and each doctor's
 * saved card, webhook-order feed and delegate access. Every role of the demo seed signs in: the patients, both
 * doctors, and assistant@demo.test acting for doctor@demo.test; an anonymous caller holds its own intake's token.
 * Two partners: partner@demo.test (every seeded patient came through them, Bo did not) and a second one with a patient
 * of their own (helpers/partners.ts).
 */
import { call, DEMO_PASSWORD, doctorIdByEmail, patientIdByEmail, signIn, type TestApp } from './app';
import { startIntake, PROFILE } from './intake';
import { createOtherPartner } from './other-partner';

export const ROLES = ['patient', 'patient2', 'doctor', 'doctor2', 'delegate', 'partner', 'partner2', 'anonymous'] as const;
export type Role = (typeof ROLES)[number];

/** A patient's records: everything a patient-data route can be asked about. */
export type Records = { patientId: string; userId: string; orderId: string; intakeId: string; rxId: string; phone: string };
/** A doctor's own staff records. */
export type Staff = { doctorId: string; cardId: string; delegateAccessId: string; feedId: string };

export type World = {
  tokens: Record<Role, string | undefined>;
  /** The token of the anonymous caller's own intake, sent with each of its calls. */
  intakeToken: string;
  records: { pat: Records; jamie: Records; bo: Records; otherPartners: Records };
  /** The demo partner's id and the second partner's. */
  partners: { demo: string; other: string };
  /** An invoice of each: the demo partner's seeded open one, and one made here for the second partner. */
  invoices: { demo: string; other: string };
  staff: { a: Staff; b: Staff };
};

export const CARD = { paymentMethodId: 'pm_card_visa' };
/** A dose and amounts as a doctor confirms them for semaglutide starter. */
export const CONFIRMED_RX = {
  dose: '0.25 mg',
  directions: 'Inject 0.25 mg under the skin once a week.',
  quantity: 4,
  refills: 0,
  daysSupply: 28,
};

const STRANGER_PHONE = '(202) 555-0177';

const BO = {
  firstName: 'Bo',
  lastName: 'Lindqvist',
  email: 'bo.lindqvist@example.test',
  phoneNumber: '(503) 555-0188',
  dateOfBirth: '1979-11-20',
  gender: 'male',
  address1: '5 Alder Street',
  city: 'Portland',
  state: 'OR',
  zipcode: '97205',
};

async function ok<T>(res: Promise<{ status: number; body: { data?: unknown } }>, what: string): Promise<T> {
  const { status, body } = await res;
  if (status >= 300) throw new Error(`${what}: ${status} ${JSON.stringify(body)}`);
  return body.data as T;
}

/** A new order for a patient, its prescription confirmed and written, by the doctor with `token`: the prescription id. */
async function prescribe(t: TestApp, token: string, body: Record<string, unknown>) {
  const order = await ok<{ id: string; patientId?: string }>(
    call(t.app, { method: 'POST', url: '/doctors/create-new-order', token, payload: body }),
    'create order',
  );
  await ok(call(t.app, { method: 'PATCH', url: `/doctors/orders/${order.id}`, token, payload: { rxInformation: CONFIRMED_RX } }), 'rx');
  const rx = await ok<{ id: string }>(
    call(t.app, { method: 'POST', url: '/doctors/prescriptions', token, payload: { orderId: order.id, rxInformation: CONFIRMED_RX } }),
    'prescription',
  );
  return { orderId: order.id, rxId: rx.id };
}

async function staffOf(t: TestApp, token: string, email: string, delegateAccessId: string): Promise<Staff> {
  const doctorId = await doctorIdByEmail(t.db, email);
  const saved = await ok<{ card: { id: string } }>(
    call(t.app, { method: 'POST', url: '/doctors/setup-intent', token, payload: { payment: CARD } }),
    'save card',
  );
  const feed = await ok<{ id: string }>(
    call(t.app, { method: 'POST', url: '/webhook-order', token, payload: { source: 'DOCTOR', doctorId } }),
    'feed',
  );
  return { doctorId, cardId: saved.card.id, delegateAccessId, feedId: feed.id };
}

async function seededRecords(t: TestApp, email: string, status: string): Promise<Omit<Records, 'rxId'>> {
  const patientId = await patientIdByEmail(t.db, email);
  const row = await t.db
    .selectFrom('orders')
    .innerJoin('patients', 'patients.id', 'orders.patient_id')
    .innerJoin('users', 'users.id', 'patients.user_id')
    .select(['orders.id', 'orders.intake_id', 'users.id as user_id', 'users.phone_number'])
    .where('orders.patient_id', '=', patientId)
    .where('orders.status', '=', status)
    .where('orders.intake_id', 'is not', null)
    .executeTakeFirstOrThrow();
  return { patientId, userId: row.user_id, orderId: row.id, intakeId: row.intake_id!, phone: row.phone_number!.replace(/^\+1/, '') };
}

export async function buildWorld(t: TestApp): Promise<World> {
  const doctor = await signIn(t.app, 'doctor@demo.test', DEMO_PASSWORD);
  const medical = await signIn(t.app, 'medical@demo.test', DEMO_PASSWORD);
  const patient = await signIn(t.app, 'patient@demo.test', DEMO_PASSWORD);
  const jamie = await signIn(t.app, 'jamie.ortiz@demo.test', DEMO_PASSWORD);
  const assistant = await signIn(t.app, 'assistant@demo.test', DEMO_PASSWORD);
  const assistantAccess = (assistant.delegateAccesses[0] as { id: string }).id;
  const delegate = await ok<{ delegateAccessToken: string }>(
    call(t.app, {
      method: 'POST',
      url: '/auth/select-delegate-access',
      token: assistant.accessToken,
      payload: { delegateAccessId: assistantAccess },
    }),
    'select delegate access',
  );
  const careAccess = await ok<{ id: string }>(
    call(t.app, { method: 'POST', url: '/doctors/delegate-access', token: medical.accessToken, payload: { email: 'care@demo.test' } }),
    'grant delegate access',
  );

  const pat = await seededRecords(t, 'patient@demo.test', 'SHIPPED');
  const patRx = await t.db.selectFrom('prescriptions').select('id').where('order_id', '=', pat.orderId).executeTakeFirstOrThrow();
  const jamieRecords = await seededRecords(t, 'jamie.ortiz@demo.test', 'APPROVED');
  const jamieRx = await prescribe(t, doctor.accessToken, { patientId: jamieRecords.patientId, confirmOpenOrder: true });
  const bo = await prescribe(t, medical.accessToken, { patient: BO });
  const boPatient = await patientIdByEmail(t.db, BO.email);
  const boUser = await t.db.selectFrom('users').select('id').where('email', '=', BO.email).executeTakeFirstOrThrow();
  // Bo came through his doctor, not an intake: his "intake" is a stranger's draft, which no doctor may open either.
  const strangersDraft = await startIntake(t.app, { ...PROFILE, email: 'stranger@example.test', phone: STRANGER_PHONE });
  const own = await startIntake(t.app, { ...PROFILE, email: 'anonymous.caller@example.test' });
  const partner = await signIn(t.app, 'partner@demo.test', DEMO_PASSWORD);
  const otherPartner = await createOtherPartner(t);
  const otherPatientUser = await t.db
    .selectFrom('patients')
    .select('user_id')
    .where('id', '=', otherPartner.patientId)
    .executeTakeFirstOrThrow();

  const demoInvoice = await t.db
    .selectFrom('invoices')
    .select('id')
    .where('status', '=', 'OPEN')
    .orderBy('number')
    .limit(1)
    .executeTakeFirstOrThrow();
  const otherInvoice = await t.db
    .insertInto('invoices')
    .values({
      partner_id: otherPartner.partnerId,
      period_start: '2025-01-01',
      period_end: '2025-01-31',
      subtotal_cents: 29_900,
      fees_cents: 897,
      total_cents: 30_797,
      due_on: '2025-02-15',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('invoice_items')
    .values({
      invoice_id: otherInvoice.id,
      order_id: otherPartner.activeOrderId,
      description: 'Order',
      amount_cents: 29_900,
      original_amount_cents: 29_900,
    })
    .execute();

  return {
    invoices: { demo: demoInvoice.id, other: otherInvoice.id },
    tokens: {
      patient: patient.accessToken,
      patient2: jamie.accessToken,
      doctor: doctor.accessToken,
      doctor2: medical.accessToken,
      delegate: delegate.delegateAccessToken,
      partner: partner.accessToken,
      partner2: otherPartner.session.accessToken,
      anonymous: undefined,
    },
    intakeToken: own.token,
    partners: {
      demo: (
        await t.db
          .selectFrom('partners')
          .select('id')
          .where('user_id', '=', partner.user.id as string)
          .executeTakeFirstOrThrow()
      ).id,
      other: otherPartner.partnerId,
    },
    records: {
      pat: { ...pat, rxId: patRx.id },
      jamie: { ...jamieRecords, rxId: jamieRx.rxId },
      bo: {
        patientId: boPatient,
        userId: boUser.id,
        orderId: bo.orderId,
        intakeId: strangersDraft.id,
        rxId: bo.rxId,
        phone: STRANGER_PHONE.replace(/\D/g, ''),
      },
      // The second partner's patient: an order in treatment, no intake or prescription of their own (a stranger's draft).
      otherPartners: {
        patientId: otherPartner.patientId,
        userId: otherPatientUser.user_id,
        orderId: otherPartner.activeOrderId,
        intakeId: strangersDraft.id,
        rxId: bo.rxId,
        phone: STRANGER_PHONE.replace(/\D/g, ''),
      },
    },
    staff: {
      a: await staffOf(t, doctor.accessToken, 'doctor@demo.test', assistantAccess),
      b: await staffOf(t, medical.accessToken, 'medical@demo.test', careAccess.id),
    },
  };
}

/**
 * Whose records each role must never reach: another patient's, another doctor's patient's, another doctor's staff
 * records; for a partner also another partner (`partnerId`); an invoice that is not theirs (`invoiceId`).
 */
export function foreignTo(world: World, role: Role): { records: Records; staff: Staff; partnerId?: string; invoiceId: string } {
  return { invoiceId: role === 'partner' ? world.invoices.other : world.invoices.demo, ...foreignRecords(world, role) };
}

function foreignRecords(world: World, role: Role): { records: Records; staff: Staff; partnerId?: string } {
  const { pat, jamie, bo, otherPartners } = world.records;
  const { a, b } = world.staff;
  switch (role) {
    case 'patient':
      return { records: jamie, staff: a };
    case 'patient2':
      return { records: pat, staff: a };
    case 'doctor':
    case 'delegate':
      return { records: bo, staff: b };
    case 'doctor2':
    case 'anonymous':
      return { records: jamie, staff: a };
    case 'partner':
      return { records: otherPartners, staff: b, partnerId: world.partners.other };
    case 'partner2':
      return { records: jamie, staff: a, partnerId: world.partners.demo };
  }
}
