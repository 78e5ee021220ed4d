/** Paths this feature links to, in the partner portal. */
export const invoicePaths = {
  invoices: '/invoices',
  invoice: (id: string) => `/invoices/${encodeURIComponent(id)}`,
  order: (id: string) => `/orders/${encodeURIComponent(id)}`,
  billing: '/billing',
} as const;
