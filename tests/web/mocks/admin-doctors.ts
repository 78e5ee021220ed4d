import type { ActAsToken, AdminDoctor, AdminDoctorSummary, PharmacyAssignment } from '@contracts/doctors';
import type { DoctorPatient } from '@contracts/patients';
import { itemsPage, mockApi, type Answer } from './http';
import { doctorPatient } from './patients';

// The super admin's doctors, their pharmacy assignments and "act as" (admin-doctors).

export const DOCTOR_ID = '55555555-5555-4555-8555-555555555555';
export const RX_PHARMACY_ID = '66666666-6666-4666-8666-000000000001';
export const DIGITAL_PHARMACY_ID = '66666666-6666-4666-8666-000000000002';

export function adminDoctor(overrides: Partial<AdminDoctor> = {}): AdminDoctor {
  return {
    id: DOCTOR_ID,
    userId: '55555555-5555-4555-8555-000000000001',
    firstName: 'Dana',
    lastName: 'Whitfield',
    email: 'doctor@demo.test',
    phoneNumber: '+12025550101',
    role: 'DOCTOR',
    npi: '1234567893',
    status: 'ACTIVE',
    licenses: [
      { state: 'CA', expiresOn: '2030-06-30', expired: false },
      { state: 'NY', expiresOn: '2024-01-31', expired: true },
    ],
    autoBilling: false,
    createdAt: '2026-01-05T10:00:00.000Z',
    deletedAt: null,
    ...overrides,
  };
}

export const doctorSummary = (overrides: Partial<AdminDoctorSummary> = {}): AdminDoctorSummary => ({
  totalDoctors: 12,
  activeDoctors: 10,
  inactiveDoctors: 2,
  doctorsIncreaseRate: 50,
  newThisMonth: 3,
  newLastMonth: 2,
  ...overrides,
});

export const pharmacies = [
  { id: RX_PHARMACY_ID, provider: 'RX_PROVIDER' as const, name: 'RX Provider Pharmacy', active: true },
  { id: DIGITAL_PHARMACY_ID, provider: 'DIGITAL_RX' as const, name: 'Digital Rx Pharmacy', active: true },
];

export const assignment = (overrides: Partial<PharmacyAssignment> = {}): PharmacyAssignment => ({
  id: '66666666-6666-4666-8666-100000000001',
  doctorId: DOCTOR_ID,
  pharmacyId: RX_PHARMACY_ID,
  provider: 'RX_PROVIDER',
  name: 'RX Provider Pharmacy',
  active: true,
  createdAt: '2026-01-05T10:00:00.000Z',
  ...overrides,
});

export const actAsToken = (overrides: Partial<ActAsToken> = {}): ActAsToken => ({
  accessToken: 'acting-access',
  refreshToken: 'acting-refresh-0000000000000000001',
  handoverCode: 'handover-code-00000000000000000000001',
  expiresAt: '2026-01-05T10:30:00.000Z',
  portal: 'medical',
  user: { id: '55555555-5555-4555-8555-000000000001', firstName: 'Dana', lastName: 'Whitfield', role: 'DOCTOR' },
  ...overrides,
});

export const mockAdminDoctors = (answer: Answer<unknown> = itemsPage(1, () => adminDoctor())) =>
  mockApi('get', '/super-admin/doctors', answer);
export const mockDoctorSummary = (answer: Answer<AdminDoctorSummary> = doctorSummary()) =>
  mockApi('get', '/super-admin/doctors/summary', answer);
export const mockAdminDoctor = (answer: Answer<AdminDoctor> = adminDoctor()) => mockApi('get', '/super-admin/doctors/:id', answer);
export const mockCreateAdminDoctor = (answer: Answer<AdminDoctor> = adminDoctor()) =>
  mockApi('post', '/super-admin/doctors', answer, { status: 201, message: 'Doctor created successfully' });
export const mockUpdateAdminDoctor = (answer: Answer<AdminDoctor>) =>
  mockApi('put', '/super-admin/doctors/:id', answer, { message: 'Doctor updated successfully' });
export const mockDeleteAdminDoctor = (
  answer: Answer<AdminDoctor> = adminDoctor({ status: 'DELETED', deletedAt: '2026-02-01T00:00:00.000Z' }),
) => mockApi('delete', '/super-admin/doctors/:id', answer, { message: 'Doctor deleted successfully' });
export const mockRestoreAdminDoctor = (answer: Answer<AdminDoctor> = adminDoctor()) =>
  mockApi('post', '/super-admin/doctors/:id/restore', answer, { message: 'Doctor restored successfully' });
export const mockDoctorAutoBilling = (answer: Answer<AdminDoctor>) =>
  mockApi('patch', '/super-admin/doctors/:id/auto-billing', answer, { message: 'Doctor updated successfully' });
export const mockAdminDoctorPatients = (answer: Answer<unknown> = itemsPage(1, (): DoctorPatient => doctorPatient())) =>
  mockApi('get', '/super-admin/doctors/:id/patients', answer);
export const mockPharmacies = () => mockApi('get', '/super-admin/pharmacies', pharmacies);
export const mockDoctorAssignments = (answer: Answer<PharmacyAssignment[]> = [assignment()]) =>
  mockApi('get', '/super-admin/pharmacy-assignments/doctor/:doctorId', answer);
export const mockAssignPharmacy = (answer: Answer<PharmacyAssignment>) =>
  mockApi('post', '/super-admin/assign-pharmacy-for-doctor', answer, { status: 201, message: 'Pharmacy assigned successfully' });
export const mockUnassignPharmacy = () =>
  mockApi('delete', '/super-admin/pharmacy-assignments/:id', null, { message: 'Pharmacy unassigned successfully' });
export const mockGenerateDoctorToken = (answer: Answer<ActAsToken> = actAsToken()) =>
  mockApi('get', '/super-admin/doctors/:id/generate-token', answer);
export const mockActAsExchange = (answer: Answer<unknown>) => mockApi('post', '/auth/act-as/exchange', answer);

/** Everything the doctor page reads, with defaults. */
export const mockDoctorPage = (doctor: AdminDoctor = adminDoctor()) => [
  mockAdminDoctor(doctor),
  mockAdminDoctorPatients(),
  mockPharmacies(),
  mockDoctorAssignments(),
];
