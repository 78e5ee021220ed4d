import type { PricingPlan, ProductVariation } from '#contracts/catalog';
import type { DoctorMedication } from '#contracts/order-review';
import type { Ctx } from '#server/platform/context';
import { containsPattern } from '#server/platform/db/list';
import { unprocessable } from '#server/platform/errors';
import { variationNamesView } from './admin-catalog.views';
import { findVariation, listActiveVariations, variationKeysOfProductsLike } from './catalog.repository';

export const PRICING_PLANS: readonly PricingPlan[] = [
  { id: 'monthly', name: 'Monthly', months: 1, discountPercent: 0, description: 'Billed every month. Cancel any time.' },
  { id: 'quarterly', name: 'Every 3 months', months: 3, discountPercent: 10, description: 'Three months at a time, 10% off.' },
  { id: 'semiannual', name: 'Every 6 months', months: 6, discountPercent: 15, description: 'Six months at a time, 15% off.' },
];

export async function productVariations(ctx: Ctx): Promise<ProductVariation[]> {
  const rows = await listActiveVariations(ctx.db);
  return rows.map((r) => ({ ...variationNamesView(r), monthlyPriceCents: r.monthly_price_cents }));
}

/** An active variation of an active product, or undefined. */
export const activeVariation = (ctx: Ctx, key: string) => findVariation(ctx.db, key);

/** The variation keys of the products whose name contains the search (an order search by product); catalog data, no patient's. */
export const variationKeysNamed = (ctx: Ctx, search: string) => variationKeysOfProductsLike(ctx.db, containsPattern(search));

/** The catalog's first active variation: where a new order starts before a dose is chosen. */
export const firstActiveVariation = async (ctx: Ctx) => (await listActiveVariations(ctx.db))[0];

/** Active products with their active doses, grouped from one joined query. */
export async function medications(ctx: Ctx): Promise<DoctorMedication[]> {
  const byProduct = new Map<string, DoctorMedication>();
  for (const r of await listActiveVariations(ctx.db)) {
    let medication = byProduct.get(r.product_id);
    if (!medication) {
      medication = { productId: r.product_id, name: r.product_name, medication: r.medication, description: r.description, variations: [] };
      byProduct.set(r.product_id, medication);
    }
    medication.variations.push({ key: r.key, name: r.name, dose: r.dose, monthlyPriceCents: r.monthly_price_cents });
  }
  return [...byProduct.values()];
}

/** The price of a plan for a variation, in cents; refuses unknown or inactive choices. */
export async function quote(ctx: Ctx, variationKey: string, planId: string) {
  const plan = PRICING_PLANS.find((p) => p.id === planId);
  const variation = await findVariation(ctx.db, variationKey);
  if (!plan || !variation) throw unprocessable('Choose an available medication and plan', 'INVALID_PLAN');
  return { plan, variation, amountCents: listPriceCents(variation.monthly_price_cents, plan) };
}

/** The list price of a plan: the monthly price times the months, less the plan's discount. */
export const listPriceCents = (monthlyPriceCents: number, plan: Pick<PricingPlan, 'months' | 'discountPercent'>) =>
  Math.round((monthlyPriceCents * plan.months * (100 - plan.discountPercent)) / 100);
