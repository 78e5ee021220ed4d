import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import type { PricingPlan, ProductVariation } from '@contracts/catalog';
import { EmptyState } from '@/components/empty-state';
import { RetryAlert } from '@/components/retry-alert';
import { usePricingPlans } from '@/api/catalog/get-pricing-plans';
import { useProductVariations } from '@/api/catalog/get-product-variations';
import { formatUsd, planPriceCents } from '@/features/intake/model/pricing';
import { LoadingCard } from './loading-card';
import { OptionCards } from './option-cards';
import { StepActions, StepCard } from './step-card';
import { countOf } from '@contracts/plural';

export interface TreatmentChoice {
  variation: ProductVariation;
  plan: PricingPlan;
  /** What the checkout will charge for it, as the server priced it (the intake's `prices`): the partner's price where it has one. */
  amountCents?: number;
}

interface TreatmentStepProps {
  variationKey?: string | null;
  planId?: string | null;
  saving: boolean;
  onBack?: () => void;
  onSubmit: (choice: TreatmentChoice) => void;
}

/** The medication and dose, and how often to be billed, with the price of each plan. */
export function TreatmentStep({ variationKey, planId, saving, onBack, onSubmit }: TreatmentStepProps) {
  const variations = useProductVariations();
  const plans = usePricingPlans();
  const [key, setKey] = useState(variationKey ?? '');
  const [plan, setPlan] = useState(planId ?? '');
  const [errors, setErrors] = useState<{ variation?: string; plan?: string }>({});

  if (variations.error || plans.error) {
    const retry = () => void Promise.all([variations.mutate(), plans.mutate()]);
    return (
      <StepCard title="Treatment">
        <RetryAlert onRetry={retry}>We could not load the treatments. Please try again.</RetryAlert>
        <StepActions onBack={onBack} disabled />
      </StepCard>
    );
  }
  if (!variations.data || !plans.data) return <LoadingCard label="Loading treatments…" />;
  if (variations.data.length === 0 || plans.data.length === 0) {
    return <EmptyState title="No treatments are available right now" description="Please check back soon, or contact our care team." />;
  }

  const variation = variations.data.find((v) => v.key === key);
  const chosenPlan = plans.data.find((p) => p.id === plan);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = { variation: variation ? undefined : 'Choose a medication', plan: chosenPlan ? undefined : 'Choose a plan' };
    setErrors(found);
    if (variation && chosenPlan) onSubmit({ variation, plan: chosenPlan });
  };

  return (
    <StepCard
      title="Treatment"
      description="Choose your medication and plan. Your doctor confirms the dose before anything is shipped."
      onSubmit={submit}
    >
      <OptionCards
        label="Medication"
        value={key}
        error={errors.variation}
        onChange={(v) => {
          setKey(v);
          setErrors((e) => ({ ...e, variation: undefined }));
        }}
        options={variations.data.map((v) => ({
          value: v.key,
          title: v.name,
          detail: `${v.medication} · ${v.dose}`,
          aside: <Typography sx={{ fontWeight: 600 }}>{formatUsd(v.monthlyPriceCents)}/mo</Typography>,
        }))}
      />
      <OptionCards
        label="Plan"
        value={plan}
        error={errors.plan}
        onChange={(v) => {
          setPlan(v);
          setErrors((e) => ({ ...e, plan: undefined }));
        }}
        options={plans.data.map((p) => ({
          value: p.id,
          title: p.name,
          detail: planDetail(p, variation),
          aside: variation && <Typography sx={{ fontWeight: 600 }}>{formatUsd(planPriceCents(variation, p))}</Typography>,
        }))}
      />
      {variation && chosenPlan && (
        <Box sx={{ bgcolor: 'action.hover', borderRadius: 2, px: 2, py: 1.5 }}>
          <Typography sx={{ fontWeight: 600 }}>
            Total: {formatUsd(planPriceCents(variation, chosenPlan))} for {countOf(chosenPlan.months, 'month')}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            You pay only after your answers are complete. If the doctor does not approve the treatment, you are refunded.
          </Typography>
        </Box>
      )}
      <StepActions onBack={onBack} loading={saving} />
    </StepCard>
  );
}

/** The plan's description and what it saves: in dollars once a medication is chosen, else its percent unless the description already says it. */
function planDetail(plan: PricingPlan, variation: ProductVariation | undefined): string {
  if (plan.discountPercent <= 0) return plan.description;
  if (variation)
    return `${plan.description} · You save ${formatUsd(variation.monthlyPriceCents * plan.months - planPriceCents(variation, plan))}`;
  return plan.description.includes(`${plan.discountPercent}%`) ? plan.description : `${plan.description} · Save ${plan.discountPercent}%`;
}
