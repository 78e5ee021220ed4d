import type { PricingPlan, ProductVariation } from '@contracts/catalog';

/** Monthly price x months, less the plan's discount; integer cents. */
export function planPriceCents(
  variation: Pick<ProductVariation, 'monthlyPriceCents'>,
  plan: Pick<PricingPlan, 'months' | 'discountPercent'>,
): number {
  return Math.round((variation.monthlyPriceCents * plan.months * (100 - plan.discountPercent)) / 100);
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export function formatUsd(cents: number): string {
  return usd.format(cents / 100);
}
