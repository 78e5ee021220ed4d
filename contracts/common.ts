import { z } from 'zod';

/** The staff roles: everyone but the administrators and the patients. */
export const STAFF_ROLES = [
  'GYM_OWNER',
  'SALES_PERSON',
  'DOCTOR',
  'MEDICAL_PROVIDER',
  'NURSER',
  'CLIENT_SPECIALIST',
  'CUSTOMER_SUPPORT',
] as const;
export const ROLES = ['SUPER_ADMIN', ...STAFF_ROLES, 'PATIENT'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

/** Every success reply: `{ data, message? }`. */
/** A change's body: any of the object's fields, and at least one of them (a PATCH sends only what changes). */
export const changesOf = <Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>) =>
  schema.partial().refine((b) => Object.keys(b).length > 0, 'Send at least one field to change');

export const envelope = <T extends z.ZodType>(data: T) => z.object({ data, message: z.string().optional() });

export const errorDetailSchema = z.object({ path: z.string(), message: z.string() });
/** Every error reply: `{ message, code, details? }`. */
export const errorSchema = z.object({
  message: z.string(),
  code: z.string(),
  details: z.array(errorDetailSchema).optional(),
});
export type ApiError = z.infer<typeof errorSchema>;

export const idParamsSchema = z.object({ id: z.uuid() });

/** `query` refused when its date range ends before it starts, the error on `on`: 'startDate must not be after endDate'. */
export const inOrder = <T extends z.ZodType<{ startDate?: string; endDate?: string }>>(query: T, on: 'startDate' | 'endDate') =>
  query.refine((q) => !q.startDate || !q.endDate || q.startDate <= q.endDate, {
    message: 'startDate must not be after endDate',
    path: [on],
  });

/** A chart's buckets (day, week or month; month unless asked) over an optional range of days. */
export const periodRangeSchema = z.object({
  period: z.enum(['day', 'week', 'month']).default('month'),
  startDate: z.iso.date().optional(),
  endDate: z.iso.date().optional(),
});

/** The query of a list endpoint: page, limit, a search and one of the list's sorts. */
export const listQuerySchema = <const Sort extends string>(sorts: readonly [Sort, ...Sort[]], defaultSort: NoInfer<Sort>) =>
  z.object({
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(10),
    search: z.string().trim().max(100).optional(),
    sort: z.enum(sorts).default(defaultSort),
  });

/** The reply of a paged list: `{ items, total, page, limit, totalPages }`. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
    totalPages: z.number().int(),
  });

export const messageOnlySchema = envelope(z.null());
