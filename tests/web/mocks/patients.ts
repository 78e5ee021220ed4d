import type {
  DoctorPatient,
  UpdateDoctorPatientBody,
  AdminPatient,
  Attachment,
  HistoryEvent,
  ExternalPatient,
  ImportExternalPatientsBody,
  ImportExternalPatientsReply,
  PartnerPatient,
  UpdatePartnerPatientBody,
} from '@contracts/patients';
import type { DoctorPatientDetail } from '@contracts/order-review';
import type { Medication } from '@contracts/orders';
import type { PatientProfile, UpdatePatientProfileBody } from '@contracts/patient-profile';
import { mockApi, type Answer, type Call } from './http';
import { ORDER_ID, PATIENT_ID } from './ids';

// Patients as their doctor sees them, and the signed-in patient's own profile and medications.

export { PATIENT_ID } from './ids';

/** A patient's record as a doctor lists and edits it. */
export function doctorPatient(overrides: Partial<DoctorPatient> = {}): DoctorPatient {
  return {
    id: PATIENT_ID,
    userId: '99999999-9999-4999-8999-000000000500',
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
    ...overrides,
  };
}

/** The record with the measurements, the latest intake and the orders. */
export function doctorPatientDetail(overrides: Partial<DoctorPatientDetail> = {}): DoctorPatientDetail {
  return { ...doctorPatient(), bmi: 31.24, heightInches: 66, weightPounds: 193, latestIntake: null, orders: [], ...overrides };
}

/** The record part of a detail: what the list and the update answer. */
export function recordOf(detail: DoctorPatientDetail): DoctorPatient {
  const { bmi: _b, heightInches: _h, weightPounds: _w, latestIntake: _l, orders: _o, ...record } = detail;
  return record;
}

