import type { Ctx } from '#server/platform/context';
import * as orders from '#server/modules/orders/patient-orders.service';
import { patientOrderDetailView } from '#server/modules/orders/orders.views';
import { paymentsOfOrder } from '#server/modules/payments/payments.service';

/** GET /patient/orders/{id}: one of the patient's own orders (orders) with what was paid and refunded (payments). */
export async function getOwnOrder(ctx: Ctx, orderId: string) {
  const row = await orders.getOwnOrder(ctx, orderId);
  const [consents, payments] = await Promise.all([orders.consentsOfOwnOrder(ctx, orderId), paymentsOfOrder(ctx, orderId)]);
  return patientOrderDetailView(row, consents, payments);
}
