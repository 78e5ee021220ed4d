import useSWR from 'swr';
import { pricingPlansReplySchema } from '@contracts/catalog';
import { apiClient } from '@/lib/api-client';

export const PRICING_PLANS_KEY = '/pricing-plans';

/** GET /pricing-plans: billing cadences and their discounts. */
export async function getPricingPlans() {
  const reply = await apiClient.get(PRICING_PLANS_KEY);
  return pricingPlansReplySchema.parse(reply.data).data.plans;
}

export const usePricingPlans = () => useSWR(PRICING_PLANS_KEY, getPricingPlans, { revalidateOnFocus: false });
