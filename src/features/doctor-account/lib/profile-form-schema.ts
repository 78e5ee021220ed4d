import { z } from 'zod';
import type { DoctorProfile } from '@contracts/doctor';
import { optionalUsPhoneSchema, phoneForDisplay } from '@contracts/us-phone';

export const PROFILE_FIELDS = ['firstName', 'lastName', 'phoneNumber'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

const name = z.string().trim().min(1, 'Required').max(100, 'Use at most 100 characters');

export const profileFormSchema = z.object({
  firstName: name,
  lastName: name,
  phoneNumber: optionalUsPhoneSchema,
});
export type ProfileFormInput = z.input<typeof profileFormSchema>;
export type ProfileFormOutput = z.output<typeof profileFormSchema>;

export function profileToForm(profile: DoctorProfile): ProfileFormInput {
  return { firstName: profile.firstName, lastName: profile.lastName, phoneNumber: phoneForDisplay(profile.phoneNumber) };
}

/** What useProfileForm needs to know of this form. */
export const doctorProfileForm = { schema: profileFormSchema, fields: PROFILE_FIELDS, toForm: profileToForm };
