/** Paths this feature links to, in the admin portal. */
export const adminCarePaths = {
  orders: '/orders',
  order: (id: string) => `/orders/${encodeURIComponent(id)}`,
  patients: '/patients',
  patient: (id: string) => `/patients/${encodeURIComponent(id)}`,
} as const;
