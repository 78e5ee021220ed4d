import { z } from 'zod';
import { passwordSchema } from './auth';
import { envelope, inOrder, listQuerySchema, pageOf, periodRangeSchema, changesOf } from './common';
import { partnerTransactionSchema } from './commissions';
import { payoutAccountSchema } from './partner-profile';
import { personInput, ownNameAndPhone } from './person';

// The sales portal (role SALES_PERSON): the partners a sales person brought in and the commission they earn on
// those partners' paid orders. Commission periods and payout account reuse the partner's shapes (./partner).

/** GET /sales/summary: the sales person's figures, all time unless named otherwise. */
export const salesSummarySchema = z.object({
  partnerCount: z.number().int(),
  partnersThisMonth: z.number().int(),
  /** Orders of their partners with a settled payment (made while the partner was theirs). */
  paidOrderCount: z.number().int(),
  /** Those orders' payments net of refunds, and the commission on them, in cents. */
  salesCents: z.number().int(),
  commissionCents: z.number().int(),
  commissionThisMonthCents: z.number().int(),
  /** Basis points: 1000 is 10% of each paid order of their partners (set by an administrator). */
  commissionRateBps: z.number().int(),
  payoutAccount: payoutAccountSchema,
});
export type SalesSummary = z.infer<typeof salesSummarySchema>;
export const salesSummaryReplySchema = envelope(salesSummarySchema);

/** GET /sales/partners: searched by business name, owner name or e-mail. */
export const salesPartnerListQuerySchema = listQuerySchema(
  ['createdAt:desc', 'createdAt:asc', 'businessName:asc', 'businessName:desc'],
  'createdAt:desc',
);
export type SalesPartnerListQuery = z.infer<typeof salesPartnerListQuerySchema>;

export const salesPartnerSchema = z.object({
  id: z.uuid(),
  businessName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  patientCount: z.number().int(),
  createdAt: z.string(),
});
export type SalesPartner = z.infer<typeof salesPartnerSchema>;
export const salesPartnerListReplySchema = envelope(pageOf(salesPartnerSchema));

/** GET /sales/partners/{id}: one of their partners, read-only, with the money it brought them. */
export const salesPartnerDetailSchema = salesPartnerSchema.extend({
  paidOrderCount: z.number().int(),
  salesCents: z.number().int(),
  commissionCents: z.number().int(),
});
export type SalesPartnerDetail = z.infer<typeof salesPartnerDetailSchema>;
export const salesPartnerDetailReplySchema = envelope(salesPartnerDetailSchema);

/**
 * POST /sales/partner: a new partner account (GYM_OWNER) attached to the sales person. The first password is the
 * sales person's to give the partner: the partner is e-mailed that the account exists and where to sign in, never
 * the password.
 */
export const createSalesPartnerBodySchema = z.object({
  businessName: z.string().trim().min(1, 'Required').max(200),
  firstName: personInput.name,
  lastName: personInput.name,
  email: z.email('Enter a valid email address').trim().toLowerCase().max(254),
  phoneNumber: personInput.phone.optional(),
  password: passwordSchema,
});
export type CreateSalesPartnerBody = z.infer<typeof createSalesPartnerBodySchema>;

/** GET /sales/partner-registered: partners brought in per day, week or month of a range (UTC, weeks from Monday). */
export const partnerRegisteredQuerySchema = inOrder(periodRangeSchema, 'startDate');
export type PartnerRegisteredQuery = z.infer<typeof partnerRegisteredQuerySchema>;
export const partnerRegisteredReplySchema = envelope(
  z.object({
    period: z.enum(['day', 'week', 'month']),
    startDate: z.string(),
    endDate: z.string(),
    /** Only periods with a new partner; `periodStart` is the period's first day (YYYY-MM-DD). */
    points: z.array(z.object({ periodStart: z.string(), count: z.number().int() })),
    total: z.number().int(),
  }),
);

/** GET /transactions (a sales person): the ledger lines of their partners' orders, with the partner's name. */
export const salesTransactionSchema = partnerTransactionSchema.extend({
  partnerId: z.uuid().nullable(),
  businessName: z.string().nullable(),
});
export type SalesTransaction = z.infer<typeof salesTransactionSchema>;
export const salesTransactionsReplySchema = envelope(pageOf(salesTransactionSchema));

/** PUT /sales: the sales person's own name and phone (only the fields sent change). */
export const updateSalesProfileBodySchema = changesOf(z.object(ownNameAndPhone));
export type UpdateSalesProfileBody = z.infer<typeof updateSalesProfileBodySchema>;
export const salesProfileSchema = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  commissionRateBps: z.number().int(),
  payoutAccount: payoutAccountSchema,
});
export type SalesProfile = z.infer<typeof salesProfileSchema>;
export const salesProfileReplySchema = envelope(salesProfileSchema);

/** GET /users/check-exist?email=: whether an account already uses the e-mail (a new partner's must be free). */
export const checkExistQuerySchema = z.object({ email: z.email('Enter a valid email address').trim().toLowerCase().max(254) });
export const checkExistReplySchema = envelope(z.object({ exists: z.boolean() }));
