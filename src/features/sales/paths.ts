/** Paths this feature links to, in the sales portal. */
export const salesPaths = {
  home: '/',
  partners: '/partners',
  partner: (id: string) => `/partners/${encodeURIComponent(id)}`,
  payoutDetail: '/payout-detail',
  settings: '/settings',
} as const;
