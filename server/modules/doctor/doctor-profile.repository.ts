import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';

type Db = Kysely<Database>;

export const findProfile = (db: Db, userId: string) =>
  db
    .selectFrom('doctors as d')
    .innerJoin('users as u', 'u.id', 'd.user_id')
    .select(['d.id', 'd.user_id', 'u.first_name', 'u.last_name', 'u.email', 'u.phone_number', 'd.npi', 'd.license_states'])
    .where('d.user_id', '=', userId)
    .executeTakeFirst();

export const assignedPharmacies = (db: Db, doctorId: string) =>
  db
    .selectFrom('pharmacy_assignments as pa')
    .innerJoin('pharmacies as ph', 'ph.id', 'pa.pharmacy_id')
    .select(['ph.id', 'ph.provider', 'ph.name'])
    .where('pa.doctor_id', '=', doctorId)
    .where('ph.active', '=', true)
    .orderBy('ph.name')
    .execute();

export const updateUser = (db: Db, userId: string, values: { first_name?: string; last_name?: string; phone_number?: string }) =>
  db
    .updateTable('users')
    .set({ ...values, updated_at: new Date() })
    .where('id', '=', userId)
    .execute();