export const patientProfile: PatientProfile = {
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

export const medication: Medication = {
  orderId: ORDER_ID,
  productName: 'Semaglutide program',
  medication: 'Semaglutide',
  dose: '0.5 mg weekly',
  status: 'ACTIVE',
  since: '2026-03-12T15:00:00.000Z',
};

type DoctorPatients = {
  items: DoctorPatient[];
  total: number;
  page: number;
  limit: number;
  totalPages: number;
  totalIsEstimate?: boolean;
  nextCursor?: string;
};

/** GET /doctors/patients (see http.ts' itemsPage for a paged list). */
export const mockDoctorPatients = (
  answer: Answer<DoctorPatients> = { items: [doctorPatient()], total: 1, page: 1, limit: 10, totalPages: 1 },
) => mockApi('get', '/doctors/patients', answer);

/**
 * GET /doctors/patients as the server pages it: `after=cursor-after-<n>` starts after the n-th patient, a full page
 * gives the next cursor, and past `cap` patients the total is the cap with `totalIsEstimate`.
 */
export function keysetDoctorPatients(count: number, row: (n: number) => DoctorPatient, { cap = 1000 } = {}) {
  return mockDoctorPatients(({ query }: Call) => {
    const limit = Number(query.limit);
    const page = Number(query.page);
    const start = query.after ? Number(query.after.replace('cursor-after-', '')) : (page - 1) * limit;
    const last = Math.min(count, start + limit);
    const items = Array.from({ length: Math.max(0, last - start) }, (_, i) => row(start + i + 1));
    const total = Math.min(count, cap);
    return {
      items,
      total,
      page,
      limit,
      totalPages: Math.ceil(total / limit),
      ...(count > cap ? { totalIsEstimate: true } : {}),
      ...(items.length === limit ? { nextCursor: `cursor-after-${last}` } : {}),
    };
  });
}

/** GET /doctors/patients/{id}/detail, for any id. */
export const mockDoctorPatient = (answer: Answer<DoctorPatientDetail> = doctorPatientDetail()) =>
  mockApi('get', '/doctors/patients/:id/detail', answer);

/** PATCH /doctors/patients/{id}: by default the record with the fields sent. */
export const mockUpdateDoctorPatient = (
  answer: Answer<DoctorPatient, UpdateDoctorPatientBody> = ({ body }) => ({ ...doctorPatient(), ...body }) as DoctorPatient,
) => mockApi('patch', '/doctors/patients/:id', answer, { message: 'Patient updated successfully' });

/** GET /patient/profile. */
export const mockPatientProfile = (answer: Answer<PatientProfile> = patientProfile) => mockApi('get', '/patient/profile', answer);

/** PUT /patient/profile: by default the profile with the fields sent. */
export const mockUpdatePatientProfile = (
  answer: Answer<PatientProfile, UpdatePatientProfileBody> = ({ body }) => ({ ...patientProfile, ...body }) as PatientProfile,
) => mockApi('put', '/patient/profile', answer, { message: 'Profile updated successfully' });

/** GET /patient/me/medications. */
export const mockMyMedications = (answer: Answer<{ medications: Medication[] }> = { medications: [medication] }) =>
  mockApi('get', '/patient/me/medications', answer);

// The partner's patients, their counts, registrations over time and the patients of an external service.

/** A patient as their partner lists and edits them (the same record a doctor sees). */
export const partnerPatient = (overrides: Partial<PartnerPatient> = {}): PartnerPatient => doctorPatient(overrides);

type Page<T> = { items: T[]; total: number; page: number; limit: number; totalPages: number };
const pageOf = <T>(items: T[]): Page<T> => ({ items, total: items.length, page: 1, limit: 10, totalPages: items.length ? 1 : 0 });

/** GET /gym-owner/patients. */
export const mockPartnerPatients = (answer: Answer<Page<PartnerPatient>> = pageOf([partnerPatient()])) =>
  mockApi('get', '/gym-owner/patients', answer);

/** PUT /gym-owner/patients/{id}: by default the patient with the fields sent. */
export const mockUpdatePartnerPatient = (
  answer: Answer<PartnerPatient, UpdatePartnerPatientBody> = ({ body }) => partnerPatient(body as Partial<PartnerPatient>),
) => mockApi('put', '/gym-owner/patients/:id', answer, { message: 'Patient updated successfully' });

/** PATCH /gym-owner/patients/{id}/status: by default the patient with the status sent. */
/** GET /gym-owner/patients/{id}. */
export const mockPartnerPatient = (answer: Answer<PartnerPatient> = partnerPatient()) => mockApi('get', '/gym-owner/patients/:id', answer);

export const mockUpdatePartnerPatientStatus = (answer: Answer<PartnerPatient, { status: string }> = ({ body }) => partnerPatient(body)) =>
  mockApi('patch', '/gym-owner/patients/:id/status', answer, { message: 'Patient status updated successfully' });

/** GET /gym-owner/summary. */
export const mockPartnerSummary = (
  answer: Answer<{
    totalPatients: number;
    activePatients: number;
    pausedPatients: number;
    inactivePatients: number;
    newPatientsThisMonth: number;
  }> = {
    totalPatients: 9,
    activePatients: 7,
    pausedPatients: 1,
    inactivePatients: 1,
    newPatientsThisMonth: 3,
  },
) => mockApi('get', '/gym-owner/summary', answer);

/** GET /gym-owner/patients-registered. */
export const mockPartnerPatientsRegistered = (
  answer: Answer<{ period: 'day' | 'week' | 'month'; points: { periodStart: string; count: number }[]; total: number }> = {
    period: 'month',
    points: [
      { periodStart: '2026-02-01', count: 4 },
      { periodStart: '2026-03-01', count: 5 },
    ],
    total: 9,
  },
) => mockApi('get', '/gym-owner/patients-registered', answer);

/** A patient of another telehealth service, as the partner imported them. */
export function externalPatient(overrides: Partial<ExternalPatient> = {}): ExternalPatient {
  return {
    id: '88888888-8888-4888-8888-000000000e01',
    source: 'OtherHealth',
    externalId: 'oh-1001',
    firstName: 'Sam',
    lastName: 'Lee',
    email: 'sam.lee@example.test',
    phoneNumber: null,
    status: 'active',
    medication: 'semaglutide',
    lastOrderAt: '2026-02-20T10:00:00.000Z',
    importedAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

/** GET /gym-owner/external-patients. */
export const mockExternalPatients = (answer: Answer<Page<ExternalPatient>> = pageOf([externalPatient()])) =>
  mockApi('get', '/gym-owner/external-patients', answer);

/** A checked CSV: two rows to import (the second an e-mail of one of our patients) and one wrong row. */
export function externalImport(overrides: Partial<ImportExternalPatientsReply> = {}): ImportExternalPatientsReply {
  const row = { phoneNumber: null, status: null, medication: null, lastOrderAt: null, matchesPatient: false };
  return {
    source: 'FitMeds',
    total: 3,
    valid: 2,
    errors: [{ row: 4, message: 'last_name is missing' }],
    rows: [
      { ...row, row: 2, externalId: 'A-1', firstName: 'Lena', lastName: 'Brooks', email: 'lena@example.test' },
      { ...row, row: 3, externalId: 'A-2', firstName: 'Jamie', lastName: 'Ortiz', email: 'jamie@example.test', matchesPatient: true },
    ],
    imported: 0,
    ...overrides,
  };
}

/** POST /gym-owner/external-patients/import: a preview by default; an import answers how many it wrote. */
export const mockImportExternalPatients = (
  answer: Answer<ImportExternalPatientsReply, ImportExternalPatientsBody> = ({ body }) =>
    externalImport(body.preview === false ? { imported: 2 } : {}),
) => mockApi('post', '/gym-owner/external-patients/import', answer);

// Every patient as the super admin sees them (GET/PUT/PATCH /super-admin/patients..., their timeline and files).

/** A patient as the super admin lists and opens them. */
export function adminPatient(overrides: Partial<AdminPatient> = {}): AdminPatient {
  return {
    ...doctorPatient(),
    partnerId: '55555555-5555-4555-8555-555555555501',
    doctorId: '55555555-5555-4555-8555-555555555502',
    ...overrides,
  };
}

/** GET /super-admin/patients (also /gym-clients and /clients, by `audience`). */
export const mockAdminPatients = (
  answer: Answer<Page<AdminPatient>> = { items: [adminPatient()], total: 1, page: 1, limit: 10, totalPages: 1 },
  audience: 'patients' | 'gym-clients' | 'clients' = 'patients',
) => mockApi('get', `/super-admin/${audience}`, answer);

/** GET /super-admin/patients/{id}, for any id. */
export const mockAdminPatient = (answer: Answer<AdminPatient> = adminPatient()) => mockApi('get', '/super-admin/patients/:id', answer);

/** PATCH /super-admin/patients/{id}/status: the patient with the status sent. */
export const mockUpdateAdminPatientStatus = (
  answer: Answer<AdminPatient, { status: string }> = ({ body }) => adminPatient({ status: body.status }),
) => mockApi('patch', '/super-admin/patients/:id/status', answer, { message: 'Patient status updated successfully' });

/** GET /super-admin/patients/{id}/history. */
export const mockAdminPatientHistory = (
  answer: Answer<Page<HistoryEvent>> = {
    items: [
      { kind: 'NOTE', id: '1', at: '2026-03-02T15:00:00.000Z', title: 'Note by Avery Admin', detail: 'Called about dosing', orderId: null },
      {
        kind: 'PAYMENT',
        id: '2',
        at: '2026-03-01T10:05:00.000Z',
        title: 'Payment received',
        detail: '$299.00 with the card ending 4242',
        orderId: ORDER_ID,
      },
      {
        kind: 'ORDER',
        id: ORDER_ID,
        at: '2026-03-01T10:00:00.000Z',
        title: 'Order #1042 placed',
        detail: 'Semaglutide program',
        orderId: ORDER_ID,
      },
    ],
    total: 3,
    page: 1,
    limit: 10,
    totalPages: 1,
  },
) => mockApi('get', '/super-admin/patients/:id/history', answer);

/** GET /super-admin/patients/{id}/attachments. */
export const mockAdminPatientAttachments = (answer: Answer<{ attachments: Attachment[] }> = { attachments: [] }) =>
  mockApi('get', '/super-admin/patients/:id/attachments', answer);
