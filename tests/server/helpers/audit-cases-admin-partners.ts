/**
 * The audit-coverage test's cases for the administrator's partner screens (tests/server/audit-coverage.test.ts):
 * a partner's patients and moving one, and renewals, are patient data; partner records and figures are not.
 */
import type { TestApp } from './app';
import type { Case } from './audit-cases';

export const ADMIN_PARTNER_EXEMPT: Record<string, string> = {
  'GET /super-admin/gym-owners': 'partner business records, with counts: no patient named',
  'GET /super-admin/gym-owners/doctor-choices': 'staff records (doctors a partner can be given)',
  'GET /super-admin/gym-owners/{id}': "a partner's business record, with counts: no patient named",
  'PUT /super-admin/gym-owners/{id}': "a partner's business record (audited as UPDATE partner)",
  'PATCH /super-admin/gym-owners/{id}': "a partner's business record (audited as UPDATE partner)",
  'PATCH /super-admin/gym-owners/{id}/assign-doctor': "a partner's doctor (audited as ASSIGN_DOCTOR partner)",
  'DELETE /super-admin/gym-owners/{id}': "a partner's account (audited as DELETE partner)",
  'GET /super-admin/partner-leaderboard': 'counts and sums per partner: no patient named',
  'GET /super-admin/partner-at-risk': 'counts per partner: no patient named',
};

const idOf = async (t: TestApp, email: string, table: 'patients' | 'partners') =>
  (
    await t.db
      .selectFrom(table)
      .innerJoin('users', 'users.id', `${table}.user_id`)
      .select(`${table}.id as id`)
      .where('users.email', '=', email)
      .executeTakeFirstOrThrow()
  ).id;

/** The administrator's calls on patient data: Harbor Fitness Club's patients (seeded), Jamie's renewal. */
export const adminPartnerCases = (
  app: () => TestApp,
  seed: { partnerId: string; jamie: { patientId: string; orderId: string } },
): [string, Case][] => [
  [
    'GET /super-admin/gym-owner/{id}/unassigned-patients',
    {
      as: 'admin',
      request: async () => ({ url: `/super-admin/gym-owner/${await idOf(app(), 'harbor@demo.test', 'partners')}/unassigned-patients` }),
    },
  ],
  [
    'POST /super-admin/gym-owner/reassign-patients',
    {
      as: 'admin',
      request: async () => ({
        url: '/super-admin/gym-owner/reassign-patients',
        payload: { patientIds: [await idOf(app(), 'sky.turner@demo.test', 'patients')], toGymOwnerId: seed.partnerId },
      }),
    },
  ],
  ['GET /super-admin/renewals', { as: 'admin', request: async () => ({ url: '/super-admin/renewals' }) }],
  [
    'PUT /super-admin/renewals/{id}/renewal-status',
    {
      as: 'admin',
      request: async () => ({ url: `/super-admin/renewals/${seed.jamie.patientId}/renewal-status`, payload: { status: 'RENEWING' } }),
    },
  ],
  [
    'PUT /super-admin/renewals/{id}/start-date',
    {
      as: 'admin',
      request: async () => ({
        url: `/super-admin/renewals/${seed.jamie.orderId}/start-date`,
        payload: { startDate: new Date().toISOString().slice(0, 10) },
      }),
    },
  ],
];

type Ids = { partnerId: string; patientId: string; orderId: string };

/** The ownership matrix's calls of the administrator's partner operations, with another owner's ids. */
export const adminPartnerMatrix = <F>(
  ids: (f: F) => Ids,
): Record<string, (f: F) => { url: string; payload?: Record<string, unknown> }> => ({
  'GET /super-admin/gym-owners/{id}': (f) => ({ url: `/super-admin/gym-owners/${ids(f).partnerId}` }),
  'PUT /super-admin/gym-owners/{id}': (f) => ({
    url: `/super-admin/gym-owners/${ids(f).partnerId}`,
    payload: {
      businessName: 'Mallory Gym',
      firstName: 'Mallory',
      lastName: 'Gym',
      email: 'mallory@example.test',
      phoneNumber: null,
      commissionRateBps: 10_000,
      billingMode: 'PATIENT_PAID',
      autoBilling: true,
    },
  }),
  'PATCH /super-admin/gym-owners/{id}': (f) => ({
    url: `/super-admin/gym-owners/${ids(f).partnerId}`,
    payload: { commissionRateBps: 10_000 },
  }),
  'PATCH /super-admin/gym-owners/{id}/assign-doctor': (f) => ({
    url: `/super-admin/gym-owners/${ids(f).partnerId}/assign-doctor`,
    payload: { doctorId: null },
  }),
  'DELETE /super-admin/gym-owners/{id}': (f) => ({ url: `/super-admin/gym-owners/${ids(f).partnerId}` }),
  'GET /super-admin/gym-owner/{id}/unassigned-patients': (f) => ({ url: `/super-admin/gym-owner/${ids(f).partnerId}/unassigned-patients` }),
  'POST /super-admin/gym-owner/reassign-patients': (f) => ({
    url: '/super-admin/gym-owner/reassign-patients',
    payload: { patientIds: [ids(f).patientId], toGymOwnerId: ids(f).partnerId },
  }),
  'GET /super-admin/renewals': (f) => ({ url: `/super-admin/renewals?gymOwnerId=${ids(f).partnerId}` }),
  'PUT /super-admin/renewals/{id}/renewal-status': (f) => ({
    url: `/super-admin/renewals/${ids(f).patientId}/renewal-status`,
    payload: { status: 'NOT_RENEWING' },
  }),
  'PUT /super-admin/renewals/{id}/start-date': (f) => ({
    url: `/super-admin/renewals/${ids(f).orderId}/start-date`,
    payload: { startDate: new Date().toISOString().slice(0, 10) },
  }),
});
