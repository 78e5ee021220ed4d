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

/** The ownership matrix's classification (tests/server/ownership-matrix.test.ts): administrators' calls on partners. */
export const PRICING_PAYOUT_NOT_OWNED: Record<string, string> = {
  'GET /super-admin/custom-pricing':
    'super admins see every partner’s prices (partnerId filters); every other role is 403 (custom-pricing.test.ts)',
  'POST /super-admin/custom-pricing':
    'super admins price every partner (partnerId in the body); every other role is 403 (custom-pricing.test.ts)',
  'GET /super-admin/custom-pricing/{id}': 'super admins manage every custom price; every other role is 403 (custom-pricing.test.ts)',
  'PUT /super-admin/custom-pricing/{id}': 'super admins manage every custom price; every other role is 403 (custom-pricing.test.ts)',
  'DELETE /super-admin/custom-pricing/{id}': 'super admins manage every custom price; every other role is 403 (custom-pricing.test.ts)',
  'POST /super-admin/gym-owners/{id}/payout': 'super admins pay every partner; every other role is 403 (payouts.test.ts)',
};
