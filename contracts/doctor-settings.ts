import { z } from 'zod';
import { envelope } from './common';
import { rxInformationSchema } from './order-review';
import { pharmacySchema } from './prescriptions';

/** The amounts a new prescription starts with (the Rx step and Manual Prescription prefill them). */
export const rxDefaultsSchema = rxInformationSchema.pick({ quantity: true, refills: true, daysSupply: true });
export type RxDefaults = z.infer<typeof rxDefaultsSchema>;

/**
 * GET /doctors/settings: the doctor's prescribing preferences. `pharmacies` are the ones an administrator assigned
 * (read-only here); `defaultPharmacyId` is one of them or null, and the send-to-pharmacy screen preselects it.
 * `rxDefaults` are the doctor's amounts for a new prescription, or the standard ones (`defaultRxInformation`) until
 * they choose theirs. `canChange` is false for a delegate acting for the doctor: they may read the settings, not
 * change them.
 */
export const doctorSettingsSchema = z.object({
  pharmacies: z.array(pharmacySchema),
  defaultPharmacyId: z.uuid().nullable(),
  rxDefaults: rxDefaultsSchema,
  canChange: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type DoctorSettings = z.infer<typeof doctorSettingsSchema>;
export const doctorSettingsReplySchema = envelope(doctorSettingsSchema);

/** PUT /doctors/settings: only the fields sent change; null clears the default pharmacy. */
export const updateDoctorSettingsBodySchema = z.object({
  defaultPharmacyId: z.uuid().nullable().optional(),
  rxDefaults: rxDefaultsSchema.optional(),
});
export type UpdateDoctorSettingsBody = z.infer<typeof updateDoctorSettingsBodySchema>;

export const DEFAULT_PHARMACY_NOT_ASSIGNED = 'DEFAULT_PHARMACY_NOT_ASSIGNED';
