import { z } from 'zod';
import type { DoctorProfile } from '@contracts/doctor';
import { FIELD_MAX } from '@/lib/form-resolver';
import { optionalUsPhoneSchema, phoneForDisplay } from '@contracts/us-phone';

export const PROFILE_FIELDS = ['firstName', 'lastName', 'phoneNumber'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

const name = (message: string) => z.string().trim().min(1, message).max(FIELD_MAX.name, `Use at most ${FIELD_MAX.name} characters`);

/** What the form says under its fields: the names are required; only the optional phone keeps what is on file. */
export const PROFILE_HINT = 'First and last name are required. Leave the phone number empty to keep the one we have on file.';

export const profileFormSchema = z.object({
  firstName: name('Enter your first name; it is required'),
  lastName: name('Enter your last name; it is required'),
  phoneNumber: optionalUsPhoneSchema,
});
export type ProfileFormInput = z.input<typeof profileFormSchema>;
export type ProfileFormOutput = z.output<typeof profileFormSchema>;

export function profileToForm(profile: DoctorProfile): ProfileFormInput {
  return { firstName: profile.firstName, lastName: profile.lastName, phoneNumber: phoneForDisplay(profile.phoneNumber) };
}

/** What useProfileForm needs to know of this form. */
export const doctorProfileForm = { schema: profileFormSchema, fields: PROFILE_FIELDS, toForm: profileToForm };
