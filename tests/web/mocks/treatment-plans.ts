import type { CheckIn, FlaggedCheckIn, TreatmentPlan } from '@contracts/treatment-plans';
import { mockApi, type Answer } from './http';

// Treatment plans and refill check-ins: the patient's plan and check-ins, a doctor's view of a patient's plan, and the writes.

export const PLAN_ID = 'd0000000-0000-4000-8000-000000000001';
export const CHECK_IN_ID = 'd0000000-0000-4000-8000-000000000002';
export const PLAN_PATIENT_ID = 'd0000000-0000-4000-8000-000000000003';

export const checkIn = (overrides: Partial<CheckIn> = {}): CheckIn => ({
  id: CHECK_IN_ID,
  createdAt: '2026-03-02T08:00:00.000Z',
  weight: 201,
  severity: 'SEVERE',
  sideEffects: ['NAUSEA'],
  otherSideEffect: null,
  missedDoses: 1,
  notes: null,
  flagged: true,
  reviewedAt: null,
  reviewNote: null,
  reviewedBy: null,
  orderId: null,
  ...overrides,
});

export const treatmentPlan = (overrides: Partial<TreatmentPlan> = {}): TreatmentPlan => ({
  id: PLAN_ID,
  patientId: PLAN_PATIENT_ID,
  medication: 'semaglutide',
  status: 'ACTIVE',
  steps: [
    { dose: '0.25 mg', weeks: 4 },
    { dose: '0.5 mg', weeks: 4 },
    { dose: '1 mg', weeks: 4 },
    { dose: '1.7 mg', weeks: 4 },
    { dose: '2.4 mg', weeks: null },
  ],
  currentStep: 1,
  currentDose: '0.5 mg',
  stepStartedAt: '2026-02-24T08:00:00.000Z',
  weeksOnDose: 1,
  nextDose: '1 mg',
  nextStepDue: '2026-03-24',
  startedAt: '2026-01-27T08:00:00.000Z',
  checkInDue: true,
  needsReview: false,
  events: [
    {
      id: 'd0000000-0000-4000-8000-000000000010',
      type: 'STEPPED_UP',
      fromDose: '0.25 mg',
      toDose: '0.5 mg',
      reason: 'Tolerating well',
      actorName: 'Dana Reyes',
      actorRole: 'DOCTOR',
      createdAt: '2026-02-24T08:00:00.000Z',
    },
  ],
  checkIns: [],
  ...overrides,
});

export const mockMyTreatmentPlan = (answer: Answer<TreatmentPlan | null> = treatmentPlan()) =>
  mockApi('get', '/patient/treatment-plan', answer);
export const mockMyCheckIns = (answer: Answer<{ due: boolean; items: CheckIn[] }> = { due: true, items: [] }) =>
  mockApi('get', '/patient/check-ins', answer);
export const mockChangeMyPlan = (change: 'pause' | 'resume' | 'cancel', answer: Answer<TreatmentPlan, { reason: string }>) =>
  mockApi('post', `/patient/treatment-plan/${change}`, answer);
export const mockSubmitCheckIn = (
  answer: Answer<CheckIn, Record<string, unknown>> = checkIn({ flagged: false, severity: 'NONE', sideEffects: [] }),
) => mockApi('post', '/patient/check-ins', answer, { status: 201 });

export const mockPatientTreatmentPlan = (answer: Answer<TreatmentPlan | null> = treatmentPlan(), patientId = ':id') =>
  mockApi('get', `/doctors/patients/${patientId}/treatment-plan`, answer);
export const mockChangeDose = (answer: Answer<TreatmentPlan, { action: string; reason: string }>) =>
  mockApi('post', '/doctors/patients/:id/treatment-plan/dose', answer);
export const mockReviewCheckIn = (answer: Answer<CheckIn, { note: string }>) => mockApi('post', '/doctors/check-ins/:id/review', answer);

export const flaggedCheckIn = (overrides: Partial<FlaggedCheckIn> = {}): FlaggedCheckIn => ({
  id: CHECK_IN_ID,
  patientId: PLAN_PATIENT_ID,
  patientName: 'Pat Jordan',
  createdAt: '2026-03-02T08:00:00.000Z',
  severity: 'SEVERE',
  sideEffects: ['NAUSEA'],
  otherSideEffect: null,
  missedDoses: 1,
  refillHeld: true,
  ...overrides,
});
/** GET /doctors/check-ins?status=flagged: a page of the check-ins to review (none by default). */
export const mockFlaggedCheckIns = (
  answer: Answer<{ items: FlaggedCheckIn[]; total: number; page: number; limit: number; totalPages: number }> = {
    items: [],
    total: 0,
    page: 1,
    limit: 3,
    totalPages: 0,
  },
) => mockApi('get', '/doctors/check-ins', answer);
