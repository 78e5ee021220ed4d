import type { ReactNode } from 'react';
import type { PricingPlan, ProductVariation } from '@contracts/catalog';
import { usePricingPlans } from '@/api/catalog/get-pricing-plans';
import { useProductVariations } from '@/api/catalog/get-product-variations';
import { LoadingCard } from './loading-card';
import { StepActions, StepCard } from './step-card';

interface ChosenTreatmentProps {
  /** The medication and plan kept with the intake (or renewal): a reload on Payment rebuilds the order from them. */
  variationKey: string | undefined;
  planId: PricingPlan['id'];
  onBack: () => void;
  children: (variation: ProductVariation, plan: PricingPlan) => ReactNode;
}

/**
 * The payment steps' chosen treatment, read from the catalog: loading while it loads, and a way back when the
 * medication or plan is no longer offered; otherwise `children` with both.
 */
export function ChosenTreatment({ variationKey, planId, onBack, children }: ChosenTreatmentProps) {
  const variations = useProductVariations();
  const plans = usePricingPlans();
  const variation = variations.data?.find((v) => v.key === variationKey);
  const plan = plans.data?.find((p) => p.id === planId);
  if (variation && plan) return children(variation, plan);
  if (!variations.error && !plans.error && (!variations.data || !plans.data)) return <LoadingCard label="Loading your order…" />;
  return (
    <StepCard title="Payment" description="Your treatment is no longer available. Please go back and choose it again.">
      <StepActions onBack={onBack} disabled />
    </StepCard>
  );
}
