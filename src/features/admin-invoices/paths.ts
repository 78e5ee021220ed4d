/** Paths this feature links to, in the admin portal. */
export const adminInvoicePaths = {
  invoices: '/invoices',
  invoice: (id: string) => `/invoices/${encodeURIComponent(id)}`,
  partner: (id: string) => `/partners/${encodeURIComponent(id)}`,
  order: (id: string) => `/orders/${encodeURIComponent(id)}`,
} as const;
