/**
 * The audit-coverage test's cases for the super admin's oversight calls (tests/server/audit-coverage.test.ts): the
 * HIPAA audit log (reading it is audited too), accounts, admins and health professionals. Each leaves one row
 * naming the admin. The dashboard's counts are exempt (helpers/audit-cases.ts).
 */
import type { Case } from './audit-cases';

type Helpers = {
  /** An account's id by e-mail. */
  userId: (email: string) => Promise<{ id: string }>;
  /** An uncounted call as the admin (to make what a case needs first): the reply's data. */
  asAdmin: (method: string, url: string, payload?: unknown) => Promise<Record<string, unknown>>;
};

const newAccount = (email: string) => ({ firstName: 'Cover', lastName: 'Age', email, password: 'a-first-password-1' });

export const oversightCases = (seed: { jamie: { patientId: string } }, h: Helpers): [string, Case][] => {
  const made = { healthProId: '' };
  return [
    [
      'GET /super-admin/audit-logs',
      { as: 'admin', request: async () => ({ url: `/super-admin/audit-logs?patient=${seed.jamie.patientId}&action=READ` }) },
    ],
    ['GET /audit-logs', { as: 'admin', request: async () => ({ url: '/audit-logs?outcome=DENIED' }) }],
    [
      'GET /super-admin/audit-logs/{id}',
      {
        as: 'admin',
        request: async () => {
          const { logs } = (await h.asAdmin('GET', `/super-admin/audit-logs?patient=${seed.jamie.patientId}&limit=1`)) as {
            logs: { id: string }[];
          };
          return { url: `/super-admin/audit-logs/${logs[0].id}` };
        },
      },
    ],
    ['GET /super-admin/audit-logs/statistics', { as: 'admin', request: async () => ({ url: '/super-admin/audit-logs/statistics' }) }],
    [
      'GET /super-admin/audit-logs/export',
      { as: 'admin', request: async () => ({ url: `/super-admin/audit-logs/export?patient=${seed.jamie.patientId}`, file: true }) },
    ],
    ['GET /super-admin/users', { as: 'admin', request: async () => ({ url: '/super-admin/users?role=PATIENT' }) }],
    [
      'POST /super-admin/users/{userId}/reset-otp',
      { as: 'admin', request: async () => ({ url: `/super-admin/users/${(await h.userId('patient@demo.test')).id}/reset-otp` }) },
    ],
    [
      'POST /super-admin/create-admin',
      { as: 'admin', request: async () => ({ url: '/super-admin/create-admin', payload: newAccount('admin.coverage@example.test') }) },
    ],
    [
      'DELETE /super-admin/delete-admin/{id}',
      { as: 'admin', request: async () => ({ url: `/super-admin/delete-admin/${(await h.userId('admin.coverage@example.test')).id}` }) },
    ],
    [
      'POST /super-admin/health-professionals',
      {
        as: 'admin',
        request: async () => ({
          url: '/super-admin/health-professionals',
          payload: { ...newAccount('nurse.coverage@example.test'), role: 'NURSER' },
        }),
        then: (data) => (made.healthProId = data.id as string),
      },
    ],
    ['GET /super-admin/health-professionals', { as: 'admin', request: async () => ({ url: '/super-admin/health-professionals' }) }],
    [
      'GET /super-admin/health-professionals/{id}',
      { as: 'admin', request: async () => ({ url: `/super-admin/health-professionals/${made.healthProId}` }) },
    ],
    [
      'DELETE /super-admin/health-professionals/{id}',
      { as: 'admin', request: async () => ({ url: `/super-admin/health-professionals/${made.healthProId}` }) },
    ],
  ];
};
