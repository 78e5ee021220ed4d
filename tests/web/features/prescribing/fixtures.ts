import type { DoctorOrderDetail, DoctorPatientDetail } from '@contracts/order-review';
import { doctorOrderDetail } from '../../mocks/orders';
import { doctorPatientDetail } from '../../mocks/patients';

// The prescribing scenario: Jamie Ortiz in New York, whose intake is approved, on the semaglutide starter dose.

export const uuid = (n: number) => `bbbbbbbb-bbbb-4bbb-8bbb-${String(n).padStart(12, '0')}`;

export const doctorOrder = (overrides: Partial<DoctorOrderDetail> = {}) =>
  doctorOrderDetail({
    number: 2051,
    status: 'APPROVED',
    approvalStatus: 'APPROVED',
    productVariationKey: 'semaglutide-starter',
    productName: 'Compounded semaglutide',
    dose: '0.25 mg to 1 mg weekly',
    planMonths: 1,
    amountCents: 24_900,
    patientName: 'Jamie Ortiz',
    patientState: 'NY',
    bmi: 31.2,
    doctorApproveQuestionsStatus: 'APPROVED',
    createdByDoctor: true,
    ...overrides,
  });

export const patientDetail = (overrides: Partial<DoctorPatientDetail> = {}) =>
  doctorPatientDetail({
    userId: 'dddddddd-dddd-4ddd-8ddd-dddddddddd01',
    firstName: 'Jamie',
    lastName: 'Ortiz',
    email: 'jamie@demo.test',
    phoneNumber: '+12125550111',
    dateOfBirth: '1988-04-12',
    address1: '20 W 34th St',
    city: 'New York',
    state: 'NY',
    zipcode: '10001',
    partnerName: null,
    bmi: 31.2,
    ...overrides,
  });
