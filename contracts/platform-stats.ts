import { z } from 'zod';
import { envelope, roleSchema } from './common';
import { orderStatusSchema } from './orders';
import { patientStatusSchema } from './patients';

// The super admin's platform dashboard (GET /super-admin/summary, /order-trends, /patient-care-stats, /user-metrics):
// counts over every order, patient and account, each one or two GROUP BY queries. Counts name no one.

/** GET /super-admin/summary: the platform at a glance. */
export const adminSummarySchema = z.object({
  totalOrders: z.number().int(),
  ordersThisMonth: z.number().int(),
  /** Orders waiting for a doctor's review. */
  pendingReview: z.number().int(),
  activeTreatments: z.number().int(),
  /** Paid orders' amounts, in cents. */
  salesCents: z.number().int(),
  totalPatients: z.number().int(),
  activePatients: z.number().int(),
  newPatientsThisMonth: z.number().int(),
  totalDoctors: z.number().int(),
  totalPartners: z.number().int(),
  totalHealthPros: z.number().int(),
  totalAdmins: z.number().int(),
});
export type AdminSummary = z.infer<typeof adminSummarySchema>;
export const adminSummaryReplySchema = envelope(adminSummarySchema);

const PERIODS = ['day', 'week', 'month'] as const;
/** A chart's range and step: the last 12 months by month unless asked otherwise (at most five years). */
export const trendQuerySchema = z
  .object({
    period: z.enum(PERIODS).default('month'),
    startDate: z.iso.date({ error: 'Enter startDate as YYYY-MM-DD' }).optional(),
    endDate: z.iso.date({ error: 'Enter endDate as YYYY-MM-DD' }).optional(),
  })
  .refine((q) => !q.startDate || !q.endDate || q.startDate <= q.endDate, {
    message: 'startDate must not be after endDate',
    path: ['endDate'],
  });
export type TrendQuery = z.infer<typeof trendQuerySchema>;

/** GET /super-admin/order-trends: orders made per period, how many of them are paid, and their sales. */
export const orderTrendsSchema = z.object({
  period: z.enum(PERIODS),
  startDate: z.string(),
  endDate: z.string(),
  points: z.array(
    z.object({ periodStart: z.string(), orders: z.number().int(), paidOrders: z.number().int(), salesCents: z.number().int() }),
  ),
});
export type OrderTrends = z.infer<typeof orderTrendsSchema>;
export const orderTrendsReplySchema = envelope(orderTrendsSchema);

/** GET /super-admin/patient-care-stats: where orders and patients stand, and orders per product. */
export const patientCareStatsSchema = z.object({
  ordersByStatus: z.array(z.object({ status: orderStatusSchema, count: z.number().int() })),
  patientsByStatus: z.array(z.object({ status: patientStatusSchema, count: z.number().int() })),
  products: z.array(z.object({ productName: z.string(), medication: z.string(), orders: z.number().int(), patients: z.number().int() })),
});
export type PatientCareStats = z.infer<typeof patientCareStatsSchema>;
export const patientCareStatsReplySchema = envelope(patientCareStatsSchema);

/** GET /super-admin/user-metrics: live accounts by role and status, and sign-ups per period. */
export const userMetricsSchema = z.object({
  period: z.enum(PERIODS),
  startDate: z.string(),
  endDate: z.string(),
  byRole: z.array(z.object({ role: roleSchema, active: z.number().int(), inactive: z.number().int() })),
  signUps: z.array(z.object({ periodStart: z.string(), count: z.number().int() })),
});
export type UserMetrics = z.infer<typeof userMetricsSchema>;
export const userMetricsReplySchema = envelope(userMetricsSchema);
