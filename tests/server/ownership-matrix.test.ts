/**
 * No one reaches what is not theirs. The test walks the OpenAPI document: every operation that takes the id of a
 * record (a path parameter, or an id in its query or body) is called as every role of the demo seed (two patients,
 * two doctors, the delegate acting for the first doctor, two partners, an anonymous caller holding its own intake's token) with
 * ANOTHER owner's ids, and must answer 403 or 404 (an anonymous caller of a signed-in route: 401), never data; each
 * 403 or 404 leaves a DENIED audit row. Operations whose ids are not owned records say why in NOT_OWNED; a NEW
 * operation with an id fails the test until it is classified.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCareOwnershipCases } from './helpers/admin-care-cases';
import { call, createTestApp, DEMO_PASSWORD, signIn, type TestApp } from './helpers/app';
import { auditOutcomes } from './helpers/audit';
import { checkoutBody, type Draft } from './helpers/intake';
import { adminPartnerMatrix } from './helpers/audit-cases-admin-partners';
import { operationsOf, propertyNames, type Operation } from './helpers/openapi';
import { NOT_OWNED } from './helpers/ownership-not-owned';
import { buildWorld, CARD, CONFIRMED_RX, foreignTo, ROLES, type Records, type Role, type Staff, type World } from './helpers/owners';

type Request = { url: string; payload?: Record<string, unknown> };
/** A phone number is no id but a lookup: its refusal is a wrong code (401), after a code was texted to it. */
const PHONE_LOOKUPS = [
  'GET /patients/get-patient-questionnaire-by-phone/{phone}',
  'GET /patients/get-patient-renewal-questionnaire-by-phone/{phone}',
];
type Foreign = { records: Records; staff: Staff; partnerId?: string; invoiceId: string };

/** A session of someone outside the matrix's roles (the administrator's): ending it is never anyone else's to do. */
let foreignSessionId = '';
/** The administrator's API key: revoking it is never anyone else's to do. */
let foreignApiKeyId = '';

