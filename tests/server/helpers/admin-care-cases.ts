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
