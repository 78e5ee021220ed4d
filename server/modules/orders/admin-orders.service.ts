import type { AdminOrderDetail, AdminOrderListQuery, AdminOrderMedications, OrderListQuery, UpdateAdminOrderBody } from '#contracts/orders';
import type { Ctx, DeniedAs } from '#server/platform/context';
import { badRequest, conflict, notFound, unprocessable } from '#server/platform/errors';
import * as accounts from '#server/modules/accounts/accounts.service';
import { activeVariation } from '#server/modules/catalog/catalog.service';
import * as patients from '#server/modules/patients/patients.service';
import * as changes from './order-changes.repository';
import { canTransition, ORDER_TRANSITIONS } from './order-states';
import * as repo from './orders.repository';
import { packageChange, packageOptions } from './order-packages.service';
import { changeOrder, createOrder, recordReminder, type Refunds } from './order-records.repository';
import { adminOrderDetailView, awaitingPatientOf, partnerOrderSummaryView } from './orders.views';
import { listStaffOrders } from './staff-orders.repository';
import { LIST_COUNT_CAP } from '#server/platform/db/list';

/**
 * The super admin's orders: every order (the SUPER_ADMIN row of orders.policy.ts), through the same list and detail
 * queries as the partner's and the doctor's. Changes go through the order's state machine (order-states.ts).
 */

/** GET /super-admin/orders: every order, filtered, searched, sorted and paged in SQL; with the filters' choices. */
export async function listAdminOrders(ctx: Ctx, query: AdminOrderListQuery) {
  const patientsNamed = searchedPatients(ctx, query.search);
  const page = await listStaffOrders(ctx, { ...query, everyOrder: true }, { patientsNamed, countCap: LIST_COUNT_CAP });
  const filterOptions = await accounts.staffDirectory(ctx);
  return {
    orders: page.rows.map(partnerOrderSummaryView),
    total: page.total,
    ...(page.totalIsEstimate ? { totalIsEstimate: true } : {}),
    filterOptions,
  };
}

/** GET /super-admin/patients/{id}/orders: one patient's orders, paged (orders_patient_idx). */
export async function listOrdersOfPatient(ctx: Ctx, patientId: string, query: OrderListQuery) {
  const filters = { ...query, everyOrder: true as const, patientId };
  const page = await listStaffOrders(ctx, filters, { patientsNamed: searchedPatients(ctx, query.search) });
  return { orders: page.rows.map(partnerOrderSummaryView), total: page.total };
}

const searchedPatients = (ctx: Ctx, search: string | undefined) => (search ? patients.patientsMatching(ctx, search) : undefined);

async function adminOrder(ctx: Ctx, orderId: string, attempted?: DeniedAs) {
  const row = await repo.findPartnerOrder(ctx, orderId, attempted);
  if (!row) throw notFound('Order not found');
  return row;
}

/** GET /super-admin/orders/{id}. */
export const getAdminOrder = async (ctx: Ctx, orderId: string): Promise<AdminOrderDetail> =>
  adminOrderDetailView(await adminOrder(ctx, orderId));

const words = (status: string) => status.toLowerCase().replaceAll('_', ' ');

/** The one status change an administrator may ask for: the cancel transition. Decisions are the doctor's, shipping the pharmacy's. */
function checkStatusChange(current: string, wanted: string) {
  if (wanted === 'APPROVED' || wanted === 'DENIED')
    throw unprocessable('Only the reviewing doctor approves or denies an order: assign it to a doctor instead', 'CLINICAL_DECISION');
  if (wanted === 'SENT_TO_PHARMACY' || wanted === 'SHIPPED' || wanted === 'DELIVERED')
    throw unprocessable('The pharmacy moves an order to this status, not an administrator', 'INVALID_TRANSITION');
  if (wanted === 'PENDING_REVIEW')
    throw unprocessable(`This order is ${words(current)}: it cannot go back to review`, 'INVALID_TRANSITION');
  if (!canTransition(current, 'cancel'))
    throw unprocessable(`This order is ${words(current)}, so it can no longer be canceled`, 'INVALID_TRANSITION');
}

/**
 * PATCH /super-admin/orders/{id}: only the fields sent change, in one audited transaction (refunded when a paid order
 * is canceled). See `updateAdminOrderBodySchema` for what each field may do.
 */