const at = (f: Foreign) => f.records;
/** An activity of each patient of the world (made in beforeAll): a patient's activities are theirs alone. */
const activityOf: Record<string, string> = {};
const activityUrl = (f: Foreign) => `/activities/${activityOf[at(f).patientId]}`;
/** A care session of each patient of the world (made in beforeAll): cancelling it is that patient's alone. */
const careSessionOf: Record<string, string> = {};
/** A flagged check-in of each patient of the world (made in beforeAll): only a doctor who sees the patient reviews it. */
const checkInOf: Record<string, string> = {};
/** A conversation of each patient of the world with the demo nurse, and its one message: only its people read it. */
const chatOf: Record<string, { conversationId: string; messageId: string }> = {};
const chatUrl = (f: Foreign, rest: string) => `/chat/conversations/${chatOf[at(f).userId].conversationId}/${rest}`;
/** How to call each operation with another owner's ids. */
const CASES: Record<string, (f: Foreign) => Request> = {
  'DELETE /account/sessions/{id}': () => ({ url: `/account/sessions/${foreignSessionId}` }),
  'DELETE /api-keys/{id}': () => ({ url: `/api-keys/${foreignApiKeyId}` }),
  'POST /auth/select-delegate-access': (f) => ({
    url: '/auth/select-delegate-access',
    payload: { delegateAccessId: f.staff.delegateAccessId },
  }),
  'GET /patients/get-patient-questionnaire/{id}': (f) => ({ url: `/patients/get-patient-questionnaire/${at(f).intakeId}` }),
  'PATCH /patients/update-form-questionnaire/{orderId}': (f) => ({
    url: `/patients/update-form-questionnaire/${at(f).intakeId}`,
    payload: { currentStep: 'safety' },
  }),
  'POST /saving-onboarding-options': (f) => ({
    url: '/saving-onboarding-options',
    payload: { intakeId: at(f).intakeId, firstName: 'Mallory' },
  }),
  'POST /patients': (f) => ({
    url: '/patients',
    payload: checkoutBody({ id: at(f).intakeId } as Draft, { idempotencyKey: `matrix-${at(f).intakeId}-${Math.random()}` }),
  }),
  'GET /patients/get-patient-questionnaire-by-phone/{phone}': (f) => ({
    url: `/patients/get-patient-questionnaire-by-phone/${at(f).phone}?code=000000`,
  }),
  'GET /patients/get-patient-renewal-questionnaire-by-phone/{phone}': (f) => ({
    url: `/patients/get-patient-renewal-questionnaire-by-phone/${at(f).phone}?code=000000`,
  }),
  'PUT /patients/questionnaire-progress': (f) => ({
    url: '/patients/questionnaire-progress',
    payload: { intakeId: at(f).intakeId, currentStep: 'safety' },
  }),
  'PUT /patients/questionnaire/{questionnaire}': (f) => ({ url: `/patients/questionnaire/${at(f).intakeId}`, payload: { answers: {} } }),
  'POST /payment-intent': (f) => ({
    url: '/payment-intent',
    payload: { orderId: at(f).orderId, payment: CARD, idempotencyKey: `matrix-${Math.random()}` },
  }),
  'GET /storage/upload-link': (f) => ({
    url: `/storage/upload-link?purpose=photo-id&contentType=image/png&fileName=id.png&intakeId=${at(f).intakeId}`,
  }),
  'GET /patients/{id}': (f) => ({ url: `/patients/${at(f).patientId}` }),
  'GET /patient/orders/{id}': (f) => ({ url: `/patient/orders/${at(f).orderId}` }),
  'GET /patients/orders/{id}': (f) => ({ url: `/patients/orders/${at(f).orderId}` }),
  'GET /doctors/orders/{id}': (f) => ({ url: `/doctors/orders/${at(f).orderId}` }),
  'PATCH /doctors/orders/{id}': (f) => ({ url: `/doctors/orders/${at(f).orderId}`, payload: { doctorNote: 'Not my patient.' } }),
  'GET /doctors/orders/{id}/photo-id': (f) => ({ url: `/doctors/orders/${at(f).orderId}/photo-id` }),
  'PATCH /doctors/orders/{id}/approve-intake-questions': (f) => ({
    url: `/doctors/orders/${at(f).orderId}/approve-intake-questions`,
    payload: { doctorApproveQuestionsStatus: 'APPROVED' },
  }),
  'POST /doctors/create-new-order': (f) => ({
    url: '/doctors/create-new-order',
    payload: { patientId: at(f).patientId, confirmOpenOrder: true },
  }),
  'GET /doctors/patients/{id}/detail': (f) => ({ url: `/doctors/patients/${at(f).patientId}/detail` }),
  'PATCH /doctors/patients/{id}': (f) => ({ url: `/doctors/patients/${at(f).patientId}`, payload: { city: 'Nowhere' } }),
  'DELETE /doctors/delegate-access/{id}': (f) => ({ url: `/doctors/delegate-access/${f.staff.delegateAccessId}` }),
  'DELETE /doctors/cards/{id}': (f) => ({ url: `/doctors/cards/${f.staff.cardId}` }),
  'PATCH /doctors/cards/{id}/default': (f) => ({ url: `/doctors/cards/${f.staff.cardId}/default` }),
  // The partner routes refuse every role of the matrix (none is a partner); one partner calling with another's ids
  // is checked in partner-delegate-access.test.ts and partner-money.test.ts.
  'DELETE /gym-owner/delegate-access/{id}': (f) => ({ url: `/gym-owner/delegate-access/${f.staff.delegateAccessId}` }),
  'DELETE /gym-owner/cards/{id}': (f) => ({ url: `/gym-owner/cards/${f.staff.cardId}` }),
  'PUT /gym-owner/cards/{id}/default': (f) => ({ url: `/gym-owner/cards/${f.staff.cardId}/default` }),
  'GET /webhook-order/doctor/{id}': (f) => ({ url: `/webhook-order/doctor/${f.staff.doctorId}` }),
  // A partner asks for another partner's feed; everyone else for another doctor's.
  'POST /webhook-order': (f) => ({
    url: '/webhook-order',
    payload: f.partnerId ? { source: 'PARTNER', partnerId: f.partnerId } : { source: 'DOCTOR', doctorId: f.staff.doctorId },
  }),
  'PATCH /webhook-order/{id}': (f) => ({ url: `/webhook-order/${f.staff.feedId}`, payload: { updatedAt: new Date().toISOString() } }),
  'POST /doctors/prescriptions': (f) => ({
    url: '/doctors/prescriptions',
    payload: { orderId: at(f).orderId, rxInformation: CONFIRMED_RX },
  }),
  'POST /doctors/orders/{id}/users/{userId}/rx-here': (f) => ({ url: `/doctors/orders/${at(f).orderId}/users/${at(f).userId}/rx-here` }),
  'GET /doctors/prescriptions/{id}': (f) => ({ url: `/doctors/prescriptions/${at(f).rxId}` }),
  'POST /doctors/rx-provider/send-prescription': (f) => ({
    url: '/doctors/rx-provider/send-prescription',
    payload: { orderId: at(f).orderId },
  }),
  'POST /doctors/digital-rx/send-prescription': (f) => ({
    url: '/doctors/digital-rx/send-prescription',
    payload: { orderId: at(f).orderId },
  }),
  'POST /doctors/digital-rx/check-prescription-status': (f) => ({
    url: '/doctors/digital-rx/check-prescription-status',
    payload: { orderId: at(f).orderId },
  }),
  'GET /gym-owner/orders/{id}': (f) => ({ url: `/gym-owner/orders/${at(f).orderId}` }),
  'PATCH /gym-owner/orders/{id}': (f) => ({ url: `/gym-owner/orders/${at(f).orderId}`, payload: { partnerNote: 'Mallory' } }),
  'PUT /gym-owner/renewals/{id}/renewal-status': (f) => ({
    url: `/gym-owner/renewals/${at(f).orderId}/renewal-status`,
    payload: { status: 'CONTACTED' },
  }),
  'PUT /gym-owner/renewals/{id}/start-date': (f) => ({
    url: `/gym-owner/renewals/${at(f).orderId}/start-date`,
    payload: { startDate: new Date().toISOString().slice(0, 10) },
  }),
  'GET /gym-owner/patients/{id}': (f) => ({ url: `/gym-owner/patients/${at(f).patientId}` }),
  'PUT /gym-owner/patients/{id}': (f) => ({ url: `/gym-owner/patients/${at(f).patientId}`, payload: { city: 'Mallory' } }),
  'GET /gym-owner/invoices/{id}': (f) => ({ url: `/gym-owner/invoices/${f.invoiceId}` }),
  'GET /gym-owner/invoices/{id}/original-details': (f) => ({ url: `/gym-owner/invoices/${f.invoiceId}/original-details` }),
  'GET /gym-owner/invoices/{id}/charge-status': (f) => ({ url: `/gym-owner/invoices/${f.invoiceId}/charge-status` }),
  'POST /gym-owner/invoices/{id}/charge': (f) => ({ url: `/gym-owner/invoices/${f.invoiceId}/charge` }),
  'GET /invoice-activities/invoice': (f) => ({ url: `/invoice-activities/invoice?invoiceId=${f.invoiceId}` }),
  'PATCH /gym-owner/patients/{id}/status': (f) => ({
    url: `/gym-owner/patients/${at(f).patientId}/status`,
    payload: { status: 'INACTIVE' },
  }),
  ...adminCareOwnershipCases(),
  'GET /gym-owner/orders/{id}/intake': (f) => ({ url: `/gym-owner/orders/${at(f).orderId}/intake` }),
  'GET /gym-owner/orders/{id}/medications': (f) => ({ url: `/gym-owner/orders/${at(f).orderId}/medications` }),
  'GET /super-admin/orders/{id}/intake': (f) => ({ url: `/super-admin/orders/${at(f).orderId}/intake` }),
  'GET /activities/{id}': (f) => ({ url: activityUrl(f) }),
  'PUT /activities/{id}': (f) => ({ url: activityUrl(f), payload: { name: 'Mallory' } }),
  'DELETE /activities/{id}': (f) => ({ url: activityUrl(f) }),
  'POST /patient/care-sessions/{id}/cancel': (f) => ({
    url: `/patient/care-sessions/${careSessionOf[at(f).patientId]}/cancel`,
    payload: { reason: 'Mallory' },
  }),
  'GET /doctors/patients/{id}/treatment-plan': (f) => ({ url: `/doctors/patients/${at(f).patientId}/treatment-plan` }),
  'POST /doctors/patients/{id}/treatment-plan/dose': (f) => ({
    url: `/doctors/patients/${at(f).patientId}/treatment-plan/dose`,
    payload: { action: 'HOLD', reason: 'Mallory' },
  }),
  'GET /doctors/patients/{id}/outcomes': (f) => ({ url: `/doctors/patients/${at(f).patientId}/outcomes` }),
  'POST /doctors/patients/{id}/outcomes/review': (f) => ({
    url: `/doctors/patients/${at(f).patientId}/outcomes/review`,
    payload: { decision: 'CONTINUE', note: 'Mallory' },
  }),
  'POST /doctors/check-ins/{id}/review': (f) => ({
    url: `/doctors/check-ins/${checkInOf[at(f).patientId]}/review`,
    payload: { note: 'Mallory' },
  }),
  'GET /chat/conversations/{conversationId}/messages': (f) => ({ url: chatUrl(f, 'messages') }),
  'POST /chat/conversations/{conversationId}/messages': (f) => ({ url: chatUrl(f, 'messages'), payload: { body: 'Mallory' } }),
  'POST /chat/conversations/{conversationId}/read': (f) => ({
    url: chatUrl(f, 'read'),
    payload: { messageIds: [chatOf[at(f).userId].messageId] },
  }),
  // The administrator's partner calls: every other role is refused by the guard (403, an ACCESS DENIED row).
  ...adminPartnerMatrix((f) => ({ partnerId: f.partnerId ?? at(f).patientId, patientId: at(f).patientId, orderId: at(f).orderId })),
};

