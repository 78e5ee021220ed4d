import { z } from 'zod';
import { envelope, listQuerySchema } from './common';

/**
 * Renewals are orders: a treatment starts on its start date and runs its plan's months, so it renews on `renewsOn`.
 * The partner follows each renewal up (`renewalStatus`) and may move its start date (the day the patient actually
 * began), which moves the renewal with it.
 */
export const RENEWAL_STATUSES = ['PENDING', 'CONTACTED', 'RENEWING', 'NOT_RENEWING'] as const;
export const renewalStatusSchema = z.enum(RENEWAL_STATUSES);
export type RenewalStatus = z.infer<typeof renewalStatusSchema>;

/** GET /gym-owner/renewals/upcoming: treatments in progress that renew within `days` (overdue ones included). */
export const upcomingRenewalsQuerySchema = listQuerySchema(['renewsOn:asc', 'renewsOn:desc'], 'renewsOn:asc').extend({
  days: z.coerce.number().int().min(1).max(365).default(30),
  renewalStatus: renewalStatusSchema.optional(),
});
export type UpcomingRenewalsQuery = z.infer<typeof upcomingRenewalsQuerySchema>;

export const renewalSchema = z.object({
  orderId: z.uuid(),
  orderNumber: z.number().int(),
  patientId: z.uuid(),
  patientName: z.string(),
  productName: z.string(),
  dose: z.string(),
  planMonths: z.number().int(),
  startDate: z.string(),
  renewsOn: z.string(),
  renewalStatus: renewalStatusSchema,
});
export type Renewal = z.infer<typeof renewalSchema>;
export const upcomingRenewalsReplySchema = envelope(
  z.object({
    items: z.array(renewalSchema),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
    totalPages: z.number().int(),
  }),
);

/** GET /gym-owner/renewals/medications/upcoming: how many of each medication and dose renew within `days`. */
export const upcomingMedicationsQuerySchema = z.object({ days: z.coerce.number().int().min(1).max(365).default(30) });
export const upcomingMedicationsReplySchema = envelope(
  z.object({
    medications: z.array(
      z.object({
        productName: z.string(),
        medication: z.string(),
        dose: z.string(),
        renewals: z.number().int(),
        firstRenewsOn: z.string(),
      }),
    ),
  }),
);

/** PUT /gym-owner/renewals/{id}/renewal-status (id: the order's). */
export const updateRenewalStatusBodySchema = z.object({ status: renewalStatusSchema });
/** PUT /gym-owner/renewals/{id}/start-date: a calendar day within a year of today. */
export const updateStartDateBodySchema = z.object({ startDate: z.iso.date({ error: 'Enter a real date as YYYY-MM-DD' }) });
export const renewalReplySchema = envelope(renewalSchema);

/** GET /super-admin/renewals: every partner's renewals (or one partner's: `gymOwnerId`), as the partner's list has them. */
export const adminRenewalsQuerySchema = upcomingRenewalsQuerySchema.extend({ gymOwnerId: z.uuid().optional() });
export type AdminRenewalsQuery = z.infer<typeof adminRenewalsQuerySchema>;
