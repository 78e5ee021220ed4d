import type { TestApp } from './app';
import type { Case } from './audit-cases';

/**
 * The super admin's care calls (orders, patients, notes) for the audit-coverage test: each leaves one row naming the
 * admin. Jamie came through the demo partner; the order is in treatment.
 */
export const adminCareCases = (
  seed: { jamie: { patientId: string; orderId: string }; demo: { patientId: string } },
  db: () => TestApp['db'],
): [string, Case][] => {
  const made = { noteId: '' };
  return [
    ['GET /super-admin/orders', { as: 'admin', request: async () => ({ url: '/super-admin/orders?search=jamie' }) }],
    ['GET /super-admin/orders/{id}', { as: 'admin', request: async () => ({ url: `/super-admin/orders/${seed.jamie.orderId}` }) }],
    [
      'PATCH /super-admin/orders/{id}',
      {
        as: 'admin',
        request: async () => ({ url: `/super-admin/orders/${seed.jamie.orderId}`, payload: { partnerNote: 'Admin checked' } }),
      },
    ],
    [
      'GET /super-admin/orders/{id}/medications',
      { as: 'admin', request: async () => ({ url: `/super-admin/orders/${seed.jamie.orderId}/medications` }) },
    ],
    // The copies are new unpaid orders under review: the reminder below asks for one's payment.
    [
      'POST /super-admin/orders/{id}/duplicate',
      { as: 'admin', request: async () => ({ url: `/super-admin/orders/${seed.jamie.orderId}/duplicate` }) },
    ],
    [
      'POST /super-admin/duplicate-existing-order/{orderId}',
      {
        as: 'admin',
        request: async () => ({
          url: `/super-admin/duplicate-existing-order/${seed.jamie.orderId}`,
          payload: { patientId: seed.demo.patientId },
        }),
      },
    ],
    [
      'POST /super-admin/orders/{id}/resend-reminder',
      {
        as: 'admin',
        request: async () => {
          const unpaid = await db()
            .selectFrom('orders')
            .select('id')
            .where('payment_status', '=', 'UNPAID')
            .where('status', 'in', ['PENDING_REVIEW', 'APPROVED'])
            .where('billed_to', '=', 'PATIENT')
            .executeTakeFirstOrThrow();
          return { url: `/super-admin/orders/${unpaid.id}/resend-reminder` };
        },
      },
    ],
    [
      'GET /super-admin/orders/{id}/refunds',
      { as: 'admin', request: async () => ({ url: `/super-admin/orders/${seed.jamie.orderId}/refunds` }) },
    ],
    [
      'POST /super-admin/orders/{id}/refunds',
      {
        as: 'admin',
        request: async () => ({
          url: `/super-admin/orders/${seed.jamie.orderId}/refunds`,
          payload: { amountCents: 1, reason: 'Audit check' },
        }),
        rows: { count: 2, why: 'the refund is queued (REFUND_REQUESTED) and, after that commit, made by the processor (REFUND)' },
      },
    ],
    [
      'POST /super-admin/orders/{id}/chargebacks',
      {
        as: 'admin',
        request: async () => ({
          url: `/super-admin/orders/${seed.jamie.orderId}/chargebacks`,
          payload: { amountCents: 1, reference: 'dp_audit_check', reason: 'Audit check' },
        }),
      },
    ],
    ['GET /super-admin/patients', { as: 'admin', request: async () => ({ url: '/super-admin/patients' }) }],
    ['GET /super-admin/gym-clients', { as: 'admin', request: async () => ({ url: '/super-admin/gym-clients' }) }],
    ['GET /super-admin/clients', { as: 'admin', request: async () => ({ url: '/super-admin/clients' }) }],
    ['GET /super-admin/patients/{id}', { as: 'admin', request: async () => ({ url: `/super-admin/patients/${seed.jamie.patientId}` }) }],
    [
      'PUT /super-admin/patients/{id}',
      { as: 'admin', request: async () => ({ url: `/super-admin/patients/${seed.jamie.patientId}`, payload: { city: 'Boston' } }) },
    ],
    [
      'PATCH /super-admin/patients/{id}/status',
      {
        as: 'admin',
        request: async () => ({ url: `/super-admin/patients/${seed.jamie.patientId}/status`, payload: { status: 'INACTIVE' } }),
      },
    ],
    [
      'GET /super-admin/patients/{id}/history',
      { as: 'admin', request: async () => ({ url: `/super-admin/patients/${seed.jamie.patientId}/history` }) },
    ],
    [
      'GET /super-admin/patients/{id}/orders',
      { as: 'admin', request: async () => ({ url: `/super-admin/patients/${seed.jamie.patientId}/orders` }) },
    ],
    [
      'GET /super-admin/patients/{id}/prescriptions',
      { as: 'admin', request: async () => ({ url: `/super-admin/patients/${seed.jamie.patientId}/prescriptions` }) },
    ],
    [
      'GET /super-admin/patients/{id}/attachments',
      { as: 'admin', request: async () => ({ url: `/super-admin/patients/${seed.jamie.patientId}/attachments` }) },
    ],
    [
      'GET /super-admin/patients/{id}/notes',
      { as: 'admin', request: async () => ({ url: `/super-admin/patients/${seed.jamie.patientId}/notes` }) },
    ],
    [
      'POST /super-admin/patients/{id}/notes',
      {
        as: 'admin',
        request: async () => ({ url: `/super-admin/patients/${seed.jamie.patientId}/notes`, payload: { content: 'Coverage note' } }),
        then: (data) => {
          made.noteId = data.id as string;
        },
      },
    ],
    [
      'PUT /super-admin/patients/{id}/notes/{noteId}',
      {
        as: 'admin',
        request: async () => ({
          url: `/super-admin/patients/${seed.jamie.patientId}/notes/${made.noteId}`,
          payload: { content: 'Coverage note, edited' },
        }),
      },
    ],
    [
      'DELETE /super-admin/patients/{id}/notes/{noteId}',
      { as: 'admin', request: async () => ({ url: `/super-admin/patients/${seed.jamie.patientId}/notes/${made.noteId}` }) },
    ],
  ];
};

