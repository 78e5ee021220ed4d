import type { AdminRenewalsQuery, Renewal, RenewalStatus } from '#contracts/renewals';
import type { Ctx } from '#server/platform/context';
import { pageInfo } from '#server/platform/db/list';
import { conflict, notFound, unprocessable } from '#server/platform/errors';
import * as patients from '#server/modules/patients/patients.service';
import * as changes from './order-changes.repository';
import * as repo from './orders.repository';
import * as renewals from './renewals.repository';

/** How far a start date may move: back a year (a treatment already under way), ahead three months (not started yet). */
const START_DATE_BACK_DAYS = 365;
const START_DATE_AHEAD_DAYS = 90;

const renewalView = (r: renewals.RenewalRow): Renewal => ({
  orderId: r.id,
  orderNumber: r.number,
  patientId: r.patient_id,
  patientName: `${r.first_name} ${r.last_name}`,
  productName: r.product_name,
  dose: r.dose,
  planMonths: r.plan_months,
  startDate: r.start_date,
  renewsOn: r.renews_on,
  renewalStatus: r.renewal_status,
});

/** GET /gym-owner/renewals/upcoming, and the administrator's GET /super-admin/renewals (any partner's, or one's). */
export async function listUpcoming(ctx: Ctx, query: AdminRenewalsQuery) {
  const named = query.search ? patients.patientsMatching(ctx, query.search) : undefined;
  const { rows, total } = await renewals.listUpcoming(ctx, query, named);
  return { items: rows.map(renewalView), ...pageInfo(total, query) };
}

/**
 * The treatments renewing within `days` that have no renewal yet (README "Care tasks"): what the care team's daily
 * renewal pass opens a RENEWAL_DUE task for. Read as the caller (the system, for the job).
 */
export const dueWithoutRenewal = async (ctx: Ctx, days: number) =>
  (await renewals.dueWithoutRenewal(ctx, days)).map((r) => ({
    orderId: r.id,
    orderNumber: r.number,
    patientId: r.patient_id,
    firstName: r.first_name,
    email: r.email,
    productName: r.product_name,
    dose: r.dose,
    renewsOn: r.renews_on,
  }));

/** GET /gym-owner/renewals/medications/upcoming. */
export const upcomingMedications = async (ctx: Ctx, days: number) => ({
  medications: (await renewals.upcomingMedications(ctx, days)).map((r) => ({
    productName: r.product_name,
    medication: r.medication,
    dose: r.dose,
    renewals: r.renewals,
    firstRenewsOn: r.first_renews_on,
  })),
});

const isActive = (status: string) => (changes.ACTIVE_TREATMENT_STATUSES as readonly string[]).includes(status);

/** The order behind a renewal, read as the change it is for (a 404, audited as DENIED, for another owner's). */
async function renewalOrder(ctx: Ctx, orderId: string, action: string, failure: string) {
  const order = await repo.findPartnerOrder(ctx, orderId, { action });
  if (!order) throw notFound('Renewal not found');
  if (!isActive(order.status) || !order.start_date)
    throw unprocessable(
      `${failure}: this order is ${order.status.toLowerCase().replaceAll('_', ' ')}, not a treatment in progress`,
      'NO_RENEWAL',
    );
  return order;
}

async function change(
  ctx: Ctx,
  order: { id: string; patient_id: string },
  action: string,
  values: Parameters<typeof renewals.changeRenewal>[3],
) {
  const done = await renewals.changeRenewal(ctx, order, action, values);
  if (!done) throw conflict('This order changed in the meantime. Reload it.');
  const row = await repo.findPartnerOrder(ctx, order.id);
  return renewalView({ ...row!, start_date: row!.start_date!, renews_on: row!.renews_on! });
}

/** PUT /gym-owner/renewals/{id}/renewal-status: the partner's follow-up of a renewal (id: the order's). */
export async function updateRenewalStatus(ctx: Ctx, orderId: string, status: RenewalStatus) {
  const order = await renewalOrder(ctx, orderId, 'UPDATE_RENEWAL_STATUS', 'Failed to update renewal status');
  return change(ctx, order, 'UPDATE_RENEWAL_STATUS', { renewal_status: status });
}

const dayOffset = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** PUT /gym-owner/renewals/{id}/start-date: the day the treatment really began; its renewal moves with it. */
export async function updateStartDate(ctx: Ctx, orderId: string, startDate: string) {
  const order = await renewalOrder(ctx, orderId, 'UPDATE_START_DATE', 'Failed to update start date');
  if (startDate < dayOffset(-START_DATE_BACK_DAYS) || startDate > dayOffset(START_DATE_AHEAD_DAYS))
    throw unprocessable(
      `Failed to update start date: choose a day within the past ${START_DATE_BACK_DAYS} days or the next ${START_DATE_AHEAD_DAYS}`,
      'INVALID_START_DATE',
    );
  return change(ctx, order, 'UPDATE_START_DATE', { start_date: startDate });
}

/**
 * PUT /super-admin/renewals/{id}/renewal-status, where the id is the patient's (as the contract has it): the follow-up
 * of the patient's treatment that renews first (a 404 when the patient has none in progress).
 */
export async function updatePatientRenewalStatus(ctx: Ctx, patientId: string, status: RenewalStatus) {
  const order = await renewals.renewalOfPatient(ctx, patientId, 'UPDATE_RENEWAL_STATUS');
  if (!order) throw notFound('No treatment in progress for this patient');
  return updateRenewalStatus(ctx, order.id, status);
}
