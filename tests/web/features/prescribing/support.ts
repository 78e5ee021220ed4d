import type { DoctorMedication, DoctorOrderDetail, DoctorPatientDetail } from '@contracts/doctor';
import type { Pharmacy, Prescription } from '@contracts/prescriptions';

export const ORDER_ID = '77777777-7777-4777-8777-777777777701';
export const PATIENT_ID = '88888888-8888-4888-8888-888888888801';
export const PRESCRIPTION_ID = '99999999-9999-4999-8999-999999999901';
export const RX_PHARMACY: Pharmacy = { id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaa01', provider: 'RX_PROVIDER', name: 'RX Provider Pharmacy' };
export const DIGITAL_PHARMACY: Pharmacy = {
  id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaa02',
  provider: 'DIGITAL_RX',
  name: 'Digital Rx Pharmacy',
};
export const uuid = (n: number) => `bbbbbbbb-bbbb-4bbb-8bbb-${String(n).padStart(12, '0')}`;

export const medications: DoctorMedication[] = [
  {
    productId: 'cccccccc-cccc-4ccc-8ccc-cccccccccc01',
    name: 'Compounded semaglutide',
    medication: 'semaglutide',
    description: 'Weekly injection.',
    variations: [
      { key: 'semaglutide-starter', name: 'Semaglutide starter', dose: '0.25 mg to 1 mg weekly', monthlyPriceCents: 24_900 },
      { key: 'semaglutide-maintenance', name: 'Semaglutide maintenance', dose: '1.7 mg to 2.4 mg weekly', monthlyPriceCents: 34_900 },
    ],
  },
  {
    productId: 'cccccccc-cccc-4ccc-8ccc-cccccccccc02',
    name: 'Compounded tirzepatide',
    medication: 'tirzepatide',
    description: 'Weekly injection.',
    variations: [
      { key: 'tirzepatide-starter', name: 'Tirzepatide starter', dose: '2.5 mg to 5 mg weekly', monthlyPriceCents: 39_900 },
      { key: 'tirzepatide-maintenance', name: 'Tirzepatide maintenance', dose: '7.5 mg to 15 mg weekly', monthlyPriceCents: 49_900 },
    ],
  },
];

export const states = [
  { code: 'CA', name: 'California' },
  { code: 'NY', name: 'New York' },
  { code: 'TX', name: 'Texas' },
];

export function doctorOrder(overrides: Partial<DoctorOrderDetail> = {}): DoctorOrderDetail {
  return {
    id: ORDER_ID,
    number: 2051,
    kind: 'NEW',
    status: 'APPROVED',
    approvalStatus: 'APPROVED',
    paymentStatus: 'PAID',
    productVariationKey: 'semaglutide-starter',
    productName: 'Compounded semaglutide',
    dose: '0.25 mg to 1 mg weekly',
    planMonths: 1,
    amountCents: 24_900,
    trackingNumber: null,
    createdAt: '2026-03-10T15:00:00.000Z',
    updatedAt: '2026-03-10T15:00:00.000Z',
    patientId: PATIENT_ID,
    patientName: 'Jamie Ortiz',
    patientState: 'NY',
    screeningFlags: [],
    bmi: 31.2,
    questionsList: [],
    answers: {},
    doctorApproveQuestionsStatus: 'APPROVED',
    doctorDenialReason: null,
    doctorOverrideReason: null,
    createdByDoctor: true,
    rxInformation: {},
    doctorNote: null,
    prescriptionId: null,
    ...overrides,
  };
}

export function patientDetail(overrides: Partial<DoctorPatientDetail> = {}): DoctorPatientDetail {
  return {
    id: PATIENT_ID,
    userId: 'dddddddd-dddd-4ddd-8ddd-dddddddddd01',
    firstName: 'Jamie',
    lastName: 'Ortiz',
    email: 'jamie@demo.test',
    phoneNumber: '+12125550111',
    dateOfBirth: '1988-04-12',
    gender: 'female',
    address1: '20 W 34th St',
    address2: null,
    city: 'New York',
    state: 'NY',
    zipcode: '10001',
    country: 'US',
    status: 'ACTIVE',
    partnerName: null,
    createdAt: '2026-02-01T10:00:00.000Z',
    bmi: 31.2,
    heightInches: 66,
    weightPounds: 193,
    latestIntake: null,
    orders: [],
    ...overrides,
  };
}

export function prescription(overrides: Partial<Prescription> = {}): Prescription {
  return {
    id: PRESCRIPTION_ID,
    number: 501,
    orderId: ORDER_ID,
    orderNumber: 2051,
    patientId: PATIENT_ID,
    patientName: 'Jamie Ortiz',
    patientState: 'NY',
    productVariationKey: 'semaglutide-starter',
    medication: 'semaglutide',
    dose: '0.25 mg to 1 mg weekly',
    directions: 'Inject 0.25 mg to 1 mg under the skin once a week, on the same day each week.',
    quantity: 4,
    refills: 0,
    daysSupply: 28,
    note: null,
    status: 'CREATED',
    pharmacy: null,
    externalId: null,
    trackingNumber: null,
    failureReason: null,
    sentAt: null,
    statusCheckedAt: null,
    createdAt: '2026-03-11T09:00:00.000Z',
    ...overrides,
  };
}
