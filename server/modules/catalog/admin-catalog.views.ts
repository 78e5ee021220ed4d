import type { PricingPlan, AdminVariation, MedicationProduct, ProductDetail } from '#contracts/catalog';
import type { ProductRow, VariationRow } from './admin-catalog.repository';
import type { DetailRow } from './product-details.repository';

/** A plan's price for a monthly price: monthly x months, less the plan's discount, rounded to the cent. */
export const planAmountCents = (monthlyPriceCents: number, plan: PricingPlan) =>
  Math.round((monthlyPriceCents * plan.months * (100 - plan.discountPercent)) / 100);

export const productView = (r: ProductRow): MedicationProduct => ({
  id: r.id,
  name: r.name,
  medication: r.medication,
  description: r.description,
  active: r.active,
  createdAt: r.created_at.toISOString(),
  variationCount: r.variation_count ?? 0,
  fromMonthlyPriceCents: r.from_monthly_price_cents ?? null,
});

/** A variation as the patients' and the administrator's catalog both show it: its key, its product, its name and dose. */
export const variationNamesView = (r: Pick<VariationRow, 'key' | 'product_id' | 'product_name' | 'medication' | 'name' | 'dose'>) => ({
  key: r.key,
  productId: r.product_id,
  productName: r.product_name,
  medication: r.medication,
  name: r.name,
  dose: r.dose,
});

export const variationView = (r: VariationRow, plans: readonly PricingPlan[]): AdminVariation => ({
  ...variationNamesView(r),
  supply: r.supply,
  monthlyPriceCents: r.monthly_price_cents,
  active: r.active,
  position: r.position,
  updatedAt: r.updated_at.toISOString(),
  priceChange: r.price_changed_at ? { at: r.price_changed_at.toISOString(), by: r.price_changed_by_name } : null,
  planPrices: plans.map((p) => ({ planId: p.id, name: p.name, months: p.months, amountCents: planAmountCents(r.monthly_price_cents, p) })),
});

export const detailView = (r: DetailRow): ProductDetail => ({
  id: r.id,
  productId: r.product_id,
  section: r.section,
  title: r.title,
  body: r.body,
  position: r.position,
  updatedAt: r.updated_at.toISOString(),
});
