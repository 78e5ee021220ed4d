import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Role } from '#contracts/common';
import { hashPassword } from '#server/platform/auth/passwords';
import type { Database } from './schema';
import { seedDemoCareTasks } from './seed-tasks';
import { seedDemoOutcomes } from './seed-outcomes';
import { seedDemoTreatment } from './seed-treatment';
import { seedDemoInvoices } from './seed-invoices';
import { seedDemoChat } from './seed-chat';
import { seedTraining } from './seed-training';
import { sandboxCharge, seedDemoPartners } from './seed-partners';
import { seedDemoPrescriptions } from './seed-prescriptions';
import { seedDemoSessions } from './seed-sessions';
import { seedDemoLedger } from './seed-ledger';
import { DEMO_PHOTO_ID_PREFIX, demoPhotoIdPng } from './seed-files';
import { demoTown } from './seed-addresses';
import { insertDemoPatient } from './seed-patients';

export const DEMO_PASSWORD = 'Demo-password-1';
const DEMO_PHOTO_ID_BYTES = demoPhotoIdPng().length;

type DemoUser = { email: string; role: Role; firstName: string; lastName: string; phone: string };

export const DEMO_USERS: readonly DemoUser[] = [
  { email: 'admin@demo.test', role: 'SUPER_ADMIN', firstName: 'Avery', lastName: 'Admin', phone: '+12025550101' },
  { email: 'partner@demo.test', role: 'GYM_OWNER', firstName: 'Parker', lastName: 'Reyes', phone: '+12025550102' },
  { email: 'sales@demo.test', role: 'SALES_PERSON', firstName: 'Sam', lastName: 'Sellers', phone: '+12025550103' },
  { email: 'doctor@demo.test', role: 'DOCTOR', firstName: 'Dana', lastName: 'Whitfield', phone: '+12025550104' },
  { email: 'medical@demo.test', role: 'MEDICAL_PROVIDER', firstName: 'Morgan', lastName: 'Lee', phone: '+12025550105' },
  { email: 'care@demo.test', role: 'NURSER', firstName: 'Casey', lastName: 'Nguyen', phone: '+12025550106' },
  { email: 'support@demo.test', role: 'CUSTOMER_SUPPORT', firstName: 'Sydney', lastName: 'Park', phone: '+12025550107' },
  { email: 'patient@demo.test', role: 'PATIENT', firstName: 'Pat', lastName: 'Jordan', phone: '+12025550108' },
  // Acts for doctor@demo.test through a delegate access: shows the delegate selection step.
  { email: 'assistant@demo.test', role: 'CLIENT_SPECIALIST', firstName: 'Alex', lastName: 'Rivera', phone: '+12025550109' },
];

