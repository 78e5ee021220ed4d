/**
 * The audit-coverage test's classification of custom pricing and payouts (tests/server/audit-coverage.test.ts):
 * business records and money of partners, naming no patient; every change is audited all the same.
 */
export const PRICING_PAYOUT_EXEMPT: Record<string, string> = {
  'GET /super-admin/custom-pricing': "partners' prices: no patient named",
  'GET /super-admin/custom-pricing/{id}': "a partner's price: no patient named",
  'POST /super-admin/custom-pricing': "a partner's price (audited as CREATE custom_price)",
  'PUT /super-admin/custom-pricing/{id}': "a partner's price (audited as UPDATE custom_price)",
  'DELETE /super-admin/custom-pricing/{id}': "a partner's price (audited as DELETE custom_price)",
  'POST /super-admin/gym-owners/{id}/payout': "a partner's commission sent to it (audited as PAYOUT partner)",
};