const ID_NAME = /(^id$|Id$)/;

/** Whether an operation names a record: a path parameter, or an id in its query or body. */
const takesAnId = (op: Operation) =>
  op.parameters.some((p) => p.in === 'path' || (p.in === 'query' && (ID_NAME.test(p.name) || p.schema?.format === 'uuid'))) ||
  propertyNames(op.body).some((name) => ID_NAME.test(name));

let t: TestApp;
let world: World;
let operations: Operation[];

beforeAll(async () => {
  // Each wrong code below follows a code texted to the number: more than the default five sends per number.
  t = await createTestApp({ OTP_MAX_SENDS: 50 });
  world = await buildWorld(t);
  const admin = await signIn(t.app, 'admin@demo.test', DEMO_PASSWORD);
  foreignSessionId = (JSON.parse(Buffer.from(admin.accessToken.split('.')[1], 'base64url').toString()) as { sid: string }).sid;
  const key = await call(t.app, {
    method: 'POST',
    url: '/api-keys',
    token: admin.accessToken,
    payload: { name: 'Admin key', scopes: ['webhook-orders:read'] },
  });
  foreignApiKeyId = (key.body.data as { key: { id: string } }).key.id;
  operations = await operationsOf(t.app);
  for (const { patientId } of Object.values(world.records)) {
    const row = await t.db
      .insertInto('activities')
      .values({ patient_id: patientId, activity_type: 'WALKING', name: 'Matrix walk', duration: 30, date: '2026-01-05' })
      .returning('id')
      .executeTakeFirstOrThrow();
    activityOf[patientId] = row.id;
    const plan =
      (await t.db.selectFrom('treatment_plans').select('id').where('patient_id', '=', patientId).executeTakeFirst()) ??
      (await t.db
        .insertInto('treatment_plans')
        .values({ patient_id: patientId, medication: 'semaglutide', step_index: 0 })
        .returning('id')
        .executeTakeFirstOrThrow());
    const checkIn = await t.db
      .insertInto('check_ins')
      .values({
        plan_id: plan.id,
        patient_id: patientId,
        weight: 200,
        severity: 'SEVERE',
        side_effects: ['NAUSEA'],
        missed_doses: 0,
        flagged: true,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    checkInOf[patientId] = checkIn.id;
  }
  const nurse = await t.db.selectFrom('users').select('id').where('email', '=', 'care@demo.test').executeTakeFirstOrThrow();
  for (const [i, { patientId }] of Object.values(world.records).entries()) {
    const startsAt = new Date(Date.now() + (30 + i) * 86_400_000);
    const row = await t.db
      .insertInto('care_sessions')
      .values({
        patient_id: patientId,
        host_id: nurse.id,
        kind: 'CHECK_IN',
        starts_at: startsAt,
        duration_minutes: 30,
        ends_at: new Date(startsAt.getTime() + 30 * 60_000),
        created_by: nurse.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    careSessionOf[patientId] = row.id;
  }
  for (const { userId } of Object.values(world.records)) {
    if (chatOf[userId]) continue;
    const key = [userId, nurse.id].sort().join(',');
    const existing = await t.db.selectFrom('conversations').select('id').where('participant_key', '=', key).executeTakeFirst();
    const conversation =
      existing ??
      (await t.db
        .insertInto('conversations')
        .values({ participant_key: key, created_by: nurse.id })
        .returning('id')
        .executeTakeFirstOrThrow());
    if (!existing)
      await t.db
        .insertInto('conversation_participants')
        .values([userId, nurse.id].map((user_id) => ({ conversation_id: conversation.id, user_id })))
        .execute();
    await t.db.updateTable('conversations').set({ last_seq: 100 }).where('id', '=', conversation.id).execute();
    const message = await t.db
      .insertInto('chat_messages')
      .values({ conversation_id: conversation.id, seq: 100, sender_id: nurse.id, body: 'Matrix message' })
      .returning('id')
      .executeTakeFirstOrThrow();
    chatOf[userId] = { conversationId: conversation.id, messageId: message.id };
  }
});
afterAll(() => t.close());

const deniedRows = async () => (await auditOutcomes(t.db, { outcome: 'DENIED' })).length;

async function attempt(op: string, role: Role): Promise<string | undefined> {
  const [method] = op.split(' ');
  const request = CASES[op](foreignTo(world, role));
  // A wrong code for a number with a record on file is a denied access; a number without one has nothing to deny.
  let recordOnFile = true;
  if (PHONE_LOOKUPS.includes(op)) {
    const codesSent = async () => (await auditOutcomes(t.db, { action: 'INTAKE_CODE_SENT' })).length;
    const sentBefore = await codesSent();
    const sent = await call(t.app, { method: 'GET', url: request.url.replace(/\?.*/, '') });
    if (sent.status !== 200) return `${role}: sending a code answered ${sent.status}`;
    recordOnFile = (await codesSent()) > sentBefore;
  }
  const before = await deniedRows();
  const res = await call(t.app, {
    method: method as 'GET',
    url: request.url,
    token: world.tokens[role],
    payload: request.payload,
    headers: role === 'anonymous' ? { 'x-intake-token': world.intakeToken } : {},
  });
  const allowed = PHONE_LOOKUPS.includes(op) ? [401] : role === 'anonymous' ? [401, 403, 404] : [403, 404];
  if (!allowed.includes(res.status)) return `${role}: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`;
  const denial = res.status !== 401 || (PHONE_LOOKUPS.includes(op) && recordOnFile);
  if (denial && (await deniedRows()) === before) return `${role}: ${res.status} without a DENIED audit row`;
  return undefined;
}

describe('ownership matrix over the OpenAPI document', () => {
  it('classifies every operation that takes an id: called below with another owner’s ids, or not an owned record', () => {
    const withIds = operations.filter(takesAnId).map((op) => op.key);
    const classified = new Set([...Object.keys(CASES), ...Object.keys(NOT_OWNED)]);
    expect(
      withIds.filter((op) => !classified.has(op)),
      'operations with an id the matrix cannot fill',
    ).toEqual([]);
    const known = operations.map((op) => op.key);
    expect(
      [...classified].filter((op) => !known.includes(op)),
      'classified operations the API no longer has',
    ).toEqual([]);
  });

  it.each(Object.keys(CASES))('%s: another owner’s ids answer 403 or 404 for every role, audited as DENIED', async (op) => {
    const failures: string[] = [];
    for (const role of ROLES) {
      const failure = await attempt(op, role);
      if (failure) failures.push(failure);
    }
    expect(failures).toEqual([]);
  });
});
