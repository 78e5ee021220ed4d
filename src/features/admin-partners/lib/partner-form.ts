import { z } from 'zod';
import { BILLING_MODES, type GymOwnerDetail, type PatchGymOwnerBody } from '@contracts/partners';
import { personInput } from '@contracts/person';
import { isUsPhone, toUsE164, US_PHONE_MESSAGE } from '@contracts/us-phone';
import { phoneForDisplay } from '@contracts/phone-display';

/** What the admin sets on a partner, as the form holds it: the commission as a percent, the phone as typed. */
export const partnerFormSchema = z.object({
  businessName: z.string().trim().min(1, 'Required').max(200),
  firstName: personInput.name,
  lastName: personInput.name,
  email: personInput.email,
  phoneNumber: z
    .string()
    .trim()
    .refine((v) => v === '' || isUsPhone(v), US_PHONE_MESSAGE),
  commissionPercent: z
    .string()
    .trim()
    .regex(/^\d{1,3}(\.\d{1,2})?$/, 'Enter a percent such as 10 or 12.5')
    .refine((v) => Number(v) <= 100, 'Commission is 0% to 100%'),
  billingMode: z.enum(BILLING_MODES),
  autoBilling: z.boolean(),
});
export type PartnerFormInput = z.input<typeof partnerFormSchema>;
export type PartnerFormOutput = z.output<typeof partnerFormSchema>;
export type PartnerField = keyof PartnerFormInput;

export const partnerToForm = (p: GymOwnerDetail): PartnerFormInput => ({
  businessName: p.businessName,
  firstName: p.firstName,
  lastName: p.lastName,
  email: p.email,
  phoneNumber: phoneForDisplay(p.phoneNumber),
  commissionPercent: String(p.commissionRateBps / 100),
  billingMode: p.billingMode,
  autoBilling: p.autoBilling,
});

/** Only what differs from the partner on file: the body of the PATCH. */
export function changedPartnerFields(values: PartnerFormOutput, p: GymOwnerDetail): PatchGymOwnerBody {
  const body: PatchGymOwnerBody = {};
  if (values.businessName !== p.businessName) body.businessName = values.businessName;
  if (values.firstName !== p.firstName) body.firstName = values.firstName;
  if (values.lastName !== p.lastName) body.lastName = values.lastName;
  if (values.email !== p.email.toLowerCase()) body.email = values.email;
  const phone = values.phoneNumber === '' ? null : toUsE164(values.phoneNumber);
  if (phone !== p.phoneNumber) body.phoneNumber = values.phoneNumber === '' ? null : values.phoneNumber;
  const bps = Math.round(Number(values.commissionPercent) * 100);
  if (bps !== p.commissionRateBps) body.commissionRateBps = bps;
  if (values.billingMode !== p.billingMode) body.billingMode = values.billingMode;
  if (values.autoBilling !== p.autoBilling) body.autoBilling = values.autoBilling;
  return body;
}

/** The form field a server error's path names. */
export const partnerFieldOf = (path: string): PartnerField | undefined =>
  path === 'commissionRateBps'
    ? 'commissionPercent'
    : (['businessName', 'firstName', 'lastName', 'email', 'phoneNumber', 'billingMode', 'autoBilling'] as const).find((f) => f === path);
