import type { OrderStep } from '@/components/order-step-nav';

/** Paths this feature links to, in the partner portal. */
export const carePaths = {
  dashboard: '/',
  patients: '/patients',
  patient: (id: string) => `/patients/${encodeURIComponent(id)}`,
  orders: '/orders',
  ordersAwaitingApproval: '/orders?approval=PENDING',
  order: (id: string) => `/orders/${encodeURIComponent(id)}`,
  renewals: '/renewal',
  intakePdf: (orderId: string) => `/patient-intake-pdf/${encodeURIComponent(orderId)}`,
  orderStep: (orderId: string, step: OrderStep) => `/orders/${encodeURIComponent(orderId)}/${step}`,
} as const;
