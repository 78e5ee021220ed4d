import { ORDER_STATUSES, type PartnerOrderDetail, type PartnerOrderListQuery, type UpdatePartnerOrderBody } from '#contracts/orders';
import type { Ctx, DeniedAs } from '#server/platform/context';
import { badRequest, conflict, forbidden, notFound, unprocessable } from '#server/platform/errors';
import * as patients from '#server/modules/patients/patients.service';
import * as changes from './order-changes.repository';
import * as stats from './order-stats.repository';
import { packageChange, packageOptions } from './order-packages.service';
import { canTransition } from './order-states';
import * as repo from './orders.repository';
import { changeOrder, type Refunds } from './order-records.repository';
import { partnerOrderDetailView, partnerOrderSummaryView } from './orders.views';
import { listStaffOrders } from './staff-orders.repository';
import { LIST_COUNT_CAP } from '#server/platform/db/list';

/**
 * GET /gym-owner/orders: the partner's patients' orders (the orders policy's partner row), searched, sorted and paged
 * in SQL, counted up to LIST_COUNT_CAP (a large partner has 150,000 orders at 1,000,000: their exact count cost more
 * than the page).
 */
export async function listPartnerOrders(ctx: Ctx, query: PartnerOrderListQuery) {
  const patientsNamed = query.search ? patients.patientsMatching(ctx, query.search) : undefined;
  const page = await listStaffOrders(ctx, query, { patientsNamed, countCap: LIST_COUNT_CAP });
  return { orders: page.rows.map(partnerOrderSummaryView), total: page.total, ...(page.totalIsEstimate ? { totalIsEstimate: true } : {}) };
}

async function partnerOrder(ctx: Ctx, orderId: string, attempted?: DeniedAs) {
  const row = await repo.findPartnerOrder(ctx, orderId, attempted);
  if (!row) throw notFound('Order not found');
  return row;
}

export const getPartnerOrder = async (ctx: Ctx, orderId: string): Promise<PartnerOrderDetail> =>
  partnerOrderDetailView(await partnerOrder(ctx, orderId));

/** A partner changes an order's medication package only while it waits for the doctor: the doctor prescribes what they approved. */
const packageChangeable = (status: string) => status === 'PENDING_REVIEW';

/** GET /gym-owner/orders/{id}/medications: the order's package and the doses it may change to. */
export async function partnerOrderMedications(ctx: Ctx, orderId: string) {
  const order = await partnerOrder(ctx, orderId);
  return packageOptions(ctx, order, packageChangeable(order.status));
}

const words = (status: string) => status.toLowerCase().replaceAll('_', ' ');

/**
 * Which status change a partner may ask for: only the cancel transition of the order's state machine. Approving or
 * denying an order is the doctor's clinical decision; a pharmacy moves it on; nothing goes back to review.
 */
function checkStatusChange(current: string, wanted: string) {
  if (wanted === 'APPROVED' || wanted === 'DENIED')
    throw forbidden('Only the doctor can approve or deny an order clinically: approve it for your gym with approvalStatus instead');
  if (wanted === 'SENT_TO_PHARMACY' || wanted === 'SHIPPED' || wanted === 'DELIVERED')
    throw forbidden('The pharmacy moves an order to this status, not its partner');
  if (wanted === 'PENDING_REVIEW')
    throw unprocessable(`This order is ${words(current)}: it cannot go back to review`, 'INVALID_TRANSITION');
  if (current === 'CANCELLED') throw conflict('This order is already canceled');
  if (!canTransition(current, 'cancel'))
    throw unprocessable(`This order is ${words(current)}, so it can no longer be canceled`, 'INVALID_TRANSITION');
}

/**
 * PATCH /gym-owner/orders/{id}: only the fields sent change, in one audited transaction.
 *
 * - `approvalStatus` is the partner's sign-off, given while the order waits for the doctor (PENDING_REVIEW).
 *   APPROVED leaves the order in the doctor's queue, marked approved by the partner; DENIED withdraws it: the order
 *   takes the cancel transition (refunded when paid), so that no doctor reviews an order its partner declined. Once
 *   the doctor has decided, the partner's approval can no longer change.
 * - `status` may only be CANCELLED (see `checkStatusChange`); the same status as now changes nothing.
 * - `partnerNote`: the partner's own note ('' clears it).
 * - `medicationPackages`: the dose and plan of the order's one package, only while it waits for the doctor (a paid
 *   order keeps its product and plan; an unpaid one is repriced): the partner's medication step.
 */
