import type { Case } from './audit-cases';

/**
 * The partner's order steps and the Patient Intake Form (partner and admin portals) for the audit-coverage test:
 * each read leaves one row naming the caller. Jamie came through the demo partner.
 */
export const orderStepCases = (seed: { jamie: { orderId: string } }): [string, Case][] => [
  [
    'GET /gym-owner/orders/{id}/intake',
    { as: 'partner', request: async () => ({ url: `/gym-owner/orders/${seed.jamie.orderId}/intake` }) },
  ],
  [
    'GET /gym-owner/orders/{id}/medications',
    { as: 'partner', request: async () => ({ url: `/gym-owner/orders/${seed.jamie.orderId}/medications` }) },
  ],
  [
    'GET /super-admin/orders/{id}/intake',
    { as: 'admin', request: async () => ({ url: `/super-admin/orders/${seed.jamie.orderId}/intake` }) },
  ],
];
