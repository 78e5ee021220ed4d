/**
 * Every operation of the API that reads or writes patient data leaves its audit row, without its handler placing it:
 * the test walks the OpenAPI document, calls each such operation once as a role allowed to (a doctor, a patient, the
 * delegate assistant@demo.test acting for doctor@demo.test, or an anonymous intake holding its token) with ids from
 * the demo seed, and checks that the call left exactly one new row naming who acted (and for whom). A few operations
 * make several changes that each commit on their own (a payment settles before the order it pays exists); they say
 * how many rows and why. Operations that touch no patient data are listed as exempt, with the reason: a NEW operation
 * fails the test until it is classified. Last, one out-of-scope call per resource leaves one DENIED row.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAuditLogs } from '#server/modules/audit/audit.service';
import { systemContext } from '#server/platform/http/context';
import { call, createTestApp, DEMO_PASSWORD, signIn, type TestApp } from './helpers/app';
import type { Draft } from './helpers/intake';
import { adminCareCases } from './helpers/admin-care-cases';
import { careCases } from './helpers/audit-cases-care';
import { EXEMPT, partnerCases, type Case, type Request, type Who } from './helpers/audit-cases';
import { oversightCases } from './helpers/audit-cases-oversight';
import { adminInvoiceCases } from './helpers/audit-cases-admin-invoices';
import { adminPartnerCases } from './helpers/audit-cases-admin-partners';
import { operationsOf } from './helpers/openapi';
import { activityCases } from './helpers/audit-cases-activities';
import { careTaskCases } from './helpers/audit-cases-care-tasks';
import { careSessionCases } from './helpers/audit-cases-care-sessions';
import { outcomeCases } from './helpers/audit-cases-outcomes';
import { treatmentPlanCases } from './helpers/audit-cases-treatment-plans';
import { chatCases } from './helpers/audit-cases-chat';
import { intakeCases } from './helpers/audit-cases-intake';
import { clinicalCases, newApprovedOrder } from './helpers/audit-cases-clinical';
import { CARD } from './helpers/owners';
import { orderStepCases } from './helpers/audit-cases-order-steps';

let t: TestApp;
const tokens: Record<Exclude<Who, 'anonymous'> | 'medical', string> = {
  doctor: '',
  delegate: '',
  patient: '',
  partner: '',
  admin: '',
  medical: '',
  care: '',
};
const users: Record<'doctor' | 'delegate' | 'patient' | 'partner' | 'admin' | 'care', string> = {
  doctor: '',
  delegate: '',
  patient: '',
  partner: '',
  admin: '',
  care: '',
};
const seed = {
  doctorId: '',
  partnerId: '',
  jamie: { patientId: '', userId: '', orderId: '' },
  rileyPendingOrderId: '',
  demo: { patientId: '', orderId: '' },
  /** The demo partner's seeded invoices: an open one to read, the paid one, and the other open one to pay. */
  invoices: { open: '', paid: '', toCharge: '' },
};
/** What earlier calls made, for later ones. */
const made = {
  draft: {} as Draft,
  uploadUrl: '',
  photoIdUrl: '',
  renewal: { token: '', intakeId: '', answers: {} as Record<string, unknown> },
  orders: [] as string[],
  rxId: '',
};

const idOf = async (query: Promise<{ id: string } | undefined>) => (await query)!.id;

