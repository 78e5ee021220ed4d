import { z } from 'zod';
import type { PartnerProfile } from '@contracts/partner-profile';
import { FIELD_MAX } from '@/lib/form-resolver';
import { optionalUsPhoneSchema } from '@contracts/us-phone';
import { phoneForDisplay } from '@contracts/phone-display';

export const BUSINESS_FIELDS = ['businessName', 'firstName', 'lastName', 'phoneNumber'] as const;

export const BUSINESS_NAME_MAX = 200;

const required = (message: string, max: number) => z.string().trim().min(1, message).max(max, `Use at most ${max} characters`);

export const BUSINESS_PROFILE_HINT =
  'Business name, first and last name are required. Leave the phone number empty to keep the one we have on file.';

export const businessProfileSchema = z.object({
  businessName: required('Enter your business name; it is required', BUSINESS_NAME_MAX),
  firstName: required('Enter your first name; it is required', FIELD_MAX.name),
  lastName: required('Enter your last name; it is required', FIELD_MAX.name),
  phoneNumber: optionalUsPhoneSchema,
});
export type BusinessProfileInput = z.input<typeof businessProfileSchema>;

export function businessProfileToForm(profile: PartnerProfile): BusinessProfileInput {
  return {
    businessName: profile.businessName,
    firstName: profile.firstName,
    lastName: profile.lastName,
    phoneNumber: phoneForDisplay(profile.phoneNumber),
  };
}

/** What useProfileForm needs to know of this form. */
export const businessProfileForm = { schema: businessProfileSchema, fields: BUSINESS_FIELDS, toForm: businessProfileToForm };
