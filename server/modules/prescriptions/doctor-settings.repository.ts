import { auditedChange, noteRead, type Ctx } from '#server/platform/context';
import type { Db } from '#server/platform/db/client';

/**
 * A doctor's prescribing preferences (doctor_settings, migration 0039): one row per doctor, once they saved. No patient
 * data: reads are not audited; a change records its UPDATE row here, in its transaction.
 */

const settingsOf = (db: Db, doctorId: string) =>
  db
    .selectFrom('doctor_settings')
    .select(['default_pharmacy_id', 'default_quantity', 'default_refills', 'default_days_supply', 'updated_at'])
    .where('doctor_id', '=', doctorId)
    .executeTakeFirst();

export const findSettings = (ctx: Ctx, doctorId: string) => settingsOf(ctx.db, doctorId);

export type SettingsChanges = {
  default_pharmacy_id?: string | null;
  default_quantity?: number;
  default_refills?: number;
  default_days_supply?: number;
};

/**
 * Writes the row on the first save, else changes only the columns given; its UPDATE row names the fields, what they
 * were and what they became.
 */
export const saveSettings = (ctx: Ctx, doctorId: string, changes: SettingsChanges) =>
  auditedChange(
    ctx,
    async (db) => {
      const before = await settingsOf(db, doctorId);
      await db
        .insertInto('doctor_settings')
        .values({ doctor_id: doctorId, ...changes })
        .onConflict((oc) => oc.column('doctor_id').doUpdateSet({ ...changes, updated_at: new Date() }))
        .execute();
      return before;
    },
    (before) => ({
      action: 'UPDATE',
      resourceType: 'doctor_settings',
      resourceId: doctorId,
      details: { fields: Object.keys(changes), before: before ?? null, changes },
    }),
  );

/** A change of the settings refused before anything was read (`reason`: a delegate may only see them), as a DENIED row. */
export const noteChangeDenied = (ctx: Ctx, reason: string) =>
  noteRead(ctx, { action: 'UPDATE', resourceType: 'doctor_settings', outcome: 'DENIED', details: { reason } });
