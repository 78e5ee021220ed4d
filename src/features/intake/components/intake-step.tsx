import type { UpdateIntakeBody } from '@contracts/onboarding';
import type { CheckoutResult } from '@/api/payments/checkout';
import { useStates } from '@/api/catalog/get-states';
import type { FlowStep } from '@/features/intake/model/steps';
import { AboutYouStep } from './about-you-step';
import { AddressStep } from './address-step';
import { BodyStep } from './body-step';
import { ConsentStep } from './consent-step';
import { DetailsStep } from './details-step';
import { IntakePayment } from './intake-payment';
import { QuestionsStep } from './questions-step';
import { TreatmentStep } from './treatment-step';
import type { IntakeSession } from './use-intake-session';

interface IntakeStepProps {
  step: FlowStep;
  session: IntakeSession;
  isFirst: boolean;
  createError: string | null;
  signedName: string | null;
  onBack: () => void;
  onSave: (body: Omit<UpdateIntakeBody, 'currentStep'>) => void;
  onSigned: (signedName: string) => void;
  onPaid: (result: CheckoutResult) => void;
}

/** The screen of one step of the intake. */
export function IntakeStep({ step, session, isFirst, createError, signedName, onBack, onSave, onSigned, onPaid }: IntakeStepProps) {
  const states = useStates();
  const { data, draft, saving } = session;
  const profile = data?.intake.profile ?? {};
  const back = isFirst ? undefined : onBack;
  const coveredBy = data?.partner?.coversTreatment ? data.partner.businessName : null;
  // What the checkout will charge for the chosen plan: the server's price (the partner's own, where it has one).
  const amountCents = data?.prices?.find((p) => p.planId === draft?.planId)?.amountCents;

  switch (step.kind) {
    case 'about-you':
      return <AboutYouStep profile={profile} error={createError} saving={saving} onSubmit={(v) => onSave({ profile: v })} />;
    case 'details':
      return <DetailsStep profile={profile} saving={saving} onBack={back} onSubmit={(v) => onSave({ profile: v })} />;
    case 'body':
      return (
        <BodyStep
          profile={profile}
          savedBmi={data?.intake.bmi ?? null}
          saving={saving}
          onBack={onBack}
          onSubmit={(v) => onSave({ profile: v })}
        />
      );
    case 'questions':
      return (
        <QuestionsStep
          group={step.group!}
          questions={data?.questionsList ?? []}
          answers={data?.intake.answers ?? {}}
          upload={draft}
          saving={saving}
          onBack={back}
          onSubmit={(answers) => onSave({ answers })}
        />
      );
    case 'treatment':
      return (
        <TreatmentStep
          variationKey={profile.productVariationKey}
          planId={draft?.planId}
          saving={saving}
          onBack={back}
          onSubmit={({ variation, plan }) => {
            session.choosePlan(plan.id);
            onSave({ profile: { productVariationKey: variation.key, productId: variation.productId } });
          }}
        />
      );
    case 'address':
      return (
        <AddressStep
          profile={profile}
          stateName={states.data?.find((s) => s.code === profile.state)?.name}
          saving={saving}
          onBack={onBack}
          onSubmit={(v) => onSave({ profile: v })}
        />
      );
    case 'consent':
      return (
        <ConsentStep
          fullName={`${profile.firstName ?? ''} ${profile.lastName ?? ''}`.trim()}
          defaultSignedName={signedName ?? ''}
          charge={amountCents === undefined ? undefined : { amountCents, coveredBy }}
          saving={saving}
          onBack={onBack}
          onSubmit={(v) => onSigned(v.signedName)}
        />
      );
    case 'payment':
      return draft?.planId && signedName ? (
        <IntakePayment
          intakeId={draft.intakeId}
          intakeToken={draft.intakeToken}
          profile={profile}
          planId={draft.planId}
          signedName={signedName}
          coveredBy={coveredBy}
          amountCents={amountCents}
          onBack={onBack}
          onPaid={onPaid}
        />
      ) : null;
  }
}
