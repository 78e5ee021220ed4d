import { isValidPhoneNumber, parsePhoneNumberFromString, parsePhoneNumberWithError } from 'libphonenumber-js';
import { z } from 'zod';
import type { DoctorProfile, UpdateDoctorProfileBody } from '../../../../contracts/doctor';

export const US_PHONE_MESSAGE = 'Enter a valid US phone number';

export const PROFILE_FIELDS = ['firstName', 'lastName', 'phoneNumber'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

const name = z.string().trim().min(1, 'Required').max(100, 'Use at most 100 characters');

export const profileFormSchema = z.object({
  firstName: name,
  lastName: name,
  phoneNumber: z
    .string()
    .trim()
    .refine((v) => v === '' || isValidPhoneNumber(v, 'US'), US_PHONE_MESSAGE)
    // One canonical form (E.164), as the server stores it: "(202) 555-0143" -> "+12025550143".
    .transform((v) => (v === '' ? v : (parsePhoneNumberWithError(v, 'US').number as string))),
});
export type ProfileFormInput = z.input<typeof profileFormSchema>;
export type ProfileFormOutput = z.output<typeof profileFormSchema>;

/** A US number reads as "(202) 555-0143" rather than "+12025550143"; anything else as stored. */
export function phoneForDisplay(phone: string | null): string {
  if (!phone) return '';
  const parsed = parsePhoneNumberFromString(phone, 'US');
  return parsed?.country === 'US' && parsed.isValid() ? parsed.formatNational() : phone;
}

export function profileToForm(profile: DoctorProfile): ProfileFormInput {
  return { firstName: profile.firstName, lastName: profile.lastName, phoneNumber: phoneForDisplay(profile.phoneNumber) };
}

/** The PATCH body: only the filled-in fields that differ from what is on file (an emptied phone is kept, not erased). */
export function changedFields(values: ProfileFormOutput, saved: DoctorProfile): UpdateDoctorProfileBody {
  const body: UpdateDoctorProfileBody = {};
  for (const field of PROFILE_FIELDS) {
    const value = values[field];
    if (value !== '' && value !== (saved[field] ?? '')) body[field] = value;
  }
  return body;
}