/**
 * The ownership matrix (tests/server/ownership-matrix.test.ts) over the super admin's care calls: every other role,
 * given another owner's ids, is refused by the route's guard (403, audited as a DENIED ACCESS row).
 */
export const adminCareOwnershipCases = (): Record<
  string,
  (f: { records: { patientId: string; orderId: string }; staff: { doctorId: string }; partnerId?: string }) => {
    url: string;
    payload?: Record<string, unknown>;
  }
> => {
  const note = '00000000-0000-4000-8000-000000000001';
  return {
    'GET /super-admin/orders': (f) => ({ url: `/super-admin/orders?doctorId=${f.staff.doctorId}` }),
    'GET /super-admin/orders/{id}': (f) => ({ url: `/super-admin/orders/${f.records.orderId}` }),
    'PATCH /super-admin/orders/{id}': (f) => ({ url: `/super-admin/orders/${f.records.orderId}`, payload: { partnerNote: 'x' } }),
    'GET /super-admin/orders/{id}/medications': (f) => ({ url: `/super-admin/orders/${f.records.orderId}/medications` }),
    'POST /super-admin/orders/{id}/resend-reminder': (f) => ({ url: `/super-admin/orders/${f.records.orderId}/resend-reminder` }),
    'POST /super-admin/orders/{id}/duplicate': (f) => ({ url: `/super-admin/orders/${f.records.orderId}/duplicate` }),
    'GET /super-admin/orders/{id}/refunds': (f) => ({ url: `/super-admin/orders/${f.records.orderId}/refunds` }),
    'POST /super-admin/orders/{id}/refunds': (f) => ({
      url: `/super-admin/orders/${f.records.orderId}/refunds`,
      payload: { amountCents: 1, reason: 'x' },
    }),
    'POST /super-admin/orders/{id}/chargebacks': (f) => ({
      url: `/super-admin/orders/${f.records.orderId}/chargebacks`,
      payload: { amountCents: 1, reference: 'dp_x', reason: 'x' },
    }),
    'POST /super-admin/duplicate-existing-order/{orderId}': (f) => ({
      url: `/super-admin/duplicate-existing-order/${f.records.orderId}`,
      payload: { patientId: f.records.patientId },
    }),
    'GET /super-admin/patients': () => ({ url: '/super-admin/patients' }),
    'GET /super-admin/gym-clients': () => ({ url: '/super-admin/gym-clients' }),
    'GET /super-admin/clients': () => ({ url: '/super-admin/clients' }),
    'GET /super-admin/patients/{id}': (f) => ({ url: `/super-admin/patients/${f.records.patientId}` }),
    'PUT /super-admin/patients/{id}': (f) => ({ url: `/super-admin/patients/${f.records.patientId}`, payload: { city: 'x' } }),
    'PATCH /super-admin/patients/{id}/status': (f) => ({
      url: `/super-admin/patients/${f.records.patientId}/status`,
      payload: { status: 'PAUSED' },
    }),
    'GET /super-admin/patients/{id}/history': (f) => ({ url: `/super-admin/patients/${f.records.patientId}/history` }),
    'GET /super-admin/patients/{id}/orders': (f) => ({ url: `/super-admin/patients/${f.records.patientId}/orders` }),
    'GET /super-admin/patients/{id}/prescriptions': (f) => ({ url: `/super-admin/patients/${f.records.patientId}/prescriptions` }),
    'GET /super-admin/patients/{id}/attachments': (f) => ({ url: `/super-admin/patients/${f.records.patientId}/attachments` }),
    'GET /super-admin/patients/{id}/notes': (f) => ({ url: `/super-admin/patients/${f.records.patientId}/notes` }),
    'POST /super-admin/patients/{id}/notes': (f) => ({
      url: `/super-admin/patients/${f.records.patientId}/notes`,
      payload: { content: 'x' },
    }),
    'PUT /super-admin/patients/{id}/notes/{noteId}': (f) => ({
      url: `/super-admin/patients/${f.records.patientId}/notes/${note}`,
      payload: { content: 'x' },
    }),
    'DELETE /super-admin/patients/{id}/notes/{noteId}': (f) => ({ url: `/super-admin/patients/${f.records.patientId}/notes/${note}` }),
  };
};
