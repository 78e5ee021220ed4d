import { z } from 'zod';
import { createAdminBodySchema, createHealthProBodySchema } from '@contracts/staff-accounts';

/** The phone is optional: an empty field is sent as no phone at all, a filled one must be a number. */
const optionalPhone = z
  .union([z.literal(''), z.string().trim().min(7, 'Enter a phone number').max(30)])
  .optional()
  .transform((v) => v || undefined);

export const adminFormSchema = createAdminBodySchema.extend({ phoneNumber: optionalPhone });
export const healthProFormSchema = createHealthProBodySchema.extend({ phoneNumber: optionalPhone });
