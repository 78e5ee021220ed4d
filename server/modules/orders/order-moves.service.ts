import type { Ctx } from '#server/platform/context';
import * as changes from './order-changes.repository';

/**
 * When patients move to another partner (the patients module's reassignment, in its transaction), their orders move
 * with them, so that the orders policy (`partner_id`) keeps agreeing with the patients policy: the new partner sees
 * the patients' whole history, the old one none of it. The orders keep their doctor (the patients keep theirs).
 * Returns how many orders each patient had moved.
 */
export async function moveOrdersOfPatients(tx: Ctx, patientIds: readonly string[], partnerId: string): Promise<Map<string, number>> {
  const moved = await changes.setPartnerOfPatientsOrders(tx, patientIds, partnerId);
  const perPatient = new Map<string, number>(patientIds.map((id) => [id, 0]));
  for (const order of moved) perPatient.set(order.patient_id, (perPatient.get(order.patient_id) ?? 0) + 1);
  return perPatient;
}
