/**
 * The audit-coverage test's table (tests/server/audit-coverage.test.ts): how a case is described, the operations
 * exempt from audit with their reasons, and the partner portal's cases.
 */
import { ADMIN_PARTNER_EXEMPT } from './audit-cases-admin-partners';
import { CATALOG_EXEMPT } from './audit-cases-catalog';
import { PRICING_PAYOUT_EXEMPT } from './audit-cases-pricing-payouts';
import { API_KEYS_EXEMPT } from './audit-cases-api-keys';
import { SALES_EXEMPT } from './audit-cases-sales';
import { LEDGER_EXEMPT } from './audit-cases-ledger';
import { CARE_TASKS_EXEMPT } from './audit-cases-care-tasks';

export type Who = 'doctor' | 'delegate' | 'patient' | 'partner' | 'admin' | 'care' | 'anonymous';
export type Request = {
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
  bytes?: Buffer;
  raw?: boolean;
  /** A signed-in GET whose reply is a file (a CSV), not JSON. */
  file?: boolean;
};
export type Case = {
  as: Who;
  /** Builds the call (and makes whatever it needs first: those calls are not counted). */
  request: () => Promise<Request>;
  /** Rows the call leaves when it is more than one, and why. */
  rows?: { count: number; why: string };
  /** For an anonymous call that goes on as an account (a checkout, a sign-in, a renewal by phone): its e-mail. */
  account?: string;
  then?: (data: Record<string, unknown>) => void;
};

