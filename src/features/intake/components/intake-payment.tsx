import { CONSENT_VERSIONS, type IntakeProfile } from '@contracts/onboarding';
import type { PricingPlan } from '@contracts/catalog';
import { useCheckout, type CheckoutResult } from '@/api/payments/checkout';
import { ChosenTreatment } from './chosen-treatment';
import { PaymentStep } from './payment-step';

interface IntakePaymentProps {
  intakeId: string;
  intakeToken: string;
  profile: Partial<IntakeProfile>;
  planId: PricingPlan['id'];
  signedName: string;
  /** The partner paying for the treatment, when it does: no card is taken. */
  coveredBy: string | null;
  /** What the checkout will charge for the plan, as the server priced it. */
  amountCents?: number;
  onBack: () => void;
  onPaid: (result: CheckoutResult) => void;
}

/** The intake's last step: pays for the chosen plan (unless the partner covers it) and creates the account (POST /patients). */
export function IntakePayment({
  intakeId,
  intakeToken,
  profile,
  planId,
  signedName,
  coveredBy,
  amountCents,
  onBack,
  onPaid,
}: IntakePaymentProps) {
  const checkout = useCheckout();
  return (
    <ChosenTreatment variationKey={profile.productVariationKey} planId={planId} onBack={onBack}>
      {(variation, plan) => (
        <PaymentStep
          choice={{ variation, plan, amountCents }}
          askPassword
          coveredBy={coveredBy}
          onBack={onBack}
          onPaid={onPaid}
          pay={({ payment, idempotencyKey, password = '' }) =>
            checkout.trigger({
              intakeToken,
              body: {
                intakeId,
                planId: plan.id,
                productVariationKey: variation.key,
                password,
                consent: {
                  signedName,
                  telehealthVersion: CONSENT_VERSIONS.TELEHEALTH,
                  privacyVersion: CONSENT_VERSIONS.PRIVACY,
                  agreed: true,
                },
                payment,
                idempotencyKey,
              },
            })
          }
        />
      )}
    </ChosenTreatment>
  );
}
