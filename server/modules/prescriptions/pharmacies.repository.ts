import type { Db } from '#server/platform/db/client';
import type { PharmacyProvider } from '#server/platform/db/schema';

/** Pharmacies and which doctors may send to them. */

export const assignedPharmacies = (db: Db, doctorId: string) =>
  db
    .selectFrom('pharmacy_assignments as a')
    .innerJoin('pharmacies as ph', 'ph.id', 'a.pharmacy_id')
    .select(['ph.id', 'ph.provider', 'ph.name'])
    .where('a.doctor_id', '=', doctorId)
    .where('ph.active', '=', true)
    .orderBy('ph.name')
    .execute();

/** A provider's pharmacy, and whether the doctor may send to it. */
export const pharmacyFor = (db: Db, provider: PharmacyProvider, doctorId: string) =>
  db
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
const assignments = (db: Db) => db.selectFrom('pharmacy_assignments as a').innerJoin('pharmacies as ph', 'ph.id', 'a.pharmacy_id');

export const allPharmacies = (db: Db) => db.selectFrom('pharmacies').select(['id', 'provider', 'name', 'active']).orderBy('name').execute();

export const findPharmacy = (db: Db, id: string) =>
  db.selectFrom('pharmacies').select(['id', 'name', 'active']).where('id', '=', id).executeTakeFirst();

export const assignmentsOfDoctor = (db: Db, doctorId: string) =>
  assignments(db).select(assignmentColumns).where('a.doctor_id', '=', doctorId).orderBy('ph.name').orderBy('a.id').execute();

export const findAssignment = (db: Db, id: string) => assignments(db).select(assignmentColumns).where('a.id', '=', id).executeTakeFirst();

export type AssignmentRow = NonNullable<Awaited<ReturnType<typeof findAssignment>>>;

/** The new assignment's id, or undefined when the doctor already has that pharmacy (the unique pair). */
export const insertAssignment = async (db: Db, doctorId: string, pharmacyId: string) =>
  (
    await db
      .insertInto('pharmacy_assignments')
      .values({ doctor_id: doctorId, pharmacy_id: pharmacyId })
      .onConflict((oc) => oc.columns(['doctor_id', 'pharmacy_id']).doNothing())
      .returning('id')
      .executeTakeFirst()
  )?.id;

export const deleteAssignment = async (db: Db, id: string) =>
  (await db.deleteFrom('pharmacy_assignments').where('id', '=', id).executeTakeFirst()).numDeletedRows === 1n;

export const deleteAssignmentsOfDoctor = async (db: Db, doctorId: string) =>
  Number((await db.deleteFrom('pharmacy_assignments').where('doctor_id', '=', doctorId).executeTakeFirst()).numDeletedRows);