/** Operations that read or write no patient data, or are audited under another name: each with its reason. */
export const EXEMPT: Record<string, string> = {
  'GET /health': 'liveness: no data',
  'GET /public-config': 'which payment processor takes cards, and its publishable key: no data',
  'GET /ready': 'readiness for a load balancer: database and migrations state, no data',
  'GET /dev/outbox': 'development tool, absent in production: messages, not patient records',
  'GET /chat/unread': "a count of the caller's own unread messages for the navigation badge: no conversation or message read",
  'POST /auth/login': 'checks a password and sends a code; sign-in failures are audited by the auth module',
  'POST /auth/sign-up/sales-person': 'a staff account',
  'POST /auth/resend-otp': 'sends a sign-in code',
  'POST /auth/select-delegate-access': 'session state (audited as SELECT_DELEGATE_ACCESS)',
  'POST /auth/refresh-token': 'session state',
  'POST /auth/logout': 'session state (audited as LOGOUT)',
  'GET /patients/product-variations': 'catalog reference data',
  'GET /patients/states': 'reference data',
  'GET /pricing-plans': 'catalog reference data',
  'GET /doctors/product-variations': 'catalog reference data',
  'GET /doctors/medications': 'catalog reference data',
  'GET /doctors/profile': "the doctor's own staff record",
  'PATCH /doctors/profile': "the doctor's own staff record (audited as UPDATE doctor_profile)",
  'GET /doctors/delegate-access/owned': 'staff accounts acting for staff',
  'POST /doctors/delegate-access': 'staff accounts acting for staff (audited as GRANT_DELEGATE_ACCESS)',
  'DELETE /doctors/delegate-access/{id}': 'staff accounts acting for staff (audited as REVOKE_DELEGATE_ACCESS)',
  'POST /doctors/setup-intent': "the doctor's own saved cards (audited as SAVE_CARD)",
  'GET /doctors/cards': "the doctor's own saved cards",
  'DELETE /doctors/cards/{id}': "the doctor's own saved cards (audited as REMOVE_CARD)",
  'PATCH /doctors/cards/{id}/default': "the doctor's own saved cards (audited as DEFAULT_CARD)",
  'POST /webhook-order': "a feed's settings; its orders are read through GET /webhook-order/doctor/{id}",
  'PATCH /webhook-order/{id}': "a feed's settings (audited as UPDATE webhook_order)",
  'GET /doctors/pharmacies': 'the pharmacies assigned to the doctor',
  'GET /gym-owner': "the partner's own business record",
  'PUT /gym-owner': "the partner's own business record (audited as UPDATE partner_profile)",
  'POST /gym-owner/account-connect': "the partner's payout account (audited as CONNECT_PAYOUT_ACCOUNT)",
  'GET /gym-owner/delegate-access/owned': 'staff accounts acting for staff',
  'POST /gym-owner/delegate-access': 'staff accounts acting for staff (audited as GRANT_DELEGATE_ACCESS)',
  'DELETE /gym-owner/delegate-access/{id}': 'staff accounts acting for staff (audited as REVOKE_DELEGATE_ACCESS)',
  'POST /gym-owner/setup-intent': "the partner's own saved cards (audited as SAVE_CARD)",
  'GET /gym-owner/cards': "the partner's own saved cards",
  'DELETE /gym-owner/cards/{id}': "the partner's own saved cards (audited as REMOVE_CARD)",
  'PUT /gym-owner/cards/{id}/default': "the partner's own saved cards (audited as DEFAULT_CARD)",
  'GET /storage/partner-logo-upload-link': "the partner's logo (audited as UPLOAD_LINK)",
  'GET /sign-up-patient/{gymOwnerId}': "a partner's public name and logo, shown on its link's intake pages",
  'GET /gym-owner/dashboard/summary': "counts of the partner's orders: no patient named",
  'GET /gym-owner/dashboard/orders/count-by-status': "counts of the partner's orders by status: no patient named",
  'GET /gym-owner/medication-products/orders/stats': 'counts and sums per product: no patient named',
  'GET /gym-owner/renewals/medications/upcoming': 'counts of renewals per medication and dose: no patient named',
  'GET /gym-owner/summary': "counts of the partner's patients by status: no patient named",
  'GET /gym-owner/patients-registered': 'counts of registrations per period: no patient named',
  // admin-doctors: doctor records, pharmacy assignments and act-as sessions are staff data; each write is audited
  // under its own action, and tests/server/admin-doctors.test.ts and admin-act-as.test.ts check those rows.
  'GET /super-admin/doctors': 'staff records (doctors), no patient data',
  'GET /super-admin/doctors/summary': 'counts of doctors',
  'GET /super-admin/doctors/{id}': 'a staff record (a doctor)',
  'POST /super-admin/doctors': 'a staff account (audited as CREATE doctor)',
  'PUT /super-admin/doctors/{id}': 'a staff record (audited as UPDATE doctor)',
  'DELETE /super-admin/doctors/{id}': 'a staff record (audited as DELETE doctor)',
  'POST /super-admin/doctors/{id}/restore': 'a staff record (audited as RESTORE doctor)',
  'PATCH /super-admin/doctors/{id}/auto-billing': 'a staff record (audited as AUTO_BILLING doctor)',
  'GET /super-admin/doctors/{id}/patients':
    "patients, audited as the patients list (LIST patient, forDoctor): checked in admin-doctors.test.ts, as the admin is not one of this test's callers",
  'GET /super-admin/doctors/{id}/generate-token': 'an acting session (audited as ACT_AS_START)',
  'GET /super-admin/gym-owner/{id}/generate-token': 'an acting session (audited as ACT_AS_START)',
  'POST /auth/act-as/exchange': 'session state (audited as ACT_AS_EXCHANGE)',
  'GET /super-admin/pharmacies': 'reference data',
  'POST /super-admin/assign-pharmacy-for-doctor': 'staff settings (audited as ASSIGN_PHARMACY)',
  'GET /super-admin/pharmacy-assignments/doctor/{doctorId}': 'staff settings',
  'GET /super-admin/pharmacy-assignments/{id}': 'staff settings',
  'DELETE /super-admin/pharmacy-assignments/doctor/{doctorId}': 'staff settings (audited as UNASSIGN_PHARMACY)',
  'DELETE /super-admin/pharmacy-assignments/{id}': 'staff settings (audited as UNASSIGN_PHARMACY)',
  'GET /account/profile': "the person's own account",
  'PUT /account/profile': "the person's own account (audited as UPDATE user_profile)",
  'GET /account/delegate-access': 'staff accounts acting for staff',
  'POST /account/password': "the person's own password (audited as CHANGE_PASSWORD)",
  'GET /account/sessions': "the person's own sessions",
  'DELETE /account/sessions/{id}': "the person's own session (audited as END_SESSION)",
  'POST /account/sessions/sign-out-others': "the person's own sessions (audited as END_OTHER_SESSIONS)",
  'GET /storage/avatar-upload-link': "the person's photo (audited as UPLOAD_LINK)",
  'GET /training-items': 'training written for staff roles: no patient data',
  'POST /training-items': 'training written for staff roles (audited as CREATE training_item)',
  'PUT /training-items/order': 'training written for staff roles (audited as REORDER training_item)',
  'PUT /training-items/{id}': 'training written for staff roles (audited as UPDATE training_item)',
  'DELETE /training-items/{id}': 'training written for staff roles (audited as DELETE training_item)',
  'GET /super-admin/billing-job-logs': 'auto-billing runs: counts, totals and invoice ids, no patient named',
  'GET /super-admin/summary': 'platform counts: no patient named',
  'GET /super-admin/order-trends': 'orders counted per period: no patient named',
  'GET /super-admin/patient-care-stats': 'orders and patients counted by status and product: no patient named',
  'GET /super-admin/user-metrics': 'accounts counted by role and period: no one named',
  'GET /super-admin/health-professionals/summary': "the care team's accounts counted: no one named",
  ...ADMIN_PARTNER_EXEMPT,
  ...CATALOG_EXEMPT,
  ...PRICING_PAYOUT_EXEMPT,
  ...API_KEYS_EXEMPT,
  ...SALES_EXEMPT,
  ...LEDGER_EXEMPT,
  'GET /super-admin/jobs': 'scheduled jobs and their runs, no patient data (audited as LIST job)',
  'POST /super-admin/jobs/{id}/retry': 'queues a scheduled job again, no patient data (audited as RETRY job)',
  ...CARE_TASKS_EXEMPT,
  'GET /doctors/settings': "the doctor's own prescribing preferences and assigned pharmacies, no patient data",
  'PUT /doctors/settings': "the doctor's own prescribing preferences, no patient data (audited as UPDATE doctor_settings)",
};

