import { z } from 'zod';
import { envelope, listQuerySchema, pageOf, changesOf } from './common';
import { ownNameAndPhone, personSchema } from './person';

// The partner (role GYM_OWNER, "gym owner" in the contract): its business profile, payout account and money.

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

/**
 * One money movement of the partner: a patient's payment for one of its orders (the partner earns its commission on
 * it) or a refund of such a payment (the commission is taken back). Amounts are integer cents; a refund's are negative.
 */
export const partnerTransactionSchema = z.object({
  id: z.uuid(),
  kind: z.enum(['PAYMENT', 'REFUND']),
  orderId: z.uuid(),
  orderNumber: z.number().int(),
  amountCents: z.number().int(),
  commissionCents: z.number().int(),
  occurredAt: z.string(),
});
export type PartnerTransaction = z.infer<typeof partnerTransactionSchema>;
export const partnerTransactionsQuerySchema = listQuerySchema(['occurredAt:desc', 'occurredAt:asc'], 'occurredAt:desc').omit({
  search: true,
});
export type PartnerTransactionsQuery = z.infer<typeof partnerTransactionsQuerySchema>;
export const partnerTransactionsReplySchema = envelope(pageOf(partnerTransactionSchema));

/** GET /gym-owner/commission-earned: commission per day, week or month (weeks start on Monday, UTC), oldest first. */
export const COMMISSION_PERIODS = ['day', 'week', 'month'] as const;
export const commissionEarnedQuerySchema = z
  .object({
    /** The spec's default period is the week. */
    period: z.enum(COMMISSION_PERIODS).default('week'),
    /** YYYY-MM-DD, inclusive; default: 12 periods back from today. */
    startDate: z.iso.date().optional(),
    /** YYYY-MM-DD, inclusive; default: today. */
    endDate: z.iso.date().optional(),
  })
  .refine((q) => !q.startDate || !q.endDate || q.startDate <= q.endDate, {
    message: 'startDate must not be after endDate',
    path: ['startDate'],
  });
export type CommissionEarnedQuery = z.infer<typeof commissionEarnedQuerySchema>;
export const commissionEarnedReplySchema = envelope(
  z.object({
    period: z.enum(COMMISSION_PERIODS),
    startDate: z.string(),
    endDate: z.string(),
    commissionRateBps: z.number().int(),
    /** Commission over the whole range, net of refunds. */
    totalCents: z.number().int(),
    /** Only periods with money movements; `periodStart` is the period's first day (YYYY-MM-DD). */
    periods: z.array(z.object({ periodStart: z.string(), salesCents: z.number().int(), commissionCents: z.number().int() })),
  }),
);
