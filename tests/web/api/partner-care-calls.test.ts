/**
 * The partner's API calls (src/api/orders, patients, renewals) against the shared msw handlers: each parses its reply
 * with the contract, sends only what it was given, and a refusal carries the server's message.
 */
import { describe, expect, it } from 'vitest';
import { getErrorMessage } from '@/lib/api-client';
import { getPartnerDashboardSummary } from '@/api/orders/get-partner-dashboard-summary';
import { getPartnerOrder } from '@/api/orders/get-partner-order';
import { getPartnerOrders } from '@/api/orders/get-partner-orders';
import { getPartnerOrdersCountByStatus } from '@/api/orders/get-partner-orders-count-by-status';
import { getPartnerOrderStats } from '@/api/orders/get-partner-order-stats';
import { getPartnerQuickApproval } from '@/api/orders/get-partner-quick-approval';
import { ORDER_UPDATED, updatePartnerOrder } from '@/api/orders/update-partner-order';
import { getExternalPatients } from '@/api/patients/get-external-patients';
import { getPartnerPatients } from '@/api/patients/get-partner-patients';
import { getPartnerPatientsRegistered } from '@/api/patients/get-partner-patients-registered';
import { getPartnerSummary } from '@/api/patients/get-partner-summary';
import { updatePartnerPatient } from '@/api/patients/update-partner-patient';
import { PATIENT_STATUS_FAILED, updatePartnerPatientStatus } from '@/api/patients/update-partner-patient-status';
import { getUpcomingMedications } from '@/api/renewals/get-upcoming-medications';
import { getUpcomingRenewals } from '@/api/renewals/get-upcoming-renewals';
import { START_DATE_FAILED, updateRenewalStartDate } from '@/api/renewals/update-renewal-start-date';
import { updateRenewalStatus } from '@/api/renewals/update-renewal-status';
import { apiError } from '../mocks/http';
import { ORDER_ID, PATIENT_ID } from '../mocks/ids';
import * as orders from '../mocks/orders';
import * as patients from '../mocks/patients';
import * as renewals from '../mocks/renewals';
import { queriesOf, server, setupMswLifecycle } from '../support/msw';

setupMswLifecycle();

describe('partner orders', () => {
  it('lists with the query sent, and opens one order', async () => {
    const queries = queriesOf(orders.mockPartnerOrders());
    const page = await getPartnerOrders({ page: 2, limit: 10, sort: 'createdAt:desc', search: ' riley ', approvalStatus: 'PENDING' });
    expect(page.orders[0].patientName).toBe('Pat Jordan');
    expect(queries[0]).toEqual({ page: '2', limit: '10', sort: 'createdAt:desc', search: 'riley', approvalStatus: 'PENDING' });
    server.use(orders.mockPartnerOrder());
    expect((await getPartnerOrder(ORDER_ID)).renewalStatus).toBe('PENDING');
  });

  it("sends only the filled fields and carries 'Order updated successfully'", async () => {
    const mock = orders.mockUpdatePartnerOrder();
    server.use(mock);
    const reply = await updatePartnerOrder(ORDER_ID, { approvalStatus: 'APPROVED', partnerNote: undefined });
    expect(mock.bodies).toEqual([{ approvalStatus: 'APPROVED' }]);
    expect(reply.message).toBe(ORDER_UPDATED);
    expect(reply.data.approvalStatus).toBe('APPROVED');
  });

  it('reads the dashboard figures, counts, quick approval and stats', async () => {
    server.use(
      orders.mockPartnerDashboardSummary(),
      orders.mockPartnerOrdersCountByStatus(),
      orders.mockPartnerQuickApproval(),
      orders.mockPartnerOrderStats(),
    );
    expect((await getPartnerDashboardSummary()).awaitingApproval).toBe(2);
    expect((await getPartnerOrdersCountByStatus()).counts).toHaveLength(7);
    expect((await getPartnerQuickApproval(3)).total).toBe(1);
    expect((await getPartnerOrderStats({ startDate: '2026-01-01' })).products[0].orders).toBe(8);
  });
});

describe('partner patients', () => {
  it('lists, edits, changes a status, counts and lists external patients', async () => {
    server.use(
      patients.mockPartnerPatients(),
      patients.mockUpdatePartnerPatient(),
      patients.mockUpdatePartnerPatientStatus(),
      patients.mockPartnerSummary(),
      patients.mockPartnerPatientsRegistered(),
      patients.mockExternalPatients(),
    );
    expect((await getPartnerPatients({ page: 1, limit: 10, status: 'ACTIVE' })).items[0].id).toBe(PATIENT_ID);
    expect((await updatePartnerPatient(PATIENT_ID, { city: 'Oakland' })).data.city).toBe('Oakland');
    expect((await updatePartnerPatientStatus(PATIENT_ID, 'PAUSED')).data.status).toBe('PAUSED');
    expect((await getPartnerSummary()).totalPatients).toBe(9);
    expect((await getPartnerPatientsRegistered({ period: 'month' })).points).toHaveLength(2);
    expect((await getExternalPatients({ page: 1, limit: 10 })).items[0].source).toBe('OtherHealth');
  });

  it("shows the server's message on a failed status change ('Failed to update patient status' is the page's fallback)", async () => {
    server.use(patients.mockUpdatePartnerPatientStatus(() => apiError(404, 'Patient not found', 'NOT_FOUND')));
    const error = await updatePartnerPatientStatus(PATIENT_ID, 'INACTIVE').catch((e: unknown) => e);
    expect(getErrorMessage(error, PATIENT_STATUS_FAILED)).toBe('Patient not found');
    expect(getErrorMessage(undefined, PATIENT_STATUS_FAILED)).toBe('Failed to update patient status');
  });
});

describe('renewals', () => {
  it('lists upcoming renewals and medications, follows one up and moves its start date', async () => {
    server.use(
      renewals.mockUpcomingRenewals(),
      renewals.mockUpcomingMedications(),
      renewals.mockUpdateRenewalStatus(),
      renewals.mockUpdateRenewalStartDate(),
    );
    expect((await getUpcomingRenewals({ page: 1, limit: 10, days: 30 })).items[0].renewsOn).toBe('2026-04-10');
    expect((await getUpcomingMedications(30)).medications[0].renewals).toBe(1);
    expect((await updateRenewalStatus(ORDER_ID, 'CONTACTED')).data.renewalStatus).toBe('CONTACTED');
    expect((await updateRenewalStartDate(ORDER_ID, '2026-03-15')).data.renewsOn).toBe('2026-04-15');
  });

  it("shows the server's 'Failed to update start date: …' on a refused day", async () => {
    const message = 'Failed to update start date: choose a day within the past 365 days or the next 90';
    server.use(renewals.mockUpdateRenewalStartDate(() => apiError(422, message, 'INVALID_START_DATE')));
    const error = await updateRenewalStartDate(ORDER_ID, '2030-01-01').catch((e: unknown) => e);
    expect(getErrorMessage(error, START_DATE_FAILED)).toBe(message);
    expect(getErrorMessage(undefined, START_DATE_FAILED)).toBe('Failed to update start date');
  });
});