/** The partner's calls: Jamie came through the demo partner; the order is in treatment (a renewal). */
export const partnerCases = (seed: {
  jamie: { patientId: string; orderId: string };
  invoices: { open: string; paid: string; toCharge: string };
}): [string, Case][] => [
  // A partner's invoices name its patients (the items): every read is audited, and a charge is a payment.
  ['GET /gym-owner/invoices', { as: 'partner', request: async () => ({ url: '/gym-owner/invoices' }) }],
  ['GET /gym-owner/invoices/{id}', { as: 'partner', request: async () => ({ url: `/gym-owner/invoices/${seed.invoices.open}` }) }],
  ['GET /gym-owner/invoices/totals-by-status', { as: 'partner', request: async () => ({ url: '/gym-owner/invoices/totals-by-status' }) }],
  ['GET /gym-owner/invoices/billing-overview', { as: 'partner', request: async () => ({ url: '/gym-owner/invoices/billing-overview' }) }],
  [
    'GET /gym-owner/invoices/{id}/original-details',
    { as: 'partner', request: async () => ({ url: `/gym-owner/invoices/${seed.invoices.paid}/original-details` }) },
  ],
  [
    'GET /gym-owner/invoices/download',
    {
      as: 'partner',
      request: async () => ({ url: `/gym-owner/invoices/download?ids=${seed.invoices.open},${seed.invoices.paid}`, file: true }),
    },
  ],
  [
    'GET /gym-owner/invoices/download-all',
    { as: 'partner', request: async () => ({ url: '/gym-owner/invoices/download-all', file: true }) },
  ],
  [
    'POST /gym-owner/invoices/{id}/charge',
    {
      as: 'partner',
      request: async () => ({ url: `/gym-owner/invoices/${seed.invoices.toCharge}/charge` }),
      rows: { count: 2, why: 'the payment (PAYMENT on payment) and the invoice it pays (CHARGE_INVOICE), in one transaction' },
    },
  ],
  [
    'GET /gym-owner/invoices/{id}/charge-status',
    { as: 'partner', request: async () => ({ url: `/gym-owner/invoices/${seed.invoices.toCharge}/charge-status` }) },
  ],
  [
    'GET /invoice-activities/invoice',
    { as: 'partner', request: async () => ({ url: `/invoice-activities/invoice?invoiceId=${seed.invoices.paid}` }) },
  ],
  ['GET /gym-owner/billing-transfer', { as: 'partner', request: async () => ({ url: '/gym-owner/billing-transfer' }) }],
  [
    'PUT /gym-owner/billing-transfer',
    { as: 'partner', request: async () => ({ url: '/gym-owner/billing-transfer', payload: { billingMode: 'PATIENT_PAID' } }) },
  ],
  // A partner's money: its patients' payments, with its commission on each.
  ['GET /gym-owner/transactions', { as: 'partner', request: async () => ({ url: '/gym-owner/transactions' }) }],
  ['GET /gym-owner/commission-earned', { as: 'partner', request: async () => ({ url: '/gym-owner/commission-earned' }) }],
  // The partner's screens: Jamie came through the demo partner; the order is in treatment (a renewal).
  ['GET /gym-owner/orders', { as: 'partner', request: async () => ({ url: '/gym-owner/orders?search=jamie' }) }],
  ['GET /gym-owner/orders/{id}', { as: 'partner', request: async () => ({ url: `/gym-owner/orders/${seed.jamie.orderId}` }) }],
  [
    'PATCH /gym-owner/orders/{id}',
    { as: 'partner', request: async () => ({ url: `/gym-owner/orders/${seed.jamie.orderId}`, payload: { partnerNote: 'Checked in' } }) },
  ],
  [
    'GET /gym-owner/dashboard/orders/quick-approval',
    { as: 'partner', request: async () => ({ url: '/gym-owner/dashboard/orders/quick-approval' }) },
  ],
  ['GET /gym-owner/renewals/upcoming', { as: 'partner', request: async () => ({ url: '/gym-owner/renewals/upcoming' }) }],
  [
    'PUT /gym-owner/renewals/{id}/renewal-status',
    {
      as: 'partner',
      request: async () => ({ url: `/gym-owner/renewals/${seed.jamie.orderId}/renewal-status`, payload: { status: 'CONTACTED' } }),
    },
  ],
  [
    'PUT /gym-owner/renewals/{id}/start-date',
    {
      as: 'partner',
      request: async () => ({
        url: `/gym-owner/renewals/${seed.jamie.orderId}/start-date`,
        payload: { startDate: new Date().toISOString().slice(0, 10) },
      }),
    },
  ],
  ['GET /gym-owner/patients', { as: 'partner', request: async () => ({ url: '/gym-owner/patients' }) }],
  ['GET /gym-owner/patients/{id}', { as: 'partner', request: async () => ({ url: `/gym-owner/patients/${seed.jamie.patientId}` }) }],
  [
    'PUT /gym-owner/patients/{id}',
    { as: 'partner', request: async () => ({ url: `/gym-owner/patients/${seed.jamie.patientId}`, payload: { city: 'Albany' } }) },
  ],
  [
    'PATCH /gym-owner/patients/{id}/status',
    { as: 'partner', request: async () => ({ url: `/gym-owner/patients/${seed.jamie.patientId}/status`, payload: { status: 'PAUSED' } }) },
  ],
  ['GET /gym-owner/external-patients', { as: 'partner', request: async () => ({ url: '/gym-owner/external-patients' }) }],
  [
    'POST /gym-owner/external-patients/import',
    {
      as: 'partner',
      request: async () => ({
        url: '/gym-owner/external-patients/import',
        payload: { source: 'FitMeds', csv: 'external_id,first_name,last_name\nA-1,Lena,Brooks', preview: false },
      }),
    },
  ],
];
