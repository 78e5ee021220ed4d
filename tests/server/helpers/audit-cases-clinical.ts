/**
 * The audit-coverage test's cases for the patient's own records and the doctor's work (tests/server/audit-coverage.test.ts),
 * the doctor's mostly through the delegate acting for them. What one call makes (an order, a prescription, the photo
 * ID's link) is kept in `made` for the next.
 */
import type { Case } from './audit-cases';
import type { TestApp } from './app';
import type { Draft } from './intake';
import { CONFIRMED_RX_INFORMATION } from './orders';
import { CARD } from './owners';

/** The demo records the cases read: Jamie's approved order, Riley's order under review, the demo patient's. */
export interface ClinicalSeed {
  jamie: { patientId: string; userId: string; orderId: string };
  rileyPendingOrderId: string;
  demo: { patientId: string; orderId: string };
}

/** What earlier calls made (the intake's draft and upload link among them), and what these cases add. */
export interface ClinicalMade {
  draft: Draft;
  uploadUrl: string;
  photoIdUrl: string;
  orders: string[];
  rxId: string;
}

type Send = (method: string, url: string, as: 'doctor' | 'patient', payload?: unknown) => Promise<{ body: { data?: unknown } }>;

/** A new approved order for the patient, made by the doctor, its prescription confirmed (for the prescription calls). */
export async function newApprovedOrder(send: Send, patientId: string): Promise<string> {
  const res = await send('POST', '/doctors/create-new-order', 'doctor', { patientId, confirmOpenOrder: true });
  const id = (res.body.data as { id: string }).id;
  await send('PATCH', `/doctors/orders/${id}`, 'doctor', { rxInformation: CONFIRMED_RX_INFORMATION });
  return id;
}

