import type { ApproveIntakeBody, UpdateDoctorOrderBody } from '#contracts/order-review';
import type { UpdateAdminOrderBody, UpdatePartnerOrderBody } from '#contracts/orders';
import type { Ctx } from '#server/platform/context';
import * as adminOrders from '#server/modules/orders/admin-orders.service';
import * as orders from '#server/modules/orders/orders.service';
import * as partnerOrders from '#server/modules/orders/partner-orders.service';
import { queueRefunds, settleRefunds } from '#server/modules/payments/refunds.service';

/**
 * Deny and refund, cancel and refund: an order change that closes a paid order (orders) owes its payments back
 * (payments). The refund is queued in the change's transaction and asked of the processor after the commit.
 */
const refunds: orders.Refunds = { queue: queueRefunds, settle: settleRefunds };

/** PATCH /doctors/orders/{id}/approve-intake-questions: a denial refunds what was paid. */
export const decideIntake = (ctx: Ctx, id: string, body: ApproveIntakeBody) => orders.decideIntake(ctx, id, body, refunds);

/** PATCH /doctors/orders/{id}: a cancellation of a paid order refunds it. */
export const updateDoctorOrder = (ctx: Ctx, id: string, body: UpdateDoctorOrderBody) => orders.updateOrder(ctx, id, body, refunds);

/** PATCH /gym-owner/orders/{id}: a partner's decline or cancellation of a paid order refunds it. */
export const updatePartnerOrder = (ctx: Ctx, id: string, body: UpdatePartnerOrderBody) =>
  partnerOrders.updatePartnerOrder(ctx, id, body, refunds);

/** PATCH /super-admin/orders/{id}: an administrator's cancellation of a paid order refunds it. */
export const updateAdminOrder = (ctx: Ctx, id: string, body: UpdateAdminOrderBody) => adminOrders.updateAdminOrder(ctx, id, body, refunds);
