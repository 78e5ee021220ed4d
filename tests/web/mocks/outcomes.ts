import type {
  AdminOutcomes,
  Attention,
  DoctorPatientOutcome,
  MedicationOutcome,
  PartnerOutcomes,
  PatientOutcome,
} from '@contracts/outcomes';
import { hiddenMilestone, MILESTONE_WEEKS } from '@contracts/outcomes';
import { mockApi, type Answer } from './http';

// Outcomes: a patient's treatment progress (their own, a doctor's view), the doctor's lists and decision, the aggregates.

export const OUTCOME_PATIENT_ID = 'e0000000-0000-4000-8000-000000000001';

export const patientOutcome = (overrides: Partial<PatientOutcome> = {}): PatientOutcome => ({
  patientId: OUTCOME_PATIENT_ID,
  medication: 'semaglutide',
  currentDose: '0.5 mg',
  planStatus: 'ACTIVE',
  startDate: '2026-01-27',
  week: 5,
  startWeight: 214.2,
  latestWeight: 205,
  latestDate: '2026-03-02',
  lostLb: 9.2,
  lostPercent: 4.3,
  reference: { trial: 'STEP 1', arm: '2.4 mg', lossPercent: 14.9, week: 68, placeboPercent: 2.4 },
  expectedNow: { week: 5, low: 0, mean: 3.8, high: 8.8 },
  points: [
    { date: '2026-01-25', week: -0.3, weight: 214.2, lostPercent: 0 },
    { date: '2026-03-02', week: 5, weight: 205, lostPercent: 4.3 },
  ],
  band: Array.from({ length: 13 }, (_, week) => ({ week, low: 0, mean: week * 0.75, high: week * 0.75 + 5 })),
  doseMarks: [
    { date: '2026-01-27', week: 0, dose: '0.25 mg', label: 'Started 0.25 mg' },
    { date: '2026-02-24', week: 4, dose: '0.5 mg', label: 'Up to 0.5 mg' },
  ],
  nextCheckIn: { due: false, date: '2026-03-20' },
  ...overrides,
});

export const doctorPatientOutcome = (overrides: Partial<DoctorPatientOutcome> = {}): DoctorPatientOutcome => ({
  ...patientOutcome(),
  checkIns: [
    { date: '2026-02-23', weight: 207, severity: 'MILD', sideEffects: ['NAUSEA'], otherSideEffect: null, missedDoses: 0, notes: null },
  ],
  reviews: [],
  ...overrides,
});

export const attention = (overrides: Partial<Attention> = {}): Attention => ({
  settings: { reviewWeeks: 12, minLossPercent: 5, fastLossLbPerWeek: 2, fastLossWeeks: 4, noWeightDays: 30 },
  notResponding: {
    total: 1,
    items: [
      {
        patientId: OUTCOME_PATIENT_ID,
        patientName: 'Oakley Nash',
        medication: 'semaglutide',
        currentDose: '2.4 mg',
        week: 40,
        lostPercent: 2.1,
        lbPerWeek: null,
        latestDate: '2026-03-01',
      },
    ],
  },
  losingFast: { total: 0, items: [] },
  noWeight: { total: 0, items: [] },
  ...overrides,
});

export const medicationOutcome = (medication: string, patients: number | null): MedicationOutcome =>
  patients === null
    ? {
        medication,
        onTreatment: null,
        suppressed: true,
        milestones: MILESTONE_WEEKS.map(hiddenMilestone),
      }
    : {
        medication,
        onTreatment: patients,
        suppressed: false,
        milestones: [
          { week: 12, patients, medianLostPercent: 6.2, lostAtLeast5: patients - 4, lostAtLeast10: 2, suppressed: false },
          { week: 24, patients: 11, medianLostPercent: 10.4, lostAtLeast5: 10, lostAtLeast10: 6, suppressed: false },
          hiddenMilestone(52),
        ],
      };

export const mockMyOutcome = (answer: Answer<PatientOutcome | null> = patientOutcome()) => mockApi('get', '/patient/outcomes', answer);
export const mockPatientOutcome = (answer: Answer<DoctorPatientOutcome | null> = doctorPatientOutcome()) =>
  mockApi('get', '/doctors/patients/:id/outcomes', answer);
export const mockOutcomeAttention = (answer: Answer<Attention> = attention()) => mockApi('get', '/doctors/outcomes/attention', answer);
export const mockOutcomeReview = (answer: Answer<DoctorPatientOutcome, { decision: string; note?: string }>) =>
  mockApi('post', '/doctors/patients/:id/outcomes/review', answer);
export const mockPartnerOutcomes = (
  answer: Answer<PartnerOutcomes> = {
    asOf: '2026-03-02T15:30:00.000Z',
    medications: [medicationOutcome('semaglutide', 16), medicationOutcome('tirzepatide', null)],
  },
) => mockApi('get', '/gym-owner/outcomes', answer);
export const mockAdminOutcomes = (
  answer: Answer<AdminOutcomes> = {
    by: 'all',
    asOf: '2026-03-02T14:30:00.000Z',
    groups: [{ label: 'All patients', medications: [medicationOutcome('semaglutide', 40)] }],
  },
) => mockApi('get', '/super-admin/outcomes', answer);
