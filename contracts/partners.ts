import { z } from 'zod';
import { envelope, listQuerySchema, pageOf } from './common';
import { billingModeSchema } from './invoices';
import { partnerPatientSchema } from './patients';
import { personInput } from './person';
import { payoutBalanceSchema } from './payouts';

/**
 * The administrator's partners (role GYM_OWNER, "gym owners" in the paths): the list and detail, what the admin sets
 * on a partner (business details, commission, billing mode, auto-billing, assigned doctor), the leaderboard and the
 * partners at risk, a partner's patients without a doctor and moving patients between partners.
 */

export { BILLING_MODES, billingModeSchema, type BillingMode } from './invoices';

/** GET /super-admin/gym-owners: searched by business name, owner name or e-mail. */
export const gymOwnerListQuerySchema = listQuerySchema(
  ['createdAt:desc', 'createdAt:asc', 'businessName:asc', 'businessName:desc'],
  'createdAt:desc',
).extend({ billingMode: billingModeSchema.optional() });
export type GymOwnerListQuery = z.infer<typeof gymOwnerListQuerySchema>;

const doctorRefSchema = z.object({ id: z.uuid(), name: z.string() });

export const gymOwnerSchema = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  businessName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  /** Basis points: 1000 = 10%. */
  commissionRateBps: z.number().int(),
  billingMode: billingModeSchema,
  autoBilling: z.boolean(),
  doctor: doctorRefSchema.nullable(),
  patientCount: z.number().int(),
  createdAt: z.string(),
});
export type GymOwner = z.infer<typeof gymOwnerSchema>;
export const gymOwnerListReplySchema = envelope(pageOf(gymOwnerSchema));

/** GET /super-admin/gym-owners/{id}: the list's row and what the detail screen adds. */
export const gymOwnerDetailSchema = gymOwnerSchema.extend({
  payoutAccountStatus: z.enum(['NOT_CONNECTED', 'ONBOARDING', 'ACTIVE']),
  unassignedPatientCount: z.number().int(),
  orderCount: z.number().int(),
  /** Invoices not paid yet (OPEN or PAYMENT_FAILED): a partner with any cannot be deleted. */
  unpaidInvoiceCount: z.number().int(),
  /** What the partner is owed: commission earned, paid out, owed (the payments module's figures). */
  payoutBalance: payoutBalanceSchema,
});
export type GymOwnerDetail = z.infer<typeof gymOwnerDetailSchema>;
/** The partner record as the accounts module gives it; the route adds the payout balance. */
export type GymOwnerRecord = Omit<GymOwnerDetail, 'payoutBalance'>;
export const gymOwnerReplySchema = envelope(gymOwnerDetailSchema);

const gymOwnerFields = {
  businessName: z.string().trim().min(1).max(200),
  firstName: personInput.name,
  lastName: personInput.name,
  email: personInput.email,
  /** A US number (normalised to E.164), or null to clear it. */
  phoneNumber: personInput.phone.nullable(),
  commissionRateBps: z.number().int().min(0, 'Commission is 0% to 100%').max(10_000, 'Commission is 0% to 100%'),
  billingMode: billingModeSchema,
  autoBilling: z.boolean(),
};

/** PUT /super-admin/gym-owners/{id}: every field the admin sets on a partner. */
export const replaceGymOwnerBodySchema = z.strictObject(gymOwnerFields);
/** PATCH /super-admin/gym-owners/{id}: only the fields sent change. */
export const patchGymOwnerBodySchema = z
  .strictObject(gymOwnerFields)
  .partial()
  .refine((b) => Object.keys(b).length > 0, 'Send at least one field to change');
export type PatchGymOwnerBody = z.infer<typeof patchGymOwnerBodySchema>;

/** PATCH /super-admin/gym-owners/{id}/assign-doctor: the partner's doctor (null: none). */
export const assignDoctorBodySchema = z.object({ doctorId: z.uuid().nullable() });

/** GET /super-admin/gym-owners/doctor-choices: the doctors a partner can be given, searched by name or e-mail. */
export const doctorChoicesQuerySchema = z.object({ search: z.string().trim().max(100).optional() });
export const doctorChoiceSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  licenseStates: z.array(z.string()),
});
export type DoctorChoice = z.infer<typeof doctorChoiceSchema>;
export const doctorChoicesReplySchema = envelope(z.object({ doctors: z.array(doctorChoiceSchema) }));

