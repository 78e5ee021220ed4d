/**
 * The audit-coverage test's classification of the sales portal's operations (tests/server/audit-coverage.test.ts):
 * a sales person never sees a patient. Their reads are audited all the same (LIST, READ, CHECK_EXIST,
 * COMMISSION_EARNED) and their changes under their own actions; tests/server/sales.test.ts checks those rows.
 */
export const SALES_EXEMPT: Record<string, string> = {
  'GET /sales/summary': "counts and sums of the sales person's partners and their paid orders: no patient named",
  'GET /sales/partners': 'partner business records, with counts: no patient named (audited as LIST partner)',
  'GET /sales/partners/{id}': "a partner's business record, with counts and sums: no patient named (audited as READ partner)",
  'GET /sales/partner-registered': 'counts of partners per period: no patient named',
  'GET /sales/commission-earned': 'sums of payments per period: no patient named (audited as COMMISSION_EARNED payment)',
  'GET /transactions': 'payments by order number and partner: no patient named (audited as LIST payment)',
  'POST /sales/partner': 'a partner account (audited as CREATE partner)',
  'PUT /sales': "the sales person's own record (audited as UPDATE sales_profile)",
  'POST /sales/account-connect': "the sales person's payout account (audited as CONNECT_PAYOUT_ACCOUNT)",
  'GET /users/check-exist': 'whether an email is in use (audited as CHECK_EXIST user)',
  'POST /super-admin/sales-people/{userId}/payout':
    "a sales person's commission sent to them (audited as PAYOUT sales_person: sales-payout.test.ts)",
  'GET /super-admin/sales-people/{userId}/payouts': "a sales person's payouts and balance: no patient named (audited as LIST payout)",
};
