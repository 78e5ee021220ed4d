import { z } from 'zod';
import { envelope } from './common';

/** What every catalog shows of a variation: its key, its product, its name and dose. */
export const variationNamesSchema = z.object({
  key: z.string(),
  productId: z.uuid(),
  productName: z.string(),
  medication: z.string(),
  name: z.string(),
  dose: z.string(),
});

export const productVariationSchema = variationNamesSchema.extend({ monthlyPriceCents: z.number().int() });
export type ProductVariation = z.infer<typeof productVariationSchema>;
export const productVariationsReplySchema = envelope(z.object({ productVariations: z.array(productVariationSchema) }));

export const usStateSchema = z.object({ code: z.string().length(2), name: z.string() });
export type UsState = z.infer<typeof usStateSchema>;
export const statesReplySchema = envelope(z.object({ states: z.array(usStateSchema) }));

/** A billing cadence; the price of a plan for a variation = monthly price x months x (100 - discount) %. */
export const pricingPlanSchema = z.object({
  id: z.enum(['monthly', 'quarterly', 'semiannual']),
  name: z.string(),
  months: z.number().int(),
  discountPercent: z.number().int(),
  description: z.string(),
});
export type PricingPlan = z.infer<typeof pricingPlanSchema>;
export const pricingPlansReplySchema = envelope(z.object({ plans: z.array(pricingPlanSchema) }));
