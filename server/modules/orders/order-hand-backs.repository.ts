import type { Db } from '#server/platform/db/client';

/**
 * Hands an order back for reassignment; only while it is still under review and not handed back already (repeated
 * here so that a decision or another hand-back in between makes this a no-op). The caller read it through the policy.
 */
export async function recordHandBack(db: Db, orderId: string, values: { doctorId: string; reason: string }) {
  const now = new Date();
  const result = await db
    .updateTable('orders')
    .set({ handed_back_at: now, handed_back_by: values.doctorId, hand_back_reason: values.reason, updated_at: now })
    .where('id', '=', orderId)
    .where('status', '=', 'PENDING_REVIEW')
    .where('handed_back_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}
