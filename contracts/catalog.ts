import { z } from 'zod';
import { envelope, listQuerySchema, pageOf } from './common';

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

// The super admin's product catalog (issue 14): medication products, their variations (dose, supply, monthly price in
// cents), their details (titled sections), medication options, and the most-ordered medications with their CSV.

export const PRODUCT_UPDATED = 'Product updated successfully';
export const VARIATION_UPDATED = 'Variation updated successfully';

const productStatusSchema = z.enum(['ACTIVE', 'INACTIVE']);
export const PRODUCT_STATUSES = productStatusSchema.options;
export type ProductStatus = z.infer<typeof productStatusSchema>;

/** GET /super-admin/medications/options?name=&type=: the medications to pick from, by name (contains) or type. */
export const medicationOptionsQuerySchema = z.object({
  name: z.string().trim().max(100).optional(),
  type: z.string().trim().max(50).optional(),
});
export const medicationOptionSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The medication's type: its active ingredient (semaglutide, tirzepatide). */
  type: z.string(),
  active: z.boolean(),
  /** Its variations (doses) in order, each with its monthly price. */
  variations: z.array(z.object({ key: z.string(), name: z.string(), dose: z.string(), monthlyPriceCents: z.number().int() })),
});
export type MedicationOption = z.infer<typeof medicationOptionSchema>;
export const medicationOptionsReplySchema = envelope(z.object({ options: z.array(medicationOptionSchema), types: z.array(z.string()) }));
export type MedicationOptions = z.infer<typeof medicationOptionsReplySchema>['data'];

/** One medication product as the admin lists it. */
export const medicationProductSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  medication: z.string(),
  description: z.string(),
  active: z.boolean(),
  createdAt: z.string(),
  variationCount: z.number().int(),
  /** The lowest monthly price of its active variations, or null when it has none. */
  fromMonthlyPriceCents: z.number().int().nullable(),
});
export type MedicationProduct = z.infer<typeof medicationProductSchema>;

/** GET /super-admin/medication-products: search (name or medication), status, sort, page. */
export const medicationProductListQuerySchema = listQuerySchema(
  ['name:asc', 'name:desc', 'createdAt:desc', 'createdAt:asc'],
  'name:asc',
).extend({ status: productStatusSchema.optional() });
export type MedicationProductListQuery = z.infer<typeof medicationProductListQuerySchema>;
export const medicationProductListReplySchema = envelope(pageOf(medicationProductSchema));

/** A plan's price for a variation, as a new order would pay it (monthly price x months, less the plan's discount). */
export const planPriceSchema = z.object({ planId: z.string(), name: z.string(), months: z.number().int(), amountCents: z.number().int() });

/** A product variation as the admin sees and edits it. */
export const adminVariationSchema = variationNamesSchema.extend({
  supply: z.string(),
  monthlyPriceCents: z.number().int(),
  active: z.boolean(),
  position: z.number().int(),
  updatedAt: z.string(),
  /** Who last changed the price, and when: null until it first changes. */
  priceChange: z.object({ at: z.string(), by: z.string().nullable() }).nullable(),
  planPrices: z.array(planPriceSchema),
});
export type AdminVariation = z.infer<typeof adminVariationSchema>;

/** GET /super-admin/medication-products/{id}: the product with its variations. */
export const medicationProductDetailSchema = medicationProductSchema.extend({ variations: z.array(adminVariationSchema) });
export type MedicationProductDetail = z.infer<typeof medicationProductDetailSchema>;
export const medicationProductReplySchema = envelope(medicationProductDetailSchema);

/** PUT /super-admin/medication-products/{id}. */
export const updateMedicationProductBodySchema = z.strictObject({
  name: z.string().trim().min(1, 'Enter the product name').max(200),
  description: z.string().trim().max(2000),
  active: z.boolean(),
});
export type UpdateMedicationProductBody = z.infer<typeof updateMedicationProductBodySchema>;

/** GET /super-admin/product-variations: search (key, name, dose), a product, status, sort, page. */
export const productVariationListQuerySchema = listQuerySchema(
  ['product:asc', 'price:asc', 'price:desc', 'updatedAt:desc'],
  'product:asc',
).extend({ productId: z.uuid().optional(), status: productStatusSchema.optional() });
export type ProductVariationListQuery = z.infer<typeof productVariationListQuerySchema>;
export const productVariationListReplySchema = envelope(pageOf(adminVariationSchema));
export const variationKeyParamsSchema = z.object({ key: z.string().regex(/^[a-z0-9-]{1,100}$/, 'Unknown variation key') });
export const adminVariationReplySchema = envelope(adminVariationSchema);

/** The highest monthly price a variation may have: $10,000.00. */
export const MAX_MONTHLY_PRICE_CENTS = 1_000_000;

/** PUT /super-admin/product-variations/{key}: the price applies to orders made after the change. */
export const updateProductVariationBodySchema = z.strictObject({
  name: z.string().trim().min(1, 'Enter the variation name').max(200),
  dose: z.string().trim().min(1, 'Enter the dose').max(200),
  supply: z.string().trim().min(1, 'Enter the supply').max(200),
  monthlyPriceCents: z
    .number()
    .int('The price is a whole number of cents')
    .min(1, 'The price must be more than $0.00')
    .max(MAX_MONTHLY_PRICE_CENTS, 'The price must be at most $10,000.00'),
  active: z.boolean(),
});
export type UpdateProductVariationBody = z.infer<typeof updateProductVariationBodySchema>;

