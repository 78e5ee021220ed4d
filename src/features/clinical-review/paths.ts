/** Paths this feature links to; the prescribing and start-order pages belong to another feature (reached by URL). */
export const reviewPaths = {
  queue: '/prescription-queue',
  orders: '/orders',
  order: (id: string) => `/orders/${encodeURIComponent(id)}`,
  intakePdf: (orderId: string) => `/patient-intake-pdf/${encodeURIComponent(orderId)}`,
  patients: '/patients',
  patient: (id: string) => `/patients/${encodeURIComponent(id)}`,
  prescription: (id: string) => `/prescriptions/${encodeURIComponent(id)}`,
  prepareMedication: (orderId: string) => `/orders/${encodeURIComponent(orderId)}/medication`,
  sendToPharmacy: (orderId: string) => `/send-order-to-rx/${encodeURIComponent(orderId)}`,
  startNewOrder: '/start-new-order',
  startOrderFor: (patientId: string) => `/start-new-order/${encodeURIComponent(patientId)}`,
} as const;
