import type { DoctorOrderDetail, DoctorPatientDetail } from '@contracts/order-review';
import type { Question } from '@contracts/onboarding';
import { doctorOrderDetail, doctorOrderSummary, ORDER_ID } from '../../mocks/orders';
import { doctorPatientDetail } from '../../mocks/patients';

// The review scenario: an intake with one question of each type, reviewed by the doctor.

export const uuid = (n: number) => `99999999-9999-4999-8999-${String(n).padStart(12, '0')}`;

export const KIDNEY_FLAG = {
  rule: 'KIDNEY_DISEASE',
  severity: 'FLAG' as const,
  message: 'Kidney disease: check renal function before dosing.',
};
export const DIABETES_FLAG = {
  rule: 'DIABETES',
  severity: 'FLAG' as const,
  message: 'Diabetes: review glucose-lowering medication for hypoglycemia risk.',
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
  q(6, { step: 'identity', type: 'UPLOAD', text: 'Upload a photo of your driver license or passport' }),
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

/** The order under review, with the intake above. */
export const orderDetail = (overrides: Partial<DoctorOrderDetail> = {}) =>
  doctorOrderDetail({ questionsList: QUESTIONS, answers: ANSWERS, ...overrides });

/** The patient, with the intake above as the latest and one flagged order. */
export const patientDetail = (overrides: Partial<DoctorPatientDetail> = {}) =>
  doctorPatientDetail({
    latestIntake: {
      orderId: ORDER_ID,
      questionsList: QUESTIONS,
      answers: ANSWERS,
      screeningFlags: [DIABETES_FLAG],
      submittedAt: '2026-03-10T15:00:00.000Z',
    },
    orders: [doctorOrderSummary({ screeningFlags: [DIABETES_FLAG] })],
    ...overrides,
  });
