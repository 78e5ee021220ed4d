/** Paths this feature links to, in the admin portal. */
export const adminPartnerPaths = {
  partners: '/partners',
  partner: (id: string) => `/partners/${encodeURIComponent(id)}`,
  leaderboard: '/partner-leaderboard',
  atRisk: '/partners-at-risk',
} as const;
