import { z } from 'zod';
import type { PatientProfile } from '@contracts/patient-profile';
import { FIELD_MAX } from '@/lib/form-resolver';
import { textValuesOf } from '@/lib/form-values';
import { optionalUsPhoneSchema } from '@contracts/us-phone';
import { phoneForDisplay } from '@contracts/phone-display';
import { zipStateMismatch } from '@contracts/us-zip';

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

/** What the form says under its button: the required fields must stay filled in; only optional ones keep what is on file. */
export const PROFILE_HINT =
  'Only the fields you change are saved. First name, last name and email are required; an empty optional field keeps what we have on file.';

const required = (max: number, message: string) => z.string().trim().min(1, message).max(max, `Use at most ${max} characters`);
const optional = (max: number) => z.string().trim().max(max, `Use at most ${max} characters`);
/** Empty, or matching the pattern; normalised by `map`. */
const optionalCode = (re: RegExp, message: string, map: (v: string) => string = (v) => v) =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || re.test(v), message)
    .transform(map);

export const profileFormSchema = z
  .object({
    firstName: required(FIELD_MAX.name, 'Enter your first name; it is required'),
    lastName: required(FIELD_MAX.name, 'Enter your last name; it is required'),
    email: z.string().trim().toLowerCase().pipe(z.email('Enter a valid email address').max(FIELD_MAX.email)),
    phoneNumber: optionalUsPhoneSchema,
    address1: optional(FIELD_MAX.address),
    address2: optional(FIELD_MAX.address),
    city: optional(FIELD_MAX.city),
    state: optionalCode(/^[A-Za-z]{2}$/, 'Enter a 2-letter state code, e.g. TX', (v) => v.toUpperCase()),
    zipcode: optionalCode(/^\d{5}$/, 'Enter a 5-digit ZIP code'),
    country: optionalCode(/^[A-Za-z]{2}$/, 'Enter a 2-letter country code, e.g. US', (v) => v.toUpperCase()),
  })
  .superRefine((v, check) => {
    // Said beside the ZIP code, as the server would refuse it.
    const mismatch = zipStateMismatch(v.zipcode, v.state);
    if (mismatch) check.addIssue({ code: 'custom', path: ['zipcode'], message: mismatch });
  });
export type ProfileFormInput = z.input<typeof profileFormSchema>;
export type ProfileFormOutput = z.output<typeof profileFormSchema>;

export function profileToForm(profile: PatientProfile): ProfileFormInput {
  return { ...textValuesOf(PROFILE_FIELDS, profile), phoneNumber: phoneForDisplay(profile.phoneNumber) };
}

/** What useProfileForm needs to know of this form. */
export const patientProfileForm = { schema: profileFormSchema, fields: PROFILE_FIELDS, toForm: profileToForm };
