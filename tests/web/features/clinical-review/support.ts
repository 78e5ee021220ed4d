import type { DoctorOrderDetail, DoctorOrderSummary, DoctorPatientDetail } from '@contracts/doctor';
import type { Question } from '@contracts/onboarding';

export const ORDER_ID = '77777777-7777-4777-8777-777777777777';
export const PATIENT_ID = '88888888-8888-4888-8888-888888888888';
export const uuid = (n: number) => `99999999-9999-4999-8999-${String(n).padStart(12, '0')}`;

export function doctorOrder(overrides: Partial<DoctorOrderSummary> = {}): DoctorOrderSummary {
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
    patientId: PATIENT_ID,
    patientName: 'Pat Jordan',
    patientState: 'CA',
    screeningFlags: [],
    ...overrides,
  };
}

export const KIDNEY_FLAG = {
  rule: 'KIDNEY_DISEASE',
  severity: 'FLAG' as const,
  message: 'Kidney disease: check renal function before dosing.',
};
export const DIABETES_FLAG = {
  rule: 'DIABETES',
  severity: 'FLAG' as const,
  message: 'Diabetes: review glucose-lowering medication for hypoglycaemia risk.',
};

const q = (n: number, over: Partial<Question>): Question => ({
  id: uuid(n),
  key: `q${n}`,
  step: 'health',
  position: n,
  text: `Question ${n}`,
  help: null,
  type: 'TEXT',
  options: [],
  required: true,
  shownWhen: null,
  ...over,
});

/** One question of each type, two conditional ones (one met, one not), listed out of order on purpose. */
export const QUESTIONS: Question[] = [
  q(6, { step: 'identity', type: 'UPLOAD', text: 'Upload a photo of your driver licence or passport' }),
  q(1, { type: 'YES_NO', text: 'Have you been diagnosed with diabetes?' }),
  q(2, {
    type: 'SINGLE_CHOICE',
    text: 'Which medication do you take for diabetes?',
    options: [
      { value: 'metformin', label: 'Metformin' },
      { value: 'insulin', label: 'Insulin' },
    ],
    shownWhen: { questionId: uuid(1), equals: true },
  }),
  q(3, { type: 'YES_NO', text: 'Have you ever had pancreatitis?' }),
  q(4, { type: 'TEXT', text: 'When did the pancreatitis happen?', shownWhen: { questionId: uuid(3), equals: true } }),
  q(5, {
    step: 'conditions',
    type: 'MULTI_CHOICE',
    text: 'Do you have any of these weight-related conditions?',
    options: [
      { value: 'hypertension', label: 'High blood pressure' },
      { value: 'sleep_apnea', label: 'Sleep apnea' },
      { value: 'none', label: 'None of these' },
    ],
  }),
  q(7, { step: 'medications', type: 'TEXT', text: 'Do you have any allergies?', required: false }),
];

export const ANSWERS: DoctorOrderDetail['answers'] = {
  [uuid(1)]: true,
  [uuid(2)]: 'metformin',
  [uuid(3)]: false,
  [uuid(4)]: 'Long ago',
  [uuid(5)]: ['hypertension', 'sleep_apnea'],
  [uuid(6)]: 'uploads/photo-id.png',
};

export function orderDetail(overrides: Partial<DoctorOrderDetail> = {}): DoctorOrderDetail {
  return {
    ...doctorOrder(),
    bmi: 31.24,
    questionsList: QUESTIONS,
    answers: ANSWERS,
    doctorApproveQuestionsStatus: null,
    doctorDenialReason: null,
    doctorOverrideReason: null,
    createdByDoctor: false,
    rxInformation: {},
    doctorNote: null,
    prescriptionId: null,
    ...overrides,
  };
}

export function patientDetail(overrides: Partial<DoctorPatientDetail> = {}): DoctorPatientDetail {
  return {
    id: PATIENT_ID,
    userId: uuid(500),
    firstName: 'Pat',
    lastName: 'Jordan',
    email: 'patient@demo.test',
    phoneNumber: '+12025550108',
    dateOfBirth: '1985-04-12',
    gender: 'female',
    address1: '100 Market Street',
    address2: null,
    city: 'San Francisco',
    state: 'CA',
    zipcode: '94105',
    country: 'US',
    status: 'ACTIVE',
    partnerName: 'Summit Strength Gym',
    createdAt: '2026-02-01T10:00:00.000Z',
    bmi: 31.24,
    heightInches: 66,
    weightPounds: 193,
    latestIntake: {
      orderId: ORDER_ID,
      questionsList: QUESTIONS,
      answers: ANSWERS,
      screeningFlags: [DIABETES_FLAG],
      submittedAt: '2026-03-10T15:00:00.000Z',
    },
    orders: [doctorOrder({ screeningFlags: [DIABETES_FLAG] })],
    ...overrides,
  };
}
