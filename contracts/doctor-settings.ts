import { z } from 'zod';
import { envelope } from './common';
import { pharmacySchema } from './prescriptions';

/**
 * GET /doctors/settings: the doctor's prescribing preferences. `pharmacies` are the ones an administrator assigned
 * (read-only here); `defaultPharmacyId` is one of them or null, and the send-to-pharmacy screen preselects it.
 * `canChange` is false for a delegate acting for the doctor: they may read the settings, not change them.
 */
export const doctorSettingsSchema = z.object({
  pharmacies: z.array(pharmacySchema),
  defaultPharmacyId: z.uuid().nullable(),
  canChange: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type DoctorSettings = z.infer<typeof doctorSettingsSchema>;
export const doctorSettingsReplySchema = envelope(doctorSettingsSchema);

/** PUT /doctors/settings: only the fields sent change; null clears the default pharmacy. */
export const updateDoctorSettingsBodySchema = z.object({
  defaultPharmacyId: z.uuid().nullable().optional(),
});
export type UpdateDoctorSettingsBody = z.infer<typeof updateDoctorSettingsBodySchema>;

export const DEFAULT_PHARMACY_NOT_ASSIGNED = 'DEFAULT_PHARMACY_NOT_ASSIGNED';
