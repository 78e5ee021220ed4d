import type { CareChart, CarePatient } from '@contracts/patient-charts';
import { mockApi, type Answer } from './http';
import { doctorOrderSummary } from './orders';
import { doctorPatient, doctorPatientDetail } from './patients';

// The care team's calls: every patient (read-only) and a patient's chart.

type Page<T> = { items: T[]; total: number; page: number; limit: number; totalPages: number };

export const carePatient = (overrides: Partial<CarePatient> = {}): CarePatient => doctorPatient(overrides);

/** A chart as a client specialist or customer support reads it: contact and orders, no intake. */
export const careChart = (overrides: Partial<CareChart> = {}): CareChart =>
  doctorPatientDetail({
    bmi: null,
    heightInches: null,
    weightPounds: null,
    latestIntake: null,
    orders: [doctorOrderSummary()],
    ...overrides,
  });

/** GET /care/patients. */
export const mockCarePatients = (
  answer: Answer<Page<CarePatient>> = { items: [carePatient()], total: 1, page: 1, limit: 10, totalPages: 1 },
) => mockApi('get', '/care/patients', answer);

/** GET /care/patients/{id}, for any id. */
export const mockCarePatient = (answer: Answer<CareChart> = careChart()) => mockApi('get', '/care/patients/:id', answer);