export async function updateAdminOrder(ctx: Ctx, orderId: string, body: UpdateAdminOrderBody, refunds: Refunds): Promise<AdminOrderDetail> {
  const order = await adminOrder(ctx, orderId, { action: 'UPDATE' });
  const approval = body.approvalStatus !== undefined && body.approvalStatus !== order.approval_status ? body.approvalStatus : undefined;
  const statusChange = body.status !== undefined && body.status !== order.status;
  if (body.status === 'CANCELLED' && order.status === 'CANCELLED' && Object.keys(body).length === 1)
    throw conflict('This order is already canceled');
  if (statusChange) checkStatusChange(order.status, body.status!);
  if (approval === 'APPROVED' && body.status === 'CANCELLED') {
    const message = 'Approve an order or cancel it, not both';
    throw badRequest(message, [{ path: 'approvalStatus', message }]);
  }
  if (approval !== undefined && order.status !== 'PENDING_REVIEW')
    throw unprocessable(`This order is ${words(order.status)}, so its approval can no longer change`, 'APPROVAL_CLOSED');

  const values: Parameters<typeof changes.updateOrder>[2] = {};
  if (approval !== undefined) values.approval_status = approval;
  if (body.partnerNote !== undefined && (body.partnerNote || null) !== order.partner_note) values.partner_note = body.partnerNote || null;
  const pkg = body.medicationPackages?.[0];
  if (pkg) Object.assign(values, await packageChange(ctx, order, pkg, canTransition(order.status, 'cancel')));
  const cancel = statusChange || approval === 'DENIED';
  if (Object.keys(values).length === 0 && !cancel) return adminOrderDetailView(order);

  const changed = await changeOrder(
    ctx,
    order,
    {
      action: 'UPDATE',
      details: {
        fields: Object.keys(body),
        by: 'admin',
        ...(cancel ? { status: 'CANCELLED' } : {}),
        ...(approval ? { approvalStatus: approval } : {}),
      },
    },
    (tx) => changes.updateOrder(tx, orderId, values, { mustBeOpen: Boolean(pkg), cancel, awaitingReview: approval !== undefined }),
    cancel && order.payment_status === 'PAID' ? { reason: 'CANCELLED', refunds } : undefined,
  );
  if (!changed) throw conflict('This order changed in the meantime (the doctor decided, or it went to the pharmacy). Reload it.');
  return getAdminOrder(ctx, orderId);
}

type OrderRow = Awaited<ReturnType<typeof adminOrder>>;

/** GET /super-admin/orders/{id}/medications: the order's package and the doses it may change to. */
export async function orderMedications(ctx: Ctx, orderId: string): Promise<AdminOrderMedications> {
  const order = await adminOrder(ctx, orderId);
  return packageOptions(ctx, order, canTransition(order.status, 'cancel'));
}

/**
 * POST /super-admin/orders/{id}/resend-reminder: e-mails the patient what their order waits for from them. Today
 * that is the payment: an open order billed to the patient that is unpaid, or whose payment failed. Anything else
 * waits for a doctor or a pharmacy, not the patient (422). Sent through the notify adapter (retried if the provider
 * fails), audited as REMIND.
 */
export async function resendReminder(ctx: Ctx, orderId: string) {
  const order = await adminOrder(ctx, orderId, { action: 'REMIND' });
  const reminder = awaitingPatientOf(order);
  if (!reminder) {
    throw unprocessable(
      `Order #${order.number} waits for nothing from the patient (it is ${words(order.status)}, payment ${words(order.payment_status)})`,
      'NOTHING_AWAITED',
    );
  }
  await ctx.deps.notifier.send({
    channel: 'email',
    to: order.email,
    subject: `Complete your payment for order #${order.number}`,
    body: `Hello ${order.first_name}, your order #${order.number} (${order.product_name} ${order.dose}) is waiting for your payment. Sign in to the patient portal and open the order to complete it.`,
  });
  await recordReminder(ctx, order, reminder);
  return { reminder, sentTo: order.email };
}

/**
 * A new order from `source` for `patient`: the same package (dose, plan, amount), with the patient's own partner and
 * doctor (as every path that creates an order does), at the start of the order's lifecycle: under review, awaiting
 * the partner's sign-off, unpaid, no decision, no prescription, no intake of its own. No payment is copied.
 */
async function copyOrder(ctx: Ctx, source: OrderRow, patient: patients.PatientRow, how: 'DUPLICATE' | 'DUPLICATE_FOR_PATIENT') {
  if (!(await activeVariation(ctx, source.product_variation_key)))
    throw unprocessable(`${source.product_name} ${source.dose} is no longer offered, so this order cannot be copied`, 'NOT_OFFERED');
  const order = await createOrder(
    ctx,
    {
      patient_id: patient.id,
      partner_id: patient.partner_id,
      doctor_id: patient.doctor_id,
      kind: 'NEW',
      status: ORDER_TRANSITIONS.approve.from[0],
      approval_status: 'PENDING',
      payment_status: 'UNPAID',
      product_variation_key: source.product_variation_key,
      plan_months: source.plan_months,
      amount_cents: source.amount_cents,
    },
    { copiedFrom: source.id, copiedFromNumber: source.number, how },
  );
  return getAdminOrder(ctx, order.id);
}

/** POST /super-admin/orders/{id}/duplicate: the order again, for the same patient, as a new unpaid order under review. */
export async function duplicateOrder(ctx: Ctx, orderId: string) {
  const source = await adminOrder(ctx, orderId, { action: 'DUPLICATE' });
  return copyOrder(ctx, source, await patients.getPatient(ctx, source.patient_id), 'DUPLICATE');
}

/**
 * POST /super-admin/duplicate-existing-order/{orderId}: a new order for another (or the same) patient, `patientId`,
 * made from an existing order's package, as a new unpaid order under review.
 */
export async function duplicateForPatient(ctx: Ctx, orderId: string, patientId: string) {
  const source = await adminOrder(ctx, orderId, { action: 'DUPLICATE' });
  return copyOrder(ctx, source, await patients.getPatient(ctx, patientId, { action: 'DUPLICATE' }), 'DUPLICATE_FOR_PATIENT');
}
