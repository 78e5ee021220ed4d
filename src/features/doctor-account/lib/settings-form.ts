import { z } from 'zod';
import { rxDefaultsSchema, type DoctorSettings, type UpdateDoctorSettingsBody } from '@contracts/doctor-settings';
import { rxAmountFields } from '@/lib/rx-amounts-schema';

/** The radio value of "no default": the send screen then asks each time (unless there is only one pharmacy). */
export const NO_DEFAULT = 'none';

export const settingsFormSchema = z.object({
  defaultPharmacy: z.string(),
  ...rxAmountFields(rxDefaultsSchema.shape),
});
export type SettingsFormInput = z.input<typeof settingsFormSchema>;
export type SettingsFormOutput = z.output<typeof settingsFormSchema>;

export const settingsToForm = (s: DoctorSettings): SettingsFormInput => ({
  defaultPharmacy: s.defaultPharmacyId ?? NO_DEFAULT,
  quantity: String(s.rxDefaults.quantity),
  refills: String(s.rxDefaults.refills),
  daysSupply: String(s.rxDefaults.daysSupply),
});

/** Only what differs from the saved settings; the three amounts go together when any of them changed. */
export function changedSettings(values: SettingsFormOutput, saved: DoctorSettings): UpdateDoctorSettingsBody {
  const body: UpdateDoctorSettingsBody = {};
  const pharmacy = values.defaultPharmacy === NO_DEFAULT ? null : values.defaultPharmacy;
  if (pharmacy !== saved.defaultPharmacyId) body.defaultPharmacyId = pharmacy;
  const { quantity, refills, daysSupply } = values;
  const rx = saved.rxDefaults;
  if (quantity !== rx.quantity || refills !== rx.refills || daysSupply !== rx.daysSupply)
    body.rxDefaults = { quantity, refills, daysSupply };
  return body;
}
