import type { Renewal, RenewalStatus } from '@contracts/renewals';
import { mockApi, type Answer } from './http';
import { ORDER_ID, PATIENT_ID } from './ids';

// Renewals as the partner follows them up: orders of a treatment in progress, by the day they renew.

/** A renewal as the partner lists it. */
export function renewal(overrides: Partial<Renewal> = {}): Renewal {
  return {
    orderId: ORDER_ID,
    orderNumber: 1042,
    patientId: PATIENT_ID,
    patientName: 'Pat Jordan',
    productName: 'Semaglutide program',
    dose: '0.25 mg weekly',
    planMonths: 1,
    startDate: '2026-03-10',
    renewsOn: '2026-04-10',
    renewalStatus: 'PENDING',
    ...overrides,
  };
}

type Page<T> = { items: T[]; total: number; page: number; limit: number; totalPages: number };
type Medications = { medications: { productName: string; medication: string; dose: string; renewals: number; firstRenewsOn: string }[] };

/** GET /gym-owner/renewals/upcoming. */
export const mockUpcomingRenewals = (answer: Answer<Page<Renewal>> = { items: [renewal()], total: 1, page: 1, limit: 10, totalPages: 1 }) =>
  mockApi('get', '/gym-owner/renewals/upcoming', answer);

/** GET /gym-owner/renewals/medications/upcoming. */
export const mockUpcomingMedications = (
  answer: Answer<Medications> = {
    medications: [
      { productName: 'Semaglutide program', medication: 'semaglutide', dose: '0.25 mg weekly', renewals: 1, firstRenewsOn: '2026-04-10' },
    ],
  },
) => mockApi('get', '/gym-owner/renewals/medications/upcoming', answer);

/** PUT /gym-owner/renewals/{id}/renewal-status: by default the renewal with the status sent. */
export const mockUpdateRenewalStatus = (
  answer: Answer<Renewal, { status: RenewalStatus }> = ({ body }) => renewal({ renewalStatus: body.status }),
) => mockApi('put', '/gym-owner/renewals/:id/renewal-status', answer, { message: 'Renewal status updated successfully' });

/** PUT /gym-owner/renewals/{id}/start-date: by default the renewal starting on the day sent (renewing a month later). */
export const mockUpdateRenewalStartDate = (
  answer: Answer<Renewal, { startDate: string }> = ({ body }) => {
    const renews = new Date(`${body.startDate}T00:00:00Z`);
    renews.setUTCMonth(renews.getUTCMonth() + 1);
    return renewal({ startDate: body.startDate, renewsOn: renews.toISOString().slice(0, 10) });
  },
) => mockApi('put', '/gym-owner/renewals/:id/start-date', answer, { message: 'Start date updated successfully' });

/** GET /super-admin/renewals: the admin's renewals (of every partner, or one's). */
export const mockAdminRenewals = (answer: Answer<Page<Renewal>> = { items: [renewal()], total: 1, page: 1, limit: 10, totalPages: 1 }) =>
  mockApi('get', '/super-admin/renewals', answer);

/** PUT /super-admin/renewals/{patientId}/renewal-status: by default the renewal with the status sent. */
export const mockUpdateAdminRenewalStatus = (
  answer: Answer<Renewal, { status: RenewalStatus }> = ({ body }) => renewal({ renewalStatus: body.status }),
) => mockApi('put', '/super-admin/renewals/:id/renewal-status', answer, { message: 'Renewal status updated successfully' });

/** PUT /super-admin/renewals/{orderId}/start-date: by default the renewal starting on the day sent. */
export const mockUpdateAdminRenewalStartDate = (
  answer: Answer<Renewal, { startDate: string }> = ({ body }) => renewal({ startDate: body.startDate }),
) => mockApi('put', '/super-admin/renewals/:id/start-date', answer, { message: 'Start date updated successfully' });
