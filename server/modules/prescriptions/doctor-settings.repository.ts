import type { Db } from '#server/platform/db/client';

/** A doctor's prescribing preferences (doctor_settings, migration 0039): one row per doctor, once they saved. */

export const findSettings = (db: Db, doctorId: string) =>
  db
    .selectFrom('doctor_settings')
    .select(['default_pharmacy_id', 'default_quantity', 'default_refills', 'default_days_supply', 'updated_at'])
    .where('doctor_id', '=', doctorId)
    .executeTakeFirst();

export type SettingsChanges = {
  default_pharmacy_id?: string | null;
  default_quantity?: number;
  default_refills?: number;
  default_days_supply?: number;
};

/** Writes the row on the first save, else changes only the columns given. */
export const saveSettings = (db: Db, doctorId: string, changes: SettingsChanges) =>
  db
    .insertInto('doctor_settings')
    .values({ doctor_id: doctorId, ...changes })
    .onConflict((oc) => oc.column('doctor_id').doUpdateSet({ ...changes, updated_at: new Date() }))
    .execute();
