/** Paths this feature links to, in the admin portal. */
export const adminPartnerPaths = {
  partners: '/partners',
  partner: (id: string) => `/partners/${encodeURIComponent(id)}`,
  leaderboard: '/partner-leaderboard',
  atRisk: '/partners-at-risk',
  /** The admin's order page (a ledger entry's order). */
  order: (id: string) => `/orders/${encodeURIComponent(id)}`,
} as const;