beforeAll(async () => {
  t = await createTestApp();
  const doctor = await signIn(t.app, 'doctor@demo.test', DEMO_PASSWORD);
  const patient = await signIn(t.app, 'patient@demo.test', DEMO_PASSWORD);
  const assistant = await signIn(t.app, 'assistant@demo.test', DEMO_PASSWORD);
  const partner = await signIn(t.app, 'partner@demo.test', DEMO_PASSWORD);
  const admin = await signIn(t.app, 'admin@demo.test', DEMO_PASSWORD, 'admin.localhost');
  const care = await signIn(t.app, 'care@demo.test', DEMO_PASSWORD);
  const access = assistant.delegateAccesses[0] as { id: string };
  const selected = await call(t.app, {
    method: 'POST',
    url: '/auth/select-delegate-access',
    token: assistant.accessToken,
    payload: { delegateAccessId: access.id },
  });
  Object.assign(tokens, {
    doctor: doctor.accessToken,
    patient: patient.accessToken,
    delegate: (selected.body.data as { delegateAccessToken: string }).delegateAccessToken,
    medical: (await signIn(t.app, 'medical@demo.test', DEMO_PASSWORD)).accessToken,
    partner: partner.accessToken,
    admin: admin.accessToken,
    care: care.accessToken,
  });
  Object.assign(users, {
    doctor: doctor.user.id,
    patient: patient.user.id,
    delegate: assistant.user.id,
    partner: partner.user.id,
    admin: admin.user.id,
    care: care.user.id,
  });

  const patientOf = (email: string) =>
    t.db
      .selectFrom('patients')
      .innerJoin('users', 'users.id', 'patients.user_id')
      .select(['patients.id', 'users.id as user_id'])
      .where('users.email', '=', email)
      .executeTakeFirstOrThrow();
  const orderOf = (patientId: string, status: string) =>
    t.db
      .selectFrom('orders')
      .select('id')
      .where('patient_id', '=', patientId)
      .where('status', '=', status)
      .where('intake_id', 'is not', null)
      .executeTakeFirst();
  const jamie = await patientOf('jamie.ortiz@demo.test');
  const demo = await patientOf('patient@demo.test');
  seed.doctorId = await idOf(t.db.selectFrom('doctors').select('id').where('user_id', '=', users.doctor).executeTakeFirst());
  seed.partnerId = await idOf(t.db.selectFrom('partners').select('id').where('user_id', '=', users.partner).executeTakeFirst());
  seed.jamie = { patientId: jamie.id, userId: jamie.user_id, orderId: await idOf(orderOf(jamie.id, 'APPROVED')) };
  seed.rileyPendingOrderId = await idOf(orderOf((await patientOf('riley.thompson@demo.test')).id, 'PENDING_REVIEW'));
  seed.demo = {
    patientId: demo.id,
    orderId: await idOf(
      t.db.selectFrom('orders').select('id').where('patient_id', '=', demo.id).where('intake_id', 'is not', null).executeTakeFirst(),
    ),
  };
  const invoices = await t.db.selectFrom('invoices').select(['id', 'status']).orderBy('number').execute();
  const open = invoices.filter((i) => i.status === 'OPEN');
  seed.invoices = { open: open[0].id, paid: invoices.find((i) => i.status === 'PAID')!.id, toCharge: open[1].id };
  // The partner pays invoices with its default card (saving it is not one of the counted calls).
  await send('POST', '/gym-owner/setup-intent', 'partner', { payment: CARD });
});
afterAll(() => t.close());

const send = (
  method: string,
  url: string,
  as: Exclude<Who, 'anonymous'> | 'medical' | null,
  payload?: unknown,
  headers?: Record<string, string>,
) =>
  call(t.app, { method: method as 'GET', url, token: as ? tokens[as] : undefined, payload: payload as Record<string, unknown>, headers });

/** The operations that touch patient data, in the order they are called. */
const CASES: [string, Case][] = [
  ...intakeCases({ app: () => t.app, seed, made, send }),
  ...clinicalCases({ db: () => t.db, seed, made, send }),
  ...partnerCases(seed),
  ...oversightCases(seed, {
    userId: (email) => t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow(),
    asAdmin: async (method, url, payload) => (await send(method, url, 'admin', payload)).body.data as Record<string, unknown>,
  }),
  ...adminCareCases(seed, () => t.db),
  ...careCases(seed),
  ...adminPartnerCases(() => t, seed),
  ...adminInvoiceCases(
    () => t,
    seed,
    async (method, url, payload) => (await send(method, url, 'admin', payload)).body.data as Record<string, unknown>,
  ),
  ...activityCases(async (method, url, payload) => (await send(method, url, 'patient', payload)).body.data as Record<string, unknown>),
  ...careTaskCases(seed, async (method, url, payload) => (await send(method, url, 'care', payload)).body.data as Record<string, unknown>),
  ...careSessionCases(
    seed,
    async (method, url, as, payload) => (await send(method, url, as, payload)).body.data as Record<string, unknown>,
    () => t.db,
  ),
  ...outcomeCases(seed),
  ...treatmentPlanCases(
    seed,
    async (method, url, payload) => (await send(method, url, 'patient', payload)).body.data as Record<string, unknown>,
  ),
  ...chatCases(async (method, url, payload) => (await send(method, url, 'patient', payload)).body.data as Record<string, unknown>),
  ...orderStepCases(seed),
  [
    'GET /webhook-order/doctor/{id}',
    {
      as: 'delegate',
      request: async () => {
        await send('POST', '/webhook-order', 'doctor', { source: 'DOCTOR', doctorId: seed.doctorId });
        return { url: `/webhook-order/doctor/${seed.doctorId}` };
      },
    },
  ],
];

type Row = { actorUserId: string | null; actingForUserId: string | null; action: string; outcome: string; resourceId: string | null };

