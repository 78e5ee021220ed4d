import { z } from 'zod';

export const ROLES = [
  'SUPER_ADMIN',
  'GYM_OWNER',
  'SALES_PERSON',
  'DOCTOR',
  'MEDICAL_PROVIDER',
  'NURSER',
  'CLIENT_SPECIALIST',
  'CUSTOMER_SUPPORT',
  'PATIENT',
] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

/** Every success reply: `{ data, message? }`. */
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

export const paginationQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  search: z.string().trim().max(200).optional(),
  sort: z.string().max(60).optional(),
});
export type PaginationQuery = z.infer<typeof paginationQuerySchema>;

export const messageOnlySchema = envelope(z.null());
