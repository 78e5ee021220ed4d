import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from './auth';
import { envelope, pageOf, roleSchema } from './common';

// Super admins managing accounts: every user (GET /super-admin/users, reset a user's OTP), the admins
// (POST /super-admin/create-admin, DELETE /super-admin/delete-admin/{id}) and the health professionals
// (/super-admin/health-professionals): the care team's accounts.

/** Health professionals are the care team's accounts (the care team portal): nurses, client specialists and support. */
export const HEALTH_PRO_ROLES = ['NURSER', 'CLIENT_SPECIALIST', 'CUSTOMER_SUPPORT'] as const;
export const healthProRoleSchema = z.enum(HEALTH_PRO_ROLES);
export type HealthProRole = z.infer<typeof healthProRoleSchema>;
export const HEALTH_PRO_ROLE_TEXT: Record<HealthProRole, string> = {
  NURSER: 'Nurse',
  CLIENT_SPECIALIST: 'Client specialist',
  CUSTOMER_SUPPORT: 'Customer support',
};

export const accountSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  role: roleSchema,
  status: z.enum(['ACTIVE', 'INACTIVE']),
  createdAt: z.string(),
});
export type Account = z.infer<typeof accountSchema>;

const listBase = {
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  /** Part of a name or an e-mail. */
  search: z.string().trim().max(100).optional(),
  sort: z.enum(['createdAt:desc', 'createdAt:asc']).default('createdAt:desc'),
};

const accountPage = <T extends z.ZodType>(item: T) =>
  pageOf(item).extend({
    /** More accounts match than were counted: `total` is the count's cap. */
    totalIsEstimate: z.boolean().optional(),
  });

/** GET /super-admin/users: every live account, newest first; by role, searched by name or e-mail. */
export const userListQuerySchema = z.object({ ...listBase, role: roleSchema.optional() });
export type UserListQuery = z.infer<typeof userListQuerySchema>;
export const userListReplySchema = envelope(accountPage(accountSchema));
export type AccountPage = z.infer<typeof userListReplySchema>['data'];

export const userIdParamsSchema = z.object({ userId: z.uuid() });

const name = z.string().trim().min(1, 'Required').max(100);
const newAccountFields = {
  firstName: name,
  lastName: name,
  email: z.email('Enter a valid email address').trim().toLowerCase().max(254),
  phoneNumber: z.string().trim().min(7, 'Enter a phone number').max(30).optional(),
  /**
   * The first password, which the new person signs in with (then a code mailed to them, as every sign-in). They are
   * e-mailed that the account exists; the password is never mailed: the admin gives it to them.
   */
  password: z
    .string()
    .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(200, 'Password is too long'),
};

/** POST /super-admin/create-admin. */
export const createAdminBodySchema = z.object(newAccountFields);
export type CreateAdminBody = z.infer<typeof createAdminBodySchema>;
export const accountReplySchema = envelope(accountSchema);

/** POST /super-admin/health-professionals. */
export const createHealthProBodySchema = z.object({ ...newAccountFields, role: healthProRoleSchema });
export type CreateHealthProBody = z.infer<typeof createHealthProBodySchema>;

/** GET /super-admin/health-professionals: newest first, by role, searched by name or e-mail. */
export const healthProListQuerySchema = z.object({ ...listBase, role: healthProRoleSchema.optional() });
export type HealthProListQuery = z.infer<typeof healthProListQuerySchema>;
export const healthProListReplySchema = userListReplySchema;

/** GET /super-admin/health-professionals/summary. */
export const healthProSummarySchema = z.object({
  total: z.number().int(),
  active: z.number().int(),
  inactive: z.number().int(),
  newThisMonth: z.number().int(),
  newLastMonth: z.number().int(),
  /** New this month against new last month, in percent (0 when last month had none: see newLastMonth). */
  increaseRate: z.number(),
  byRole: z.array(z.object({ role: healthProRoleSchema, count: z.number().int() })),
});
export type HealthProSummary = z.infer<typeof healthProSummarySchema>;
export const healthProSummaryReplySchema = envelope(healthProSummarySchema);

/** A sales person's commission rate may be set from 0 to 50% (in basis points: 1000 = 10%). */
export const MAX_SALES_COMMISSION_BPS = 5000;
/** GET/PUT /super-admin/sales-people/{userId}/commission-rate: a sales person's rate (applies to later orders only). */
export const salesCommissionRateSchema = z.object({ userId: z.uuid(), name: z.string(), commissionRateBps: z.number().int() });
export type SalesCommissionRate = z.infer<typeof salesCommissionRateSchema>;
export const salesCommissionRateReplySchema = envelope(salesCommissionRateSchema);
export const updateSalesCommissionRateBodySchema = z.object({
  commissionRateBps: z
    .number('Enter a rate in basis points')
    .int('Enter a whole number of basis points')
    .min(0, 'The rate cannot be negative')
    .max(MAX_SALES_COMMISSION_BPS, 'The rate is at most 50% (5000 basis points)'),
});
export type UpdateSalesCommissionRateBody = z.infer<typeof updateSalesCommissionRateBodySchema>;