export function clinicalCases({
  db,
  seed,
  made,
  send,
}: {
  db: () => TestApp['db'];
  seed: ClinicalSeed;
  made: ClinicalMade;
  send: Send;
}): [string, Case][] {
  /** The coverage checkout's order, its photo ID answer pointed at the file uploaded for that intake (PUT /storage/objects). */
  async function orderWithUploadedPhotoId() {
    const key = decodeURIComponent(new URL(made.uploadUrl, 'http://x').pathname.replace('/api/v1/storage/objects/', ''));
    const question = made.draft.questions.find((q) => q.key === 'photo_id')!;
    const intake = await db().selectFrom('intakes').select('answers').where('id', '=', made.draft.id).executeTakeFirstOrThrow();
    await db()
      .updateTable('intakes')
      .set({ answers: JSON.stringify({ ...intake.answers, [question.id]: key }) })
      .where('id', '=', made.draft.id)
      .execute();
    return (await db().selectFrom('orders').select('id').where('intake_id', '=', made.draft.id).executeTakeFirstOrThrow()).id;
  }

  const doctorsOrder = (patientId = seed.jamie.patientId) => newApprovedOrder(send, patientId);

  return [
    // The patient's own records.
    ['GET /patient/profile', { as: 'patient', request: async () => ({ url: '/patient/profile' }) }],
    ['PUT /patient/profile', { as: 'patient', request: async () => ({ url: '/patient/profile', payload: { city: 'San Francisco' } }) }],
    ['GET /patients/{id}', { as: 'patient', request: async () => ({ url: `/patients/${seed.demo.patientId}` }) }],
    ['GET /patient/orders', { as: 'patient', request: async () => ({ url: '/patient/orders' }) }],
    ['GET /patient/orders/{id}', { as: 'patient', request: async () => ({ url: `/patient/orders/${seed.demo.orderId}` }) }],
    ['GET /patient/me/medications', { as: 'patient', request: async () => ({ url: '/patient/me/medications' }) }],
    ['GET /patients/orders/{id}', { as: 'patient', request: async () => ({ url: `/patients/orders/${seed.demo.orderId}` }) }],
    ['GET /auth/me', { as: 'patient', request: async () => ({ url: '/auth/me' }) }],
    [
      'POST /payment-intent',
      {
        as: 'patient',
        request: async () => ({
          url: '/payment-intent',
          payload: { orderId: await doctorsOrder(seed.demo.patientId), payment: CARD, idempotencyKey: 'coverage-pay' },
        }),
      },
    ],
    [
      'POST /subscription',
      {
        as: 'patient',
        rows: { count: 2, why: 'the first period is charged (PAYMENT) before the subscription starts (SUBSCRIBE)' },
        request: async () => ({
          url: '/subscription',
          payload: { planId: 'monthly', productVariationKey: 'semaglutide-starter', payment: CARD, idempotencyKey: 'coverage-subscribe' },
        }),
      },
    ],

    // The doctor's work, mostly through the delegate acting for them.
    ['GET /doctors/orders', { as: 'doctor', request: async () => ({ url: '/doctors/orders' }) }],
    ['GET /doctors/orders/{id}', { as: 'delegate', request: async () => ({ url: `/doctors/orders/${seed.jamie.orderId}` }) }],
    [
      'GET /doctors/orders/{id}/photo-id',
      {
        as: 'delegate',
        request: async () => ({ url: `/doctors/orders/${await orderWithUploadedPhotoId()}/photo-id` }),
        then: (data) => (made.photoIdUrl = (data as { url: string }).url),
      },
    ],
    ['GET /storage/objects/{*}', { as: 'anonymous', request: async () => ({ url: made.photoIdUrl, raw: true }) }],
    [
      'PATCH /doctors/orders/{id}',
      {
        as: 'delegate',
        request: async () => ({ url: `/doctors/orders/${seed.jamie.orderId}`, payload: { doctorNote: 'Audit coverage.' } }),
      },
    ],
    [
      'PATCH /doctors/orders/{id}/approve-intake-questions',
      {
        as: 'delegate',
        request: async () => ({
          url: `/doctors/orders/${seed.rileyPendingOrderId}/approve-intake-questions`,
          payload: { doctorApproveQuestionsStatus: 'APPROVED' },
        }),
      },
    ],
    [
      'POST /doctors/create-new-order',
      {
        as: 'delegate',
        request: async () => ({ url: '/doctors/create-new-order', payload: { patientId: seed.jamie.patientId, confirmOpenOrder: true } }),
        then: (data) => made.orders.push((data as { id: string }).id),
      },
    ],
    ['GET /doctors/patients', { as: 'doctor', request: async () => ({ url: '/doctors/patients' }) }],
    [
      'GET /doctors/patients/{id}/detail',
      { as: 'delegate', request: async () => ({ url: `/doctors/patients/${seed.jamie.patientId}/detail` }) },
    ],
    [
      'PATCH /doctors/patients/{id}',
      { as: 'delegate', request: async () => ({ url: `/doctors/patients/${seed.jamie.patientId}`, payload: { city: 'Brooklyn' } }) },
    ],
    [
      'POST /doctors/prescriptions',
      {
        as: 'delegate',
        request: async () => ({
          url: '/doctors/prescriptions',
          payload: { orderId: made.orders[0], rxInformation: CONFIRMED_RX_INFORMATION },
        }),
        then: (data) => (made.rxId = (data as { id: string }).id),
      },
    ],
    [
      'POST /doctors/orders/{id}/users/{userId}/rx-here',
      {
        as: 'delegate',
        request: async () => {
          made.orders.push(await doctorsOrder());
          return { url: `/doctors/orders/${made.orders[1]}/users/${seed.jamie.userId}/rx-here` };
        },
      },
    ],
    ['GET /doctors/prescriptions', { as: 'delegate', request: async () => ({ url: '/doctors/prescriptions' }) }],
    ['GET /doctors/prescriptions/{id}', { as: 'delegate', request: async () => ({ url: `/doctors/prescriptions/${made.rxId}` }) }],
    [
      'POST /doctors/rx-provider/send-prescription',
      {
        as: 'delegate',
        rows: { count: 2, why: 'the prescription is claimed (SENDING) before the pharmacy is called, and its answer recorded after' },
        request: async () => ({ url: '/doctors/rx-provider/send-prescription', payload: { orderId: made.orders[0] } }),
      },
    ],
    [
      'POST /doctors/digital-rx/send-prescription',
      {
        as: 'delegate',
        rows: { count: 2, why: 'the prescription is claimed (SENDING) before the pharmacy is called, and its answer recorded after' },
        request: async () => ({ url: '/doctors/digital-rx/send-prescription', payload: { orderId: made.orders[1] } }),
      },
    ],
    [
      'POST /doctors/digital-rx/check-prescription-status',
      {
        as: 'delegate',
        request: async () => ({ url: '/doctors/digital-rx/check-prescription-status', payload: { orderId: made.orders[1] } }),
      },
    ],
  ];
}
