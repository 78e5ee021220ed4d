import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '@contracts/auth';
import type { CreateSalesPartnerBody } from '@contracts/sales-people';
import { optionalUsPhoneSchema } from '@contracts/us-phone';
import { FIELD_MAX } from '@/lib/form-resolver';

const required = (message: string, max: number) => z.string().trim().min(1, message).max(max, `Use at most ${max} characters`);

/** The "Add partner" form: the server's rules (contracts/sales.ts), with messages for people; the phone may stay empty. */
export const partnerFormSchema = z.object({
  businessName: required('Enter the business name; it is required', 200),
  firstName: required("Enter the owner's first name; it is required", FIELD_MAX.name),
  lastName: required("Enter the owner's last name; it is required", FIELD_MAX.name),
  email: z.email('Enter a valid email address').trim().toLowerCase().max(254),
  phoneNumber: optionalUsPhoneSchema,
  password: z
    .string()
    .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(200, 'Password is too long'),
});
export type PartnerFormInput = z.input<typeof partnerFormSchema>;
export type PartnerFormOutput = z.output<typeof partnerFormSchema>;

export const PARTNER_FIELDS = ['businessName', 'firstName', 'lastName', 'email', 'phoneNumber', 'password'] as const;

export const emptyPartnerForm: PartnerFormInput = {
  businessName: '',
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  password: '',
};

/** The request body: an empty phone is left out. */
export function partnerBody({ phoneNumber, ...rest }: PartnerFormOutput): CreateSalesPartnerBody {
  return phoneNumber ? { ...rest, phoneNumber } : rest;
}
