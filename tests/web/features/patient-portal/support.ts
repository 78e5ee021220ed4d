import type { OrderSummary } from '@contracts/orders';
import type { PatientOrderDetail, PatientProfile } from '@contracts/patient';

export const ORDER_ID = '55555555-5555-4555-8555-555555555555';

export function orderSummary(overrides: Partial<OrderSummary> = {}): OrderSummary {
  return {
    id: ORDER_ID,
    number: 1042,
    kind: 'NEW',
    status: 'PENDING_REVIEW',
    approvalStatus: 'PENDING',
    paymentStatus: 'PAID',
    productVariationKey: 'semaglutide-3m',
    productName: 'Semaglutide program',
    dose: '0.25 mg weekly',
    planMonths: 3,
    amountCents: 29_900,
    trackingNumber: null,
    createdAt: '2026-03-10T15:00:00.000Z',
    updatedAt: '2026-03-10T15:00:00.000Z',
    ...overrides,
  };
}

export function orderDetail(overrides: Partial<PatientOrderDetail> = {}): PatientOrderDetail {
  return {
    ...orderSummary(),
    statusLabel: 'Under review',
    nextStep: 'A licensed doctor is reviewing your answers.',
    doctorName: null,
    doctorDenialReason: null,
    consents: [],
    payments: [],
    ...overrides,
  };
}

export const profile: PatientProfile = {
  firstName: 'Pat',
  lastName: 'Rivera',
  email: 'patient@demo.test',
  phoneNumber: '+12025550188',
  address1: '1 Main St',
  address2: 'Apt 4',
  city: 'Austin',
  state: 'TX',
  zipcode: '73301',
  country: 'US',
};