export async function updatePartnerOrder(
  ctx: Ctx,
  orderId: string,
  body: UpdatePartnerOrderBody,
  refunds: Refunds,
): Promise<PartnerOrderDetail> {
  const order = await partnerOrder(ctx, orderId, { action: 'UPDATE' });
  const approval = body.approvalStatus !== undefined && body.approvalStatus !== order.approval_status ? body.approvalStatus : undefined;
  const statusChange = body.status !== undefined && body.status !== order.status;
  if (body.status === 'CANCELLED' && order.status === 'CANCELLED' && body.approvalStatus === undefined)
    throw conflict('This order is already canceled');
  if (statusChange) checkStatusChange(order.status, body.status!);
  if (body.approvalStatus === 'APPROVED' && body.status === 'CANCELLED') {
    const message = 'Approve an order or cancel it, not both';
    throw badRequest(message, [{ path: 'approvalStatus', message }]);
  }
  if (approval !== undefined && order.status !== 'PENDING_REVIEW') {
    throw unprocessable(
      order.status === 'CANCELLED'
        ? 'This order is canceled, so its approval can no longer change'
        : `The doctor has already decided on this order (${words(order.status)}), so its approval can no longer change`,
      'APPROVAL_CLOSED',
    );
  }

  const values: Parameters<typeof changes.updateOrder>[2] = {};
  if (approval !== undefined) values.approval_status = approval;
  if (body.partnerNote !== undefined && (body.partnerNote || null) !== order.partner_note) values.partner_note = body.partnerNote || null;
  const cancel = statusChange || approval === 'DENIED';
  const pkg = body.medicationPackages?.[0];
  if (pkg && cancel) {
    const message = 'Change the medication or withdraw the order, not both';
    throw badRequest(message, [{ path: 'medicationPackages', message }]);
  }
  if (pkg) Object.assign(values, await packageChange(ctx, order, pkg, packageChangeable(order.status)));
  if (Object.keys(values).length === 0 && !cancel) return partnerOrderDetailView(order);

  const changed = await changeOrder(
    ctx,
    order,
    { action: 'UPDATE', details: { fields: Object.keys(body), by: 'partner', ...(approval ? { approvalStatus: approval } : {}) } },
    (tx) =>
      pkg
        ? changes.updateOrder(tx, orderId, values, { mustBeOpen: true, awaitingReview: true })
        : changes.updateByPartner(tx, orderId, values, { awaitingReview: approval !== undefined, cancel }),
    cancel && order.payment_status === 'PAID' ? { reason: 'CANCELLED', refunds } : undefined,
  );
  if (!changed) throw conflict('This order changed in the meantime (the doctor decided, or it went to the pharmacy). Reload it.');
  return getPartnerOrder(ctx, orderId);
}

/** Renewals due within this many days count as "due soon" on the dashboard. */
const RENEWALS_DUE_SOON_DAYS = 30;

/** GET /gym-owner/dashboard/orders/count-by-status: every status, with zero for those without orders. */
export async function ordersCountByStatus(ctx: Ctx) {
  const counted = new Map((await stats.countByStatus(ctx)).map((r) => [r.status, r.count]));
  const counts = ORDER_STATUSES.map((status) => ({ status, count: counted.get(status) ?? 0 }));
  return { counts, total: counts.reduce((sum, c) => sum + c.count, 0) };
}

/** GET /gym-owner/dashboard/orders/quick-approval. */
export async function quickApproval(ctx: Ctx, limit: number) {
  const page = await stats.awaitingApproval(ctx, limit);
  return { orders: page.rows.map(partnerOrderSummaryView), total: page.total };
}

/** GET /gym-owner/dashboard/summary. */
export async function dashboardSummary(ctx: Ctx) {
  const r = await stats.orderFigures(ctx, RENEWALS_DUE_SOON_DAYS);
  return {
    totalOrders: r.total,
    ordersThisMonth: r.this_month,
    awaitingApproval: r.awaiting,
    activeTreatments: r.active,
    renewalsDueSoon: r.renewals_due,
    salesCents: r.sales_cents,
  };
}

/** GET /gym-owner/medication-products/orders/stats. */
export const orderStats = async (ctx: Ctx, range: { startDate?: string; endDate?: string }) => ({
  products: (await stats.ordersPerProduct(ctx, range)).map((r) => ({
    productId: r.id,
    productName: r.name,
    medication: r.medication,
    orders: r.orders,
    patients: r.patients,
    salesCents: r.sales_cents,
  })),
});