/** Seeds the demo data on an empty database; returns false when there was already data. */
export async function seedDemoData(db: Kysely<Database>): Promise<boolean> {
  const existing = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  await db.transaction().execute(async (trx) => {
    const ids: Record<string, string> = {};
    for (const u of DEMO_USERS) {
      const row = await trx
        .insertInto('users')
        .values({
          email: u.email,
          password_hash: passwordHash,
          first_name: u.firstName,
          last_name: u.lastName,
          phone_number: u.phone,
          role: u.role,
          desire_income: u.role === 'SALES_PERSON' ? 9_000_000 : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids[u.email] = row.id;
    }
    const sales = await trx
      .insertInto('sales_people')
      .values({ user_id: ids['sales@demo.test'] })
      .returning('id')
      .executeTakeFirstOrThrow();
    const doctor = await trx
      .insertInto('doctors')
      .values({ user_id: ids['doctor@demo.test'], npi: '1234567893', license_states: ['CA', 'NY', 'TX', 'FL', 'WA'] })
      .returning('id')
      .executeTakeFirstOrThrow();
    const medical = await trx
      .insertInto('doctors')
      .values({ user_id: ids['medical@demo.test'], npi: '1245319599', license_states: ['CA', 'OR'] })
      .returning('id')
      .executeTakeFirstOrThrow();
    // The demo doctor may use both pharmacies, the medical provider only the first.
    const pharmacies = await trx.selectFrom('pharmacies').select(['id', 'provider']).execute();
    await trx
      .insertInto('pharmacy_assignments')
      .values([
        ...pharmacies.map((p) => ({ doctor_id: doctor.id, pharmacy_id: p.id })),
        ...pharmacies.filter((p) => p.provider === 'RX_PROVIDER').map((p) => ({ doctor_id: medical.id, pharmacy_id: p.id })),
      ])
      .execute();
    const partner = await trx
      .insertInto('partners')
      .values({ user_id: ids['partner@demo.test'], business_name: 'Summit Strength Gym', sales_person_id: sales.id, doctor_id: doctor.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    const demoPatient = await trx
      .insertInto('patients')
      .values({
        user_id: ids['patient@demo.test'],
        partner_id: partner.id,
        doctor_id: doctor.id,
        address1: '100 Market Street',
        city: 'San Francisco',
        state: 'CA',
        zipcode: '94105',
        country: 'US',
        date_of_birth: '1986-04-12',
        gender: 'female',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Patients the demo partner imported from another telehealth service: listed apart from ours, never merged.
    await trx
      .insertInto('external_patients')
      .values(
        [
          ['Avery', 'Nguyen', 'active', 'semaglutide'],
          ['Casey', 'Morgan', 'paused', 'tirzepatide'],
          ['Jordan', 'Blake', 'active', 'semaglutide'],
        ].map(([first, last, status, medication], i) => ({
          partner_id: partner.id,
          source: 'OtherHealth',
          external_id: `oh-${1001 + i}`,
          first_name: first,
          last_name: last,
          email: `${first.toLowerCase()}.${last.toLowerCase()}@otherhealth.example`,
          status,
          medication,
          last_order_at: new Date(Date.now() - (20 + i * 7) * 86_400_000),
        })),
      )
      .execute();
    await seedDemoOrders(trx, {
      passwordHash,
      partnerId: partner.id,
      doctorId: doctor.id,
      demoPatientId: demoPatient.id,
      demoUserId: ids['patient@demo.test'],
    });
    await seedDemoTreatment(trx, { patientId: demoPatient.id, doctorUserId: ids['doctor@demo.test'] });
    await seedDemoOutcomes(trx, {
      passwordHash,
      partnerId: partner.id,
      doctorId: doctor.id,
      doctorUserId: ids['doctor@demo.test'],
      demoPatientId: demoPatient.id,
    });
    await seedDemoInvoices(trx, partner.id, ids['partner@demo.test']);
    await seedDemoPartners(trx, passwordHash);
    await trx
      .insertInto('delegate_accesses')
      .values({ owner_user_id: ids['doctor@demo.test'], delegate_user_id: ids['assistant@demo.test'] })
      .execute();
    await seedTraining(trx, ids['admin@demo.test'] ?? null);
    await seedDemoCareTasks(trx, ids['care@demo.test']);
    await seedDemoSessions(trx, { nurseUserId: ids['care@demo.test'], patientId: demoPatient.id });
    await seedDemoLedger(trx);
    await seedDemoChat(trx, ids['patient@demo.test'], ids['care@demo.test']);
  });
  return true;
}

const DEMO_PATIENTS: [first: string, last: string, state: string, status: string, variation: string, yesTo?: string[]][] = [
  ['Riley', 'Thompson', 'CA', 'PENDING_REVIEW', 'semaglutide-starter'],
  ['Jamie', 'Ortiz', 'NY', 'APPROVED', 'tirzepatide-starter'],
  ['Taylor', 'Brooks', 'TX', 'SENT_TO_PHARMACY', 'semaglutide-maintenance'],
  ['Drew', 'Patel', 'FL', 'DELIVERED', 'tirzepatide-maintenance'],
  ['Quinn', 'Marshall', 'WA', 'DENIED', 'semaglutide-starter'],
  ['Reese', 'Coleman', 'CA', 'CANCELLED', 'tirzepatide-starter'],
  // An intake screening flagged: approving it needs the doctor's override reason.
  ['Morgan', 'Avery', 'CA', 'PENDING_REVIEW', 'tirzepatide-starter', ['gallbladder_disease', 'diabetes']],
];

/** The screening flags the demo's "yes" answers raise (the rules themselves live in the onboarding module). */
const DEMO_FLAGS: Record<string, { rule: string; severity: 'FLAG'; message: string }> = {
  gallbladder_disease: { rule: 'GALLBLADDER_DISEASE', severity: 'FLAG', message: 'Gallbladder disease or gallstones.' },
  diabetes: { rule: 'DIABETES', severity: 'FLAG', message: 'Diabetes: review glucose-lowering medication for hypoglycemia risk.' },
};

/** Patients and orders in every status, so that every screen shows something real. */
async function seedDemoOrders(
  trx: Kysely<Database>,
  ctx: { passwordHash: string; partnerId: string; doctorId: string; demoPatientId: string; demoUserId: string },
) {
  const intakeQuestionnaire = await trx
    .selectFrom('questionnaires')
    .select('id')
    .where('slug', '=', 'glp1-intake-v2')
    .executeTakeFirstOrThrow();
  const questions = await trx
    .selectFrom('questions')
    .select(['id', 'key', 'type'])
    .where('questionnaire_id', '=', intakeQuestionnaire.id)
    .execute();
  const answers = Object.fromEntries(
    questions.map((q) => [
      q.id,
      q.type === 'YES_NO'
        ? false
        : q.type === 'MULTI_CHOICE'
          ? q.key === 'weight_related_conditions'
            ? ['hypertension']
            : ['none']
          : q.type === 'UPLOAD'
            ? '' // set per intake below
            : '',
    ]),
  );
  const keyId = Object.fromEntries(questions.map((q) => [q.key, q.id]));
  const order = async (
    patientId: string,
    userId: string,
    status: string,
    variation: string,
    daysAgo: number,
    phone: string,
    yesTo: string[] = [],
  ) => {
    const yes = questions.filter((q) => yesTo.includes(q.key)).map((q) => q.id);
    const flags = yesTo.map((key) => DEMO_FLAGS[key]).filter(Boolean);
    // The photo ID answer names this intake's own upload (its bytes are stored at start-up: seed-files.ts).
    const intakeId = randomUUID();
    const photoIdKey = `${DEMO_PHOTO_ID_PREFIX}${intakeId}.png`;
    const intake = await trx
      .insertInto('intakes')
      .values({
        id: intakeId,
        questionnaire_id: intakeQuestionnaire.id,
        status: 'SUBMITTED',
        token_hash: randomUUID(),
        user_id: userId,
        partner_id: ctx.partnerId,
        phone,
        profile: JSON.stringify({ height: 66, weight: 210 }),
        answers: JSON.stringify({
          ...answers,
          ...Object.fromEntries([...yes].map((id) => [id, true])),
          ...(yesTo.includes('diabetes') ? { [keyId.diabetes_medication]: 'metformin' } : {}),
          ...(keyId.photo_id ? { [keyId.photo_id]: photoIdKey } : {}),
        }),
        bmi: 33.9,
        screening: JSON.stringify(flags),
        eligible: true,
        submitted_at: new Date(Date.now() - daysAgo * 86_400_000),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (keyId.photo_id) {
      await trx
        .insertInto('uploads')
        .values({
          key: photoIdKey,
          purpose: 'photo-id',
          content_type: 'image/png',
          max_bytes: DEMO_PHOTO_ID_BYTES,
          size_bytes: DEMO_PHOTO_ID_BYTES,
          user_id: userId,
          intake_id: intake.id,
          uploaded_at: new Date(Date.now() - daysAgo * 86_400_000),
        })
        .execute();
    }
    const months = 1;
    const price = (
      await trx.selectFrom('product_variations').select('monthly_price_cents').where('key', '=', variation).executeTakeFirstOrThrow()
    ).monthly_price_cents;
    const created = await trx
      .insertInto('orders')
      .values({
        patient_id: patientId,
        partner_id: ctx.partnerId,
        doctor_id: ctx.doctorId,
        intake_id: intake.id,
        product_variation_key: variation,
        plan_months: months,
        screening_flags: JSON.stringify(flags),
        amount_cents: price,
        status,
        approval_status: status === 'PENDING_REVIEW' ? 'PENDING' : status === 'DENIED' ? 'DENIED' : 'APPROVED',
        // A denied or cancelled order's payment was refunded (below): its commission is reversed, never paid out.
        payment_status: status === 'CANCELLED' || status === 'DENIED' ? 'REFUNDED' : 'PAID',
        doctor_denial_reason:
          status === 'DENIED' ? 'Your blood pressure medication needs adjusting first; please see your primary care doctor.' : null,
        tracking_number: status === 'SHIPPED' || status === 'DELIVERED' ? `1Z999AA1${String(daysAgo).padStart(10, '0')}` : null,
        // A treatment in progress started the day it was approved (here: made), so that the partner's renewals show it.
        start_date: ['APPROVED', 'SENT_TO_PHARMACY', 'SHIPPED', 'DELIVERED'].includes(status)
          ? new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10)
          : null,
        created_at: new Date(Date.now() - daysAgo * 86_400_000),
        updated_at: new Date(Date.now() - daysAgo * 86_400_000),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const at = new Date(Date.now() - daysAgo * 86_400_000);
    const paid = await trx
      .insertInto('payments')
      .values(sandboxCharge({ order_id: created.id, intake_id: intake.id, amount_cents: price, created_at: at }))
      .returning('id')
      .executeTakeFirstOrThrow();
    if (status === 'DENIED' || status === 'CANCELLED')
      await trx
        .insertInto('refunds')
        .values({
          payment_id: paid.id,
          order_id: created.id,
          amount_cents: price,
          reason: status,
          status: 'SUCCEEDED',
          provider: 'sandbox',
          provider_ref: `sandbox_re_${randomUUID()}`,
          settled_at: new Date(at.getTime() + 86_400_000),
          created_at: new Date(at.getTime() + 86_400_000),
        })
        .execute();
    const signed = {
      intake_id: intake.id,
      order_id: created.id,
      signed_name: 'Demo patient',
      signed_at: at,
      ip: '127.0.0.1',
      user_agent: 'seed',
    };
    await trx
      .insertInto('consents')
      .values([
        { ...signed, kind: 'TELEHEALTH', text_version: 'telehealth-consent-2026-01' },
        { ...signed, kind: 'PRIVACY', text_version: 'privacy-notice-2026-01' },
      ])
      .execute();
  };
  await order(ctx.demoPatientId, ctx.demoUserId, 'SHIPPED', 'semaglutide-starter', 20, '+12025550108');
  for (const [i, [first, last, state, status, variation, yesTo]] of DEMO_PATIENTS.entries()) {
    const phone = `+1202555012${i}`;
    const { userId, patientId } = await insertDemoPatient(
      trx,
      {
        email: `${first.toLowerCase()}.${last.toLowerCase()}@demo.test`,
        password_hash: ctx.passwordHash,
        first_name: first,
        last_name: last,
        phone_number: phone,
        desire_income: null,
      },
      {
        partner_id: ctx.partnerId,
        doctor_id: ctx.doctorId,
        state,
        country: 'US',
        ...demoTown(state),
        address1: `${100 + i} Main Street`,
        date_of_birth: `198${i}-0${i + 1}-15`,
      },
    );
    await order(patientId, userId, status, variation, 10 - i, phone, yesTo);
  }
  // The doctor's decision behind every order past review, as an approval through the API records it.
  await trx
    .updateTable('orders')
    .set((eb) => ({ doctor_approve_questions_status: eb.ref('approval_status') }))
    .where('status', '<>', 'PENDING_REVIEW')
    .where('doctor_approve_questions_status', 'is', null)
    .execute();
  await seedDemoPrescriptions(trx, ctx.doctorId);
}
