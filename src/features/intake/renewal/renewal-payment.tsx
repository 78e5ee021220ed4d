import type { Answers } from '@contracts/onboarding';
import type { PricingPlan } from '@contracts/catalog';
import type { CheckoutResult } from '@/api/payments/checkout';
import { useCreateRenewalOrder } from '@/api/payments/create-renewal-order';
import { ChosenTreatment } from '@/features/intake/components/chosen-treatment';
import { PaymentStep } from '@/features/intake/components/payment-step';

interface RenewalPaymentProps {
  renewalToken: string;
  answers: Answers;
  /** The medication saved with the renewal and the plan kept in its draft: a reload on Payment rebuilds the order. */
  variationKey: string;
  planId: PricingPlan['id'];
  /** The partner paying for the treatment, when it does: no card is taken. */
  coveredBy: string | null;
  /** What the renewal will charge for the plan, as the server priced it. */
  amountCents?: number;
  onBack: () => void;
  onPaid: (result: CheckoutResult) => void;
}

/** The renewal's last step: pays for the chosen plan (unless the partner covers it) and makes the renewal order. */
export function RenewalPayment({
  renewalToken,
  answers,
  variationKey,
  planId,
  coveredBy,
  amountCents,
  onBack,
  onPaid,
}: RenewalPaymentProps) {
  const order = useCreateRenewalOrder();
  return (
    <ChosenTreatment variationKey={variationKey} planId={planId} onBack={onBack}>
      {(variation, plan) => (
        <PaymentStep
          choice={{ variation, plan, amountCents }}
          askPassword={false}
          coveredBy={coveredBy}
          onBack={onBack}
          onPaid={onPaid}
          pay={({ payment, idempotencyKey }) =>
            order.trigger({ renewalToken, answers, planId: plan.id, productVariationKey: variation.key, payment, idempotencyKey })
          }
        />
      )}
    </ChosenTreatment>
  );
}