/** GET /super-admin/partner-leaderboard: partners ranked by paid orders or revenue in a period of whole UTC days (both
 * ends included; the last 30 days by default; at most two years). */
export const leaderboardQuerySchema = z
  .object({
    startDate: z.iso.date().optional(),
    endDate: z.iso.date().optional(),
    rankBy: z.enum(['paidOrders', 'revenue']).default('revenue'),
    limit: z.coerce.number().int().min(1).max(100).default(10),
  })
  .refine((q) => !q.startDate || !q.endDate || q.startDate <= q.endDate, {
    message: 'startDate must not be after endDate',
    path: ['endDate'],
  });
export type LeaderboardQuery = z.infer<typeof leaderboardQuerySchema>;
export const leaderboardEntrySchema = z.object({
  rank: z.number().int(),
  gymOwnerId: z.uuid(),
  businessName: z.string(),
  ownerName: z.string(),
  paidOrders: z.number().int(),
  revenueCents: z.number().int(),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;
export const leaderboardReplySchema = envelope(
  z.object({
    startDate: z.string(),
    endDate: z.string(),
    rankBy: z.enum(['paidOrders', 'revenue']),
    partners: z.array(leaderboardEntrySchema),
    totals: z.object({ paidOrders: z.number().int(), revenueCents: z.number().int() }),
  }),
);

/** Why a partner is at risk. */
export const AT_RISK_REASONS = ['NO_RECENT_ORDERS', 'VOLUME_DROP', 'FAILED_CHARGES'] as const;
export const atRiskReasonSchema = z.enum(AT_RISK_REASONS);
export type AtRiskReason = z.infer<typeof atRiskReasonSchema>;

/** GET /super-admin/partner-at-risk: `days` is the period compared with the one before it (30 by default). */
export const atRiskQuerySchema = z.object({ days: z.coerce.number().int().min(7).max(365).default(30) });
export const atRiskPartnerSchema = z.object({
  gymOwnerId: z.uuid(),
  businessName: z.string(),
  ownerName: z.string(),
  email: z.string(),
  lastOrderAt: z.string().nullable(),
  /** Orders made in the last `days` days, and in the `days` before those. */
  recentOrders: z.number().int(),
  previousOrders: z.number().int(),
  /** Invoices whose last charge was declined and that are still unpaid. */
  failedInvoices: z.number().int(),
  reasons: z.array(atRiskReasonSchema).min(1),
});
export type AtRiskPartner = z.infer<typeof atRiskPartnerSchema>;
export const atRiskReplySchema = envelope(z.object({ days: z.number().int(), partners: z.array(atRiskPartnerSchema) }));

/** GET /super-admin/gym-owner/{id}/unassigned-patients: the partner's patients with no doctor (`show=all`: all of them). */
export const partnerPatientsQuerySchema = listQuerySchema(['name:asc', 'name:desc', 'createdAt:desc', 'createdAt:asc'], 'name:asc').extend({
  show: z.enum(['unassigned', 'all']).default('unassigned'),
});
export type AdminPartnerPatientsQuery = z.infer<typeof partnerPatientsQuerySchema>;
export const adminPartnerPatientSchema = partnerPatientSchema.extend({ doctorName: z.string().nullable() });
export type AdminPartnerPatient = z.infer<typeof adminPartnerPatientSchema>;
export const partnerPatientsReplySchema = envelope(pageOf(adminPartnerPatientSchema));

/** POST /super-admin/gym-owner/reassign-patients: moves patients (and their orders) to another partner, all or none. */
export const reassignPatientsBodySchema = z.object({
  patientIds: z
    .array(z.uuid())
    .min(1, 'Choose at least one patient')
    .max(100, 'Reassign at most 100 patients at a time')
    .refine((ids) => new Set(ids).size === ids.length, 'A patient is listed twice'),
  /** The partner they move to. */
  toGymOwnerId: z.uuid(),
  /** When sent, every patient must still be this partner's (a stale screen is refused rather than acted on). */
  fromGymOwnerId: z.uuid().optional(),
});
export type ReassignPatientsBody = z.infer<typeof reassignPatientsBodySchema>;
export const reassignPatientsReplySchema = envelope(
  z.object({ toGymOwnerId: z.uuid(), patients: z.number().int(), orders: z.number().int() }),
);
