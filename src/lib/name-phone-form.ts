import { z } from 'zod';
import { FIELD_MAX } from '@/lib/form-resolver';
import { optionalUsPhoneSchema } from '@contracts/us-phone';
import { phoneForDisplay } from '@contracts/phone-display';

/** The personal details staff change themselves (their account on /account, a doctor's profile): name and phone. */
export const NAME_PHONE_FIELDS = ['firstName', 'lastName', 'phoneNumber'] as const;
export type NamePhoneField = (typeof NAME_PHONE_FIELDS)[number];

const name = (message: string) => z.string().trim().min(1, message).max(FIELD_MAX.name, `Use at most ${FIELD_MAX.name} characters`);

/** What the form says under its fields: the names are required; only the optional phone keeps what is on file. */
export const NAME_PHONE_HINT = 'First and last name are required. Leave the phone number empty to keep the one we have on file.';

export const namePhoneFormSchema = z.object({
  firstName: name('Enter your first name; it is required'),
  lastName: name('Enter your last name; it is required'),
  phoneNumber: optionalUsPhoneSchema,
});
export type NamePhoneFormInput = z.input<typeof namePhoneFormSchema>;

type NamePhone = { firstName: string; lastName: string; phoneNumber: string | null };

export function namePhoneToForm(profile: NamePhone): NamePhoneFormInput {
  return { firstName: profile.firstName, lastName: profile.lastName, phoneNumber: phoneForDisplay(profile.phoneNumber) };
}

/** What useProfileForm needs to know of this form. */
export const namePhoneForm = { schema: namePhoneFormSchema, fields: NAME_PHONE_FIELDS, toForm: namePhoneToForm };
