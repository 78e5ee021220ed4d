import type { CreatePrescriptionBody, Pharmacy, Prescription, SendPrescriptionBody } from '@contracts/prescriptions';
import type { DoctorSettings, UpdateDoctorSettingsBody } from '@contracts/doctor-settings';
import { mockApi, type Answer } from './http';
import { ORDER_ID, PATIENT_ID, PRESCRIPTION_ID } from './ids';

// Prescriptions, the pharmacies a doctor may send them to, and the pharmacy calls.

export { PRESCRIPTION_ID } from './ids';
export const RX_PHARMACY: Pharmacy = { id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaa01', provider: 'RX_PROVIDER', name: 'RX Provider Pharmacy' };
export const DIGITAL_PHARMACY: Pharmacy = {
  id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaa02',
  provider: 'DIGITAL_RX',
  name: 'Digital Rx Pharmacy',
};

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

type Prescriptions = { items: Prescription[]; total: number; page: number; limit: number; totalPages: number };

/** GET /doctors/prescriptions (see http.ts' itemsPage for a paged list). */
export const mockPrescriptions = (
  answer: Answer<Prescriptions> = { items: [prescription()], total: 1, page: 1, limit: 10, totalPages: 1 },
) => mockApi('get', '/doctors/prescriptions', answer);

/** GET /doctors/prescriptions/{id}, for any id. */
export const mockPrescription = (answer: Answer<Prescription> = prescription()) => mockApi('get', '/doctors/prescriptions/:id', answer);

/** POST /doctors/prescriptions. */
export const mockCreatePrescription = (answer: Answer<Prescription, CreatePrescriptionBody> = prescription()) =>
  mockApi('post', '/doctors/prescriptions', answer);

/** POST /doctors/rx-provider/send-prescription: by default received by the RX provider. */
export const mockSendToRxProvider = (
  answer: Answer<Prescription, SendPrescriptionBody> = prescription({ status: 'RECEIVED', pharmacy: RX_PHARMACY }),
) => mockApi('post', '/doctors/rx-provider/send-prescription', answer);

/** POST /doctors/digital-rx/send-prescription: by default received by Digital Rx. */
export const mockSendToDigitalRx = (
  answer: Answer<Prescription, SendPrescriptionBody> = prescription({ status: 'RECEIVED', pharmacy: DIGITAL_PHARMACY }),
) => mockApi('post', '/doctors/digital-rx/send-prescription', answer);

/** POST /doctors/digital-rx/check-prescription-status. */
export const mockCheckPrescriptionStatus = (answer: Answer<Prescription, SendPrescriptionBody>) =>
  mockApi('post', '/doctors/digital-rx/check-prescription-status', answer);

/** GET /doctors/pharmacies. */
export const mockPharmacies = (answer: Answer<{ pharmacies: Pharmacy[] }> = { pharmacies: [RX_PHARMACY, DIGITAL_PHARMACY] }) =>
  mockApi('get', '/doctors/pharmacies', answer);

/** The doctor's settings (GET /doctors/settings): both pharmacies assigned, no default yet, the standard amounts. */
export function doctorSettings(overrides: Partial<DoctorSettings> = {}): DoctorSettings {
  return {
    pharmacies: [RX_PHARMACY, DIGITAL_PHARMACY],
    defaultPharmacyId: null,
    rxDefaults: { quantity: 4, refills: 0, daysSupply: 28 },
    canChange: true,
    updatedAt: null,
    ...overrides,
  };
}

/** GET /doctors/settings. */
export const mockDoctorSettings = (answer: Answer<DoctorSettings> = doctorSettings()) => mockApi('get', '/doctors/settings', answer);

/** PUT /doctors/settings: by default the settings (from `current`) with what was sent applied. */
export const mockUpdateDoctorSettings = (
  answer: Answer<DoctorSettings, UpdateDoctorSettingsBody> = ({ body }) => {
    const { defaultPharmacyId, rxDefaults } = body;
    return doctorSettings({
      ...(defaultPharmacyId !== undefined && { defaultPharmacyId }),
      ...(rxDefaults && { rxDefaults }),
      updatedAt: '2026-03-12T10:00:00.000Z',
    });
  },
) => mockApi('put', '/doctors/settings', answer);
