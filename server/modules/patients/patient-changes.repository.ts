import type { Updateable } from 'kysely';
import { policyFilter } from '#server/platform/access/policy';
import type { AuditEntry } from '#server/platform/audit/audit';
import { auditedChange, inTransaction, recordEach, type Ctx } from '#server/platform/context';
import type { PatientsTable } from '#server/platform/db/schema';
import { patientsPolicy } from './patients.policy';

/**
 * Changes to patient records (a record's fields, its status, its partner): each with its audit row in its
 * transaction, and the patients policy in every UPDATE's WHERE.
 */

/**
 * Changes the patient record's fields (`record`, when any: the account's are changed by accounts in the same
 * transaction) and records the change's row (`entry`), in the caller's transaction when it has one.
 */
export const updatePatient = (ctx: Ctx, patientId: string, record: Updateable<PatientsTable>, entry: AuditEntry) =>
  auditedChange(
    ctx,
    async (db) => {
      if (Object.keys(record).length === 0) return;
      await db
        .updateTable('patients')
        .set({ ...record, updated_at: new Date() })
        .where('patients.id', '=', patientId)
        .where(policyFilter(patientsPolicy, ctx.actor))
        .execute();
    },
    entry,
  );

/** Sets the patient's status, and the UPDATE_STATUS row with what it was. */
export const setStatus = (ctx: Ctx, patient: { id: string; status: string }, status: string) =>
  updatePatient(
    ctx,
    patient.id,
    { status },
    {
      action: 'UPDATE_STATUS',
      resourceType: 'patient',
      resourceId: patient.id,
      patientId: patient.id,
      details: { from: patient.status, to: status },
    },
  );

/**
 * Moves patients to another partner, then their orders (`moveOrders`: the orders module's, through the flow), in one
 * transaction, with one REASSIGN_PARTNER row per patient (from which partner, how many orders moved). Returns how many
 * orders moved per patient.
 */
export const movePatients = (
  ctx: Ctx,
  rows: readonly { id: string; partner_id: string | null }[],
  partnerId: string,
  moveOrders: (tx: Ctx) => Promise<Map<string, number>>,
) =>
  inTransaction(ctx, async (tx) => {
    const ids = rows.map((r) => r.id);
    await tx.db
      .updateTable('patients')
      .set({ partner_id: partnerId, updated_at: new Date() })
      .where('patients.id', 'in', ids)
      .where(policyFilter(patientsPolicy, tx.actor))
      .execute();
    const orders = await moveOrders(tx);
    await recordEach(tx, rows, (r) => ({
      action: 'REASSIGN_PARTNER',
      resourceType: 'patient',
      resourceId: r.id,
      patientId: r.id,
      details: { fromPartnerId: r.partner_id, toPartnerId: partnerId, orders: orders.get(r.id) ?? 0 },
    }));
    return orders;
  });
