/** Paths this feature links to, in the partner portal. */
export const carePaths = {
  dashboard: '/',
  patients: '/patients',
  patient: (id: string) => `/patients/${encodeURIComponent(id)}`,
  orders: '/orders',
  ordersAwaitingApproval: '/orders?approval=PENDING',
  order: (id: string) => `/orders/${encodeURIComponent(id)}`,
  renewals: '/renewal',
} as const;