export const productDetailSectionSchema = z.enum(['DESCRIPTION', 'SIDE_EFFECTS', 'STORAGE', 'FAQ', 'OTHER']);
export const PRODUCT_DETAIL_SECTIONS = productDetailSectionSchema.options;
export type ProductDetailSection = z.infer<typeof productDetailSectionSchema>;

export const productDetailSchema = z.object({
  id: z.uuid(),
  productId: z.uuid(),
  section: productDetailSectionSchema,
  title: z.string(),
  body: z.string(),
  position: z.number().int(),
  updatedAt: z.string(),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

/** GET /super-admin/product-details: a product's details (or every product's), in order. */
export const productDetailListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  productId: z.uuid().optional(),
  section: productDetailSectionSchema.optional(),
});
export type ProductDetailListQuery = z.infer<typeof productDetailListQuerySchema>;
export const productDetailListReplySchema = envelope(pageOf(productDetailSchema));
export const productDetailReplySchema = envelope(productDetailSchema);

const detailFields = {
  section: productDetailSectionSchema,
  title: z.string().trim().min(1, 'Enter a title').max(200),
  body: z.string().trim().min(1, 'Enter the text').max(10_000),
  /** Where it goes among the product's details (0 first); last when left out. */
  position: z.number().int().min(0).max(10_000).optional(),
};
export const createProductDetailBodySchema = z.strictObject({ productId: z.uuid(), ...detailFields });
export type CreateProductDetailBody = z.infer<typeof createProductDetailBodySchema>;
export const updateProductDetailBodySchema = z.strictObject(detailFields);
export type UpdateProductDetailBody = z.infer<typeof updateProductDetailBodySchema>;

/** The longest range the statistics read at once: about five years. */
export const STATS_MAX_DAYS = 1830;

const rangeFields = { startDate: z.iso.date('Enter startDate as YYYY-MM-DD'), endDate: z.iso.date('Enter endDate as YYYY-MM-DD') };
const daysBetween = (a: string, b: string) => (Date.parse(b) - Date.parse(a)) / 86_400_000;
const inOrder = (q: { startDate: string; endDate: string }) => q.startDate <= q.endDate;
const notTooLong = (q: { startDate: string; endDate: string }) => daysBetween(q.startDate, q.endDate) <= STATS_MAX_DAYS;

/** GET /super-admin/medication-products/stats: a date range (calendar days, UTC, inclusive), the last 30 days by default. */
export const medicationStatsQuerySchema = z
  .object({ startDate: rangeFields.startDate.optional(), endDate: rangeFields.endDate.optional() })
  .refine((q) => !q.startDate || !q.endDate || inOrder({ startDate: q.startDate, endDate: q.endDate }), {
    message: 'startDate must not be after endDate',
    path: ['endDate'],
  })
  .refine((q) => !q.startDate || !q.endDate || notTooLong({ startDate: q.startDate, endDate: q.endDate }), {
    message: 'Choose a range of at most five years',
    path: ['startDate'],
  });
export type MedicationStatsQuery = z.infer<typeof medicationStatsQuerySchema>;

export const medicationStatSchema = z.object({
  productId: z.uuid(),
  productName: z.string(),
  medication: z.string(),
  orders: z.number().int(),
  patients: z.number().int(),
  paidOrders: z.number().int(),
  /** What the paid orders were sold at, in cents. */
  revenueCents: z.number().int(),
});
export type MedicationStat = z.infer<typeof medicationStatSchema>;
export const medicationStatsReplySchema = envelope(
  z.object({ startDate: z.string(), endDate: z.string(), products: z.array(medicationStatSchema) }),
);
export type MedicationStats = z.infer<typeof medicationStatsReplySchema>['data'];

export const NO_MEDICATIONS_SELECTED = 'No medications selected';
export const MEDICATION_CSV_MAX = 200;

/** GET /super-admin/medication-products/stats/download?ids=a,b&startDate&endDate: the CSV of the selected products. */
export const medicationStatsDownloadQuerySchema = z
  .object({
    ids: z
      .string({ error: NO_MEDICATIONS_SELECTED })
      .trim()
      .min(1, NO_MEDICATIONS_SELECTED)
      .transform((v) => [...new Set(v.split(',').map((id) => id.trim()))])
      .pipe(z.array(z.uuid('Each medication id must be a UUID')).min(1, NO_MEDICATIONS_SELECTED).max(MEDICATION_CSV_MAX)),
    ...rangeFields,
  })
  .refine(inOrder, { message: 'startDate must not be after endDate', path: ['endDate'] })
  .refine(notTooLong, { message: 'Choose a range of at most five years', path: ['startDate'] });
export type MedicationStatsDownloadQuery = z.infer<typeof medicationStatsDownloadQuerySchema>;

/** The CSV's columns, in order; amounts in dollars with two decimals. */
export const MEDICATION_CSV_COLUMNS = [
  'Product',
  'Medication',
  'Orders',
  'Patients',
  'Paid orders',
  'Revenue (USD)',
  'Start date',
  'End date',
] as const;

/** The file name of the medications CSV made on `day` (YYYY-MM-DD). */
export const medicationCsvFileName = (day: string) => `most-ordered-medications_${day}.csv`;
