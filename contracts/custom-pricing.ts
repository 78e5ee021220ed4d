import { z } from 'zod';
import { envelope, listQuerySchema, pageOf } from './common';

/**
 * Custom pricing (SUPER_ADMIN, /super-admin/custom-pricing): a partner's own monthly price for a product variation,
 * in integer cents, one per (partner, variation). An order billed to the partner is priced with it when it is made.
 */

export const customPriceSchema = z.object({
  id: z.uuid(),
  partnerId: z.uuid(),
  partnerName: z.string(),
  productVariationKey: z.string(),
  productName: z.string(),
  variationName: z.string(),
  dose: z.string(),
  /** The catalog's monthly price, to compare with. */
  listMonthlyPriceCents: z.number().int(),
  monthlyPriceCents: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CustomPrice = z.infer<typeof customPriceSchema>;

export const CUSTOM_PRICE_SORTS = ['createdAt:desc', 'createdAt:asc', 'monthlyPriceCents:asc', 'monthlyPriceCents:desc'] as const;
export const customPriceListQuerySchema = listQuerySchema(CUSTOM_PRICE_SORTS, 'createdAt:desc').extend({
  /** Only this partner's prices. */
  partnerId: z.uuid().optional(),
});
export type CustomPriceListQuery = z.infer<typeof customPriceListQuerySchema>;
export const customPriceListReplySchema = envelope(pageOf(customPriceSchema));
export const customPriceReplySchema = envelope(customPriceSchema);

/** At most $100,000.00 a month: anything more is a typing mistake. */
const monthlyPriceCents = z
  .number({ error: 'Enter the monthly price in cents' })
  .int('The monthly price is whole cents')
  .min(1, 'The monthly price must be more than $0.00')
  .max(10_000_000, 'The monthly price must be at most $100,000.00');

export const createCustomPriceBodySchema = z.strictObject({
  partnerId: z.uuid('Choose a partner'),
  productVariationKey: z.string().trim().min(1, 'Choose a product variation').max(100),
  monthlyPriceCents,
});
export type CreateCustomPriceBody = z.infer<typeof createCustomPriceBodySchema>;
export const updateCustomPriceBodySchema = z.strictObject({ monthlyPriceCents });
export type UpdateCustomPriceBody = z.infer<typeof updateCustomPriceBodySchema>;