const countRows = async () =>
  Number(
    (
      await t.db
        .selectFrom('audit_logs')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** The `n` newest audit rows, read through the audit module as system work. */
async function newestRows(n: number): Promise<Row[]> {
  if (n <= 0) return [];
  const { logs } = await listAuditLogs(systemContext(t.app, 'audit coverage test'), { page: 1, limit: n, sort: 'timestamp:desc' });
  return logs;
}

async function perform(method: string, request: Request, as: Who) {
  if (request.file) {
    const token = as === 'anonymous' ? tokens.partner : tokens[as];
    const res = await t.app.inject({ method: 'GET', url: `/api/v1${request.url}`, headers: { authorization: `Bearer ${token}` } });
    return { status: res.statusCode, data: null };
  }
  if (request.raw) {
    // A file, not JSON: the signed link's GET.
    const res = await t.app.inject({ method: 'GET', url: request.url });
    return { status: res.statusCode, data: null };
  }
  if (request.bytes) {
    const res = await t.app.inject({ method: method as 'PUT', url: request.url, headers: request.headers, payload: request.bytes });
    return { status: res.statusCode, data: null };
  }
  const res = await send(method, request.url, as === 'anonymous' ? null : as, request.payload, request.headers);
  return { status: res.status, data: res.body.data as Record<string, unknown> | null };
}

describe('audit coverage of the OpenAPI document', () => {
  it('classifies every operation: patient data (called below) or exempt, with a reason', async () => {
    const operations = (await operationsOf(t.app)).map((op) => op.key);
    const classified = new Set([...CASES.map(([op]) => op), ...Object.keys(EXEMPT)]);
    expect(
      operations.filter((op) => !classified.has(op)),
      'operations neither called nor exempt',
    ).toEqual([]);
    expect(
      [...classified].filter((op) => !operations.includes(op)),
      'classified operations the API no longer has',
    ).toEqual([]);
    expect(new Set(CASES.map(([op]) => op)).size, 'an operation called twice').toBe(CASES.length);
  });

  it('leaves exactly one audit row per call (or the declared few), naming the actor and whom a delegate acts for', async () => {
    const emails = ['coverage@example.test', 'signup.coverage@example.test', 'patient@demo.test'];
    const failures: string[] = [];
    for (const [op, c] of CASES) {
      const [method] = op.split(' ');
      const request = await c.request();
      const before = await countRows();
      const { status, data } = await perform(method, request, c.as);
      const added = (await countRows()) - before;
      const rows = await newestRows(added);
      const expected = c.rows?.count ?? 1;
      if (status >= 300) failures.push(`${op}: status ${status}`);
      if (added !== expected)
        failures.push(`${op}: ${added} new audit rows, expected ${expected} (${rows.map((r) => r.action).join(', ')})`);
      const accounts = c.account
        ? (await t.db.selectFrom('users').select('id').where('email', 'in', emails).where('email', '=', c.account).execute()).map(
            (u) => u.id,
          )
        : [];
      for (const row of rows) {
        const actor = c.as === 'anonymous' ? null : c.as === 'delegate' ? users.delegate : users[c.as];
        const actingFor = c.as === 'delegate' ? users.doctor : null;
        const actorOk = c.as === 'anonymous' ? row.actorUserId === null || accounts.includes(row.actorUserId) : row.actorUserId === actor;
        if (!actorOk || row.actingForUserId !== actingFor)
          failures.push(
            `${op}: ${row.action} row names actor ${row.actorUserId} for ${row.actingForUserId}, expected ${actor ?? c.account ?? 'none'} for ${actingFor}`,
          );
      }
      if (c.account && !rows.some((r) => r.actorUserId !== null && accounts.includes(r.actorUserId)))
        failures.push(`${op}: no row names ${c.account}`);
      if (data && c.then) c.then(data);
    }
    expect(failures).toEqual([]);
  });

  it('audits a call for a record outside the caller’s scope as one DENIED row naming it (and answers 404)', async () => {
    const other = await newApprovedOrder(send, seed.jamie.patientId);
    const denied: [string, Exclude<Who, 'anonymous'> | 'medical', string, string, unknown?][] = [
      ['orders', 'medical', `/doctors/orders/${seed.jamie.orderId}`, seed.jamie.orderId],
      ['orders (a photo ID link)', 'medical', `/doctors/orders/${seed.jamie.orderId}/photo-id`, seed.jamie.orderId],
      ['orders (the patient’s)', 'patient', `/patient/orders/${other}`, other],
      ['patients', 'medical', `/doctors/patients/${seed.jamie.patientId}/detail`, seed.jamie.patientId],
      ['treatment plans', 'medical', `/doctors/patients/${seed.jamie.patientId}/treatment-plan`, seed.jamie.patientId],
      ['patients (the patient’s record)', 'patient', `/patients/${seed.jamie.patientId}`, seed.jamie.patientId],
      ['prescriptions', 'medical', `/doctors/prescriptions/${made.rxId}`, made.rxId],
      ['intake', 'patient', `/patients/get-patient-questionnaire/${made.draft.id}`, made.draft.id],
      ['webhook orders', 'medical', `/webhook-order/doctor/${seed.doctorId}`, seed.doctorId],
      ['payments', 'patient', '/payment-intent', other, { orderId: other, payment: CARD, idempotencyKey: 'coverage-denied' }],
    ];
    const failures: string[] = [];
    for (const [resource, as, url, id, payload] of denied) {
      const before = await countRows();
      const res = await send(payload ? 'POST' : 'GET', url, as, payload);
      const rows = await newestRows((await countRows()) - before);
      if (res.status !== 404) failures.push(`${resource}: status ${res.status}`);
      if (rows.length !== 1 || rows[0].outcome !== 'DENIED' || rows[0].resourceId !== id)
        failures.push(`${resource}: ${JSON.stringify(rows.map((r) => [r.action, r.outcome, r.resourceId]))}`);
    }
    expect(failures).toEqual([]);
  });
});
