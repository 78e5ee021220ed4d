import { z } from 'zod';
import { envelope, changesOf } from './common';
import { ownNameAndPhone, personSchema } from './person';

// The partner (role GYM_OWNER, "gym owner" in the contract): its business profile, logo and payout account.

export const PAYOUT_ACCOUNT_STATUSES = ['NOT_CONNECTED', 'ONBOARDING', 'ACTIVE'] as const;
export const payoutAccountSchema = z.object({
  /** NOT_CONNECTED until the partner connects one; ONBOARDING while the processor still needs details; ACTIVE once payouts can be sent. */
  status: z.enum(PAYOUT_ACCOUNT_STATUSES),
  connectedAt: z.string().nullable(),
});

/** GET /gym-owner: the partner's business profile. The commission rate is set by an administrator, never by the partner. */
export const partnerProfileSchema = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  businessName: z.string(),
  ...personSchema.shape,
  /** A short-lived link to the partner's logo (ask for the profile again for a fresh one), or null without a logo. */
  logoUrl: z.string().nullable(),
  /** Basis points: 1000 is 10% of each paid order of the partner's patients. */
  commissionRateBps: z.number().int(),
  payoutAccount: payoutAccountSchema,
  createdAt: z.string(),
});
export type PartnerProfile = z.infer<typeof partnerProfileSchema>;
export const partnerProfileReplySchema = envelope(partnerProfileSchema);

/** PUT /gym-owner: only the fields sent change. Role, commission rate, sales person and owner are not the partner's to set. */
export const updatePartnerProfileBodySchema = changesOf(
  z.object({
    businessName: z.string().trim().min(1).max(200),
    ...ownNameAndPhone,
  }),
);
export type UpdatePartnerProfileBody = z.infer<typeof updatePartnerProfileBodySchema>;

/** POST /gym-owner/account-connect: connect (or continue connecting) the account commissions are paid out to. */
export const accountConnectBodySchema = z.object({ businessType: z.enum(['individual', 'company']).optional() });
export type AccountConnectBody = z.infer<typeof accountConnectBodySchema>;
export const accountConnectReplySchema = envelope(
  payoutAccountSchema.extend({
    /** With Stripe: the page where the partner finishes the account's setup; null when nothing is left to do. */
    onboardingUrl: z.string().nullable(),
  }),
);

/** GET /storage/partner-logo-upload-link: a logo is an image. */
export const PARTNER_LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const partnerLogoUploadLinkQuerySchema = z.object({
  contentType: z.enum(PARTNER_LOGO_TYPES),
  fileName: z.string().trim().min(1).max(200),
});
