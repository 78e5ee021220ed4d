import { policyFilter } from '#server/platform/access/policy';
import type { Ctx } from '#server/platform/context';
import { ordersPolicy } from './orders.policy';
import { changeOrder } from './order-records.repository';

/**
 * Hands an order back for reassignment, with its HAND_BACK row; only while it is still under review and not handed
 * back already (repeated here so that a decision or another hand-back in between makes this a no-op, with no row),
 * and only an order the caller sees (the policy, as when they read it). Answers whether it took.
 */
export const handBack = (
  ctx: Ctx,
  order: { id: string; patient_id: string; patient_state: string | null },
  values: { doctorId: string; reason: string },
) =>
  changeOrder(ctx, order, { action: 'HAND_BACK', details: { patientState: order.patient_state } }, async (tx) => {
    const now = new Date();
    const result = await tx.db
      .updateTable('orders as o')
      .set({ handed_back_at: now, handed_back_by: values.doctorId, hand_back_reason: values.reason, updated_at: now })
      .where('o.id', '=', order.id)
      .where('o.status', '=', 'PENDING_REVIEW')
      .where('o.handed_back_at', 'is', null)
      .where(policyFilter(ordersPolicy, tx.actor))
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  });
