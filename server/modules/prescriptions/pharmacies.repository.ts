import { auditedChange, inTransaction, noteListRead, type Ctx } from '#server/platform/context';
import type { PharmacyProvider } from '#server/platform/db/schema';

/**
 * Pharmacies and which doctors may send to them (no patient data). A doctor's list of their own is noted as read; each
 * change of an assignment records its row here, in its transaction.
 */

export const assignedPharmacies = (ctx: Ctx, doctorId: string) =>
  ctx.db
    .selectFrom('pharmacy_assignments as a')
    .innerJoin('pharmacies as ph', 'ph.id', 'a.pharmacy_id')
    .select(['ph.id', 'ph.provider', 'ph.name'])
    .where('a.doctor_id', '=', doctorId)
    .where('ph.active', '=', true)
    .orderBy('ph.name')
    .execute();

/** The pharmacies assigned to the doctor, noted as a list read (how many). */
export async function listAssignedPharmacies(ctx: Ctx, doctorId: string) {
  const assigned = await assignedPharmacies(ctx, doctorId);
  await noteListRead(ctx, 'pharmacy', { count: assigned.length });
  return assigned;
}

/** A provider's pharmacy, and whether the doctor may send to it. */
export const pharmacyFor = (ctx: Ctx, provider: PharmacyProvider, doctorId: string) =>
  ctx.db
    .selectFrom('pharmacies as ph')
    .select((eb) => [
      'ph.id',
      'ph.name',
      'ph.active',
      eb
        .exists(
          eb
            .selectFrom('pharmacy_assignments as a')
            .select('a.id')
            .whereRef('a.pharmacy_id', '=', 'ph.id')
            .where('a.doctor_id', '=', doctorId),
        )
        .as('assigned'),
    ])
    .where('ph.provider', '=', provider)
    .executeTakeFirst();

// --- the administrator's assignments (which pharmacies a doctor may send prescriptions to)

const assignmentColumns = ['a.id', 'a.doctor_id', 'a.pharmacy_id', 'a.created_at', 'ph.provider', 'ph.name', 'ph.active'] as const;
const assignments = (ctx: Ctx) => ctx.db.selectFrom('pharmacy_assignments as a').innerJoin('pharmacies as ph', 'ph.id', 'a.pharmacy_id');

export const allPharmacies = (ctx: Ctx) =>
  ctx.db.selectFrom('pharmacies').select(['id', 'provider', 'name', 'active']).orderBy('name').execute();

export const findPharmacy = (ctx: Ctx, id: string) =>
  ctx.db.selectFrom('pharmacies').select(['id', 'name', 'active']).where('id', '=', id).executeTakeFirst();

export const assignmentsOfDoctor = (ctx: Ctx, doctorId: string) =>
  assignments(ctx).select(assignmentColumns).where('a.doctor_id', '=', doctorId).orderBy('ph.name').orderBy('a.id').execute();

export const findAssignment = (ctx: Ctx, id: string) =>
  assignments(ctx).select(assignmentColumns).where('a.id', '=', id).executeTakeFirst();

export type AssignmentRow = NonNullable<Awaited<ReturnType<typeof findAssignment>>>;

/**
 * The new assignment's id and its ASSIGN_PHARMACY row, or undefined (and no row) when the doctor already has that
 * pharmacy (the unique pair).
 */
export const insertAssignment = (ctx: Ctx, doctorId: string, pharmacyId: string) =>
  inTransaction(ctx, async (tx) => {
    const created = await tx.db
      .insertInto('pharmacy_assignments')
      .values({ doctor_id: doctorId, pharmacy_id: pharmacyId })
      .onConflict((oc) => oc.columns(['doctor_id', 'pharmacy_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (created)
      await tx.audit.record(tx.db, {
        action: 'ASSIGN_PHARMACY',
        resourceType: 'pharmacy_assignment',
        resourceId: created.id,
        details: { doctorId, pharmacyId },
      });
    return created?.id;
  });

/** Removes an assignment and records its UNASSIGN_PHARMACY row; false (and no row) when it was already gone. */
export const deleteAssignment = (ctx: Ctx, row: AssignmentRow) =>
  inTransaction(ctx, async (tx) => {
    const deleted = (await tx.db.deleteFrom('pharmacy_assignments').where('id', '=', row.id).executeTakeFirst()).numDeletedRows === 1n;
    if (deleted)
      await tx.audit.record(tx.db, {
        action: 'UNASSIGN_PHARMACY',
        resourceType: 'pharmacy_assignment',
        resourceId: row.id,
        details: { doctorId: row.doctor_id, pharmacyId: row.pharmacy_id },
      });
    return deleted;
  });

/** Removes every assignment of a doctor, and one UNASSIGN_PHARMACY row saying how many. */
export const deleteAssignmentsOfDoctor = (ctx: Ctx, doctorId: string) =>
  auditedChange(
    ctx,
    async (db) => Number((await db.deleteFrom('pharmacy_assignments').where('doctor_id', '=', doctorId).executeTakeFirst()).numDeletedRows),
    (deleted) => ({ action: 'UNASSIGN_PHARMACY', resourceType: 'pharmacy_assignment', details: { doctorId, deleted } }),
  );
