/** Paths this feature links to, in the admin portal. */
export const adminCarePaths = {
  orders: '/orders',
  order: (id: string) => `/orders/${encodeURIComponent(id)}`,
  intakePdf: (orderId: string) => `/patient-intake-pdf/${encodeURIComponent(orderId)}`,
  patients: '/patients',
  patient: (id: string) => `/patients/${encodeURIComponent(id)}`,
} as const;
