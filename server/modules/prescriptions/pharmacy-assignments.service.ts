import type { PharmacyAssignment } from '#contracts/doctors';
import type { Ctx } from '#server/platform/context';
import { conflict, notFound, unprocessable } from '#server/platform/errors';
import { assignableDoctor, getDoctor } from '#server/modules/accounts/doctors-admin.service';
import * as repo from './pharmacies.repository';

/**
 * The administrator's pharmacy assignments: a doctor sends prescriptions only to the pharmacies assigned to them
 * (pharmacy.service.ts checks it on every send), and sees them on their account page. Each change is audited (by
 * the repository).
 */

const view = (row: repo.AssignmentRow): PharmacyAssignment => ({
  id: row.id,
  doctorId: row.doctor_id,
  pharmacyId: row.pharmacy_id,
  provider: row.provider,
  name: row.name,
  active: row.active,
  createdAt: row.created_at.toISOString(),
});

export const listPharmacies = (ctx: Ctx) => repo.allPharmacies(ctx);

export async function listByDoctor(ctx: Ctx, doctorId: string): Promise<PharmacyAssignment[]> {
  await getDoctor(ctx, doctorId);
  return (await repo.assignmentsOfDoctor(ctx, doctorId)).map(view);
}

export async function getAssignment(ctx: Ctx, id: string): Promise<PharmacyAssignment> {
  const row = await repo.findAssignment(ctx, id);
  if (!row) throw notFound('Pharmacy assignment not found');
  return view(row);
}

/** POST /super-admin/assign-pharmacy-for-doctor: a live doctor, an active pharmacy, not already assigned (409). */
export async function assign(ctx: Ctx, body: { doctorId: string; pharmacyId: string }): Promise<PharmacyAssignment> {
  await assignableDoctor(ctx, body.doctorId);
  const pharmacy = await repo.findPharmacy(ctx, body.pharmacyId);
  if (!pharmacy) throw notFound('Pharmacy not found');
  if (!pharmacy.active) throw unprocessable(`${pharmacy.name} is not active: choose another pharmacy`, 'PHARMACY_INACTIVE');
  const id = await repo.insertAssignment(ctx, body.doctorId, body.pharmacyId);
  if (!id) throw conflict(`${pharmacy.name} is already assigned to this doctor`);
  return getAssignment(ctx, id);
}

export async function unassign(ctx: Ctx, id: string): Promise<void> {
  const row = await repo.findAssignment(ctx, id);
  if (!row) throw notFound('Pharmacy assignment not found');
  await repo.deleteAssignment(ctx, row);
}

export async function unassignAll(ctx: Ctx, doctorId: string): Promise<number> {
  await getDoctor(ctx, doctorId);
  return repo.deleteAssignmentsOfDoctor(ctx, doctorId);
}
