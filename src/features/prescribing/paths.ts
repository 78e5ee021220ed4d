import type { OrderStep } from '@/components/order-step-nav';

export type { OrderStep };

const seg = (id: string) => encodeURIComponent(id);

/** The medical portal's paths this feature links to (its own pages, and the order page of clinical review). */
export const prescribingPaths = {
  startNewOrder: '/start-new-order',
  startOrderFor: (patientId: string) => `/start-new-order/${seg(patientId)}`,
  orderStep: (orderId: string, step: OrderStep) => `/orders/${seg(orderId)}/${step}`,
  /** The order's own page (clinical review's screen, reached by URL only). */
  order: (orderId: string) => `/orders/${seg(orderId)}`,
  sendToRx: (orderId: string) => `/send-order-to-rx/${seg(orderId)}`,
  sent: (orderId: string) => `/order-sent-successfully/${seg(orderId)}`,
  prescriptions: '/prescriptions',
  pastPrescriptions: '/past-prescriptions',
  prescription: (id: string) => `/prescriptions/${seg(id)}`,
  newPrescription: '/new-prescription',
  manualPrescription: '/manual-prescription',
} as const;
