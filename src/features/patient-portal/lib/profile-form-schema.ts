import { z } from 'zod';
import type { PatientProfile } from '@contracts/patient';
import { textValuesOf } from '@/lib/form-values';
import { optionalUsPhoneSchema, phoneForDisplay } from '@contracts/us-phone';

export const PROFILE_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phoneNumber',
  'address1',
  'address2',
  'city',
  'state',
  'zipcode',
  'country',
] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

const required = (max: number) => z.string().trim().min(1, 'Required').max(max, `Use at most ${max} characters`);
const optional = (max: number) => z.string().trim().max(max, `Use at most ${max} characters`);
/** Empty, or matching the pattern; normalised by `map`. */
const optionalCode = (re: RegExp, message: string, map: (v: string) => string = (v) => v) =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || re.test(v), message)
    .transform(map);

export const profileFormSchema = z.object({
  firstName: required(100),
  lastName: required(100),
  email: z.string().trim().toLowerCase().pipe(z.email('Enter a valid e-mail address').max(254)),
  phoneNumber: optionalUsPhoneSchema,
  address1: optional(200),
  address2: optional(200),
  city: optional(100),
  state: optionalCode(/^[A-Za-z]{2}$/, 'Enter a 2-letter state code, e.g. TX', (v) => v.toUpperCase()),
  zipcode: optionalCode(/^\d{5}$/, 'Enter a 5-digit ZIP code'),
  country: optionalCode(/^[A-Za-z]{2}$/, 'Enter a 2-letter country code, e.g. US', (v) => v.toUpperCase()),
});
export type ProfileFormInput = z.input<typeof profileFormSchema>;
export type ProfileFormOutput = z.output<typeof profileFormSchema>;

export function profileToForm(profile: PatientProfile): ProfileFormInput {
  return { ...textValuesOf(PROFILE_FIELDS, profile), phoneNumber: phoneForDisplay(profile.phoneNumber) };
}

/** What useProfileForm needs to know of this form. */
export const patientProfileForm = { schema: profileFormSchema, fields: PROFILE_FIELDS, toForm: profileToForm };
