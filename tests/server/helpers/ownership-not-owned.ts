import { PRICING_PAYOUT_NOT_OWNED } from './audit-cases-pricing-payouts';
import { LEDGER_NOT_OWNED } from './audit-cases-ledger';

/**
 * The operations of the ownership matrix (ownership-matrix.test.ts) that take an id which names no owned record, or
 * whose refusal another test covers, each with why.
 */
export const NOT_OWNED: Record<string, string> = {
  'POST /patients/create-patient-temp-form-questionnaire': "partnerId attributes a new intake to a partner's link: public",
  'POST /sign-up-patient/{gymOwnerId}': "the partner's public sign-up link",
  'GET /sign-up-patient/{gymOwnerId}': "the name and logo of the partner's public sign-up link",
  'PUT /storage/objects/{*}': 'a signed link: the signature, not the caller, is the permission (tampering: intake.test.ts)',
  'GET /storage/objects/{*}': 'a signed link handed out by an audited call (tampering: intake.test.ts)',
  'POST /patients/create-renewal-order-questionnaire': 'planId names a catalog plan; the patient is the renewal token’s',
  'POST /subscription': 'planId names a catalog plan; the subscriber is the caller',
  'POST /doctors/setup-intent': 'paymentMethodId is the payment processor’s token for a card the caller just entered',
  'POST /gym-owner/setup-intent': 'paymentMethodId is the payment processor’s token for a card the caller just entered',
  // admin-doctors: the super admin manages every doctor (SUPER_ADMIN: 'ALL'); each other role gets 403 on each call,
  // checked in admin-doctors.test.ts and admin-act-as.test.ts.
  ...Object.fromEntries(
    [
      'GET /super-admin/doctors/{id}',
      'PUT /super-admin/doctors/{id}',
      'DELETE /super-admin/doctors/{id}',
      'POST /super-admin/doctors/{id}/restore',
      'PATCH /super-admin/doctors/{id}/auto-billing',
      'GET /super-admin/doctors/{id}/patients',
      'GET /super-admin/doctors/{id}/generate-token',
      'GET /super-admin/gym-owner/{id}/generate-token',
      'POST /super-admin/assign-pharmacy-for-doctor',
      'GET /super-admin/pharmacy-assignments/doctor/{doctorId}',
      'GET /super-admin/pharmacy-assignments/{id}',
      'DELETE /super-admin/pharmacy-assignments/doctor/{doctorId}',
      'DELETE /super-admin/pharmacy-assignments/{id}',
    ].map((op) => [op, 'the super admin’s alone, over every record; other roles get 403 (admin-doctors.test.ts)']),
  ),
  'PUT /training-items/{id}': 'training written by administrators for staff roles, no one’s record: other roles 403 (training.test.ts)',
  'DELETE /training-items/{id}': 'training written by administrators for staff roles, no one’s record: other roles 403 (training.test.ts)',
  'PUT /training-items/order': 'training written by administrators for staff roles, no one’s record: other roles 403 (training.test.ts)',
  'GET /super-admin/audit-logs/{id}': 'super admins read every row; every other role is 403 (admin-audit-logs.test.ts)',
  'DELETE /super-admin/delete-admin/{id}': 'super admins manage every admin; every other role is 403 (admin-accounts.test.ts)',
  'GET /super-admin/health-professionals/{id}': 'super admins manage every account; every other role is 403 (admin-accounts.test.ts)',
  'DELETE /super-admin/health-professionals/{id}': 'super admins manage every account; every other role is 403 (admin-accounts.test.ts)',
  'POST /super-admin/users/{userId}/reset-otp': 'super admins manage every account; every other role is 403 (admin-accounts.test.ts)',
  // admin-invoices: every partner's invoices are the super admin's (SUPER_ADMIN: 'ALL'); other roles 403 (admin-invoices.test.ts).
  ...Object.fromEntries(
    [
      'GET /super-admin/invoices/{id}/dynamic-fee-details',
      'GET /super-admin/invoices/{id}/original-details',
      'POST /super-admin/invoices/{id}/charge',
      'DELETE /super-admin/invoices/{id}',
      'PATCH /super-admin/invoices/{id}/status',
      'PATCH /super-admin/invoice-item/{id}/amount',
      'POST /super-admin/orders/{id}/invoice',
    ].map((op) => [op, 'the super admin’s alone, over every partner’s invoices; other roles get 403 (admin-invoices.test.ts)']),
  ),
  // admin-catalog: products, variations and their details are the catalog, no one's record; other roles 403 (admin-catalog.test.ts).
  ...Object.fromEntries(
    [
      'GET /super-admin/medication-products/{id}',
      'PUT /super-admin/medication-products/{id}',
      'GET /super-admin/medication-products/stats/download',
      'GET /super-admin/product-variations',
      'GET /super-admin/product-variations/{key}',
      'PUT /super-admin/product-variations/{key}',
      'GET /super-admin/product-details',
      'POST /super-admin/product-details',
      'GET /super-admin/product-details/{id}',
      'PUT /super-admin/product-details/{id}',
      'DELETE /super-admin/product-details/{id}',
    ].map((op) => [op, 'the catalog, no one’s record: super admins only, every other role is 403 (admin-catalog.test.ts)']),
  ),
  ...PRICING_PAYOUT_NOT_OWNED,
  ...LEDGER_NOT_OWNED,
  'POST /super-admin/jobs/{id}/retry': 'a queued job, no one’s record: super admins only, every other role is 403 (jobs.test.ts)',
  'GET /sales/partners/{id}':
    "a sales person's partner: every other role is 403, another sales person's partner 404 with a DENIED row (sales.test.ts)",
  'GET /care/patients/{id}': 'the care team reads every patient, read-only (NURSER etc.: ALL); every other role is 403 (care-team.test.ts)',
  ...Object.fromEntries(
    [
      'GET /care/tasks/{id}',
      'POST /care/tasks',
      'POST /care/tasks/{id}/assign',
      'POST /care/tasks/{id}/done',
      'POST /care/tasks/{id}/reopen',
    ].map((op) => [
      op,
      'the care team works on every task (customer support: payment and renewal tasks); every other role is 403 (care-tasks.test.ts)',
    ]),
  ),
  ...Object.fromEntries(
    ['GET /super-admin/sales-people/{userId}/commission-rate', 'PUT /super-admin/sales-people/{userId}/commission-rate'].map((op) => [
      op,
      "a sales person's rate is the super admin's to set; every other role is 403 (sales-commission-rate.test.ts)",
    ]),
  ),
  ...Object.fromEntries(
    ['POST /super-admin/sales-people/{userId}/payout', 'GET /super-admin/sales-people/{userId}/payouts'].map((op) => [
      op,
      'super admins pay every sales person; every other role is 403, a non-sales user 404 (sales-payout.test.ts)',
    ]),
  ),
  ...Object.fromEntries(
    [
      'GET /care/sessions/{id}',
      'POST /care/sessions',
      'POST /care/sessions/{id}/reschedule',
      'POST /care/sessions/{id}/complete',
      'POST /care/sessions/{id}/no-show',
      'POST /care/sessions/{id}/cancel',
    ].map((op) => [op, 'the care team reaches every session (NURSER etc.: ALL); every other role is 403 (care-sessions.test.ts)']),
  ),
  'PUT /doctors/settings':
    "defaultPharmacyId names a pharmacy, no one's record: one not assigned to the caller is 422, nothing saved (doctor-settings.test.ts)",
};
