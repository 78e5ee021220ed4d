import type { Db } from '../../platform/db/client';
import type { PharmacyProvider } from '../../platform/db/schema';

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
