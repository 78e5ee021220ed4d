import Button from '@mui/material/Button';
import { useState } from 'react';
import type { UpdateIntakeBody } from '@contracts/onboarding';
import { EmptyState } from '@/components/empty-state';
import { messageOr } from '@/lib/api-errors';
import { toastSuccess } from '@/lib/toast';
import { useRenewalByPhone } from '@/api/intake/get-renewal-by-phone';
import { FlowProgress } from '@/features/intake/components/flow-progress';
import { HardStopScreen } from '@/features/intake/components/hard-stop-screen';
import { LOAD_FAILED, saveStep, SUBMITTED_MESSAGE } from '@/features/intake/components/intake-flow';
import { LoadingCard } from '@/features/intake/components/loading-card';
import { QuestionsStep } from '@/features/intake/components/questions-step';
import { ResumeError } from '@/features/intake/components/resume-error';
import { SuccessScreen, type Paid } from '@/features/intake/components/success-screen';
import { TreatmentStep } from '@/features/intake/components/treatment-step';
import { useIntakeSession } from '@/features/intake/components/use-intake-session';
import { buildSteps, countScreens, neighbourStep, RENEWAL_LEAD_SCREENS, resolveStep } from '@/features/intake/model/steps';
import { CodeStep } from './code-step';
import { PhoneStep } from './phone-step';
import { RenewalPayment } from './renewal-payment';
import { usePhoneCode } from './use-phone-code';

/**
 * A returning patient: phone, texted code, the previous answers to review, plan, card, renewal order.
 * Every step is saved, and screened by the server, before the next one: a hard stop ends the renewal there, with the
 * same kind screen as the first intake, long before a medication or a card is asked for. Once the code is checked the
 * renewal is kept like the first intake (its draft in the progress store, the rest on the server), so a reload resumes
 * at the step it was on without texting another code.
 */
export function RenewalFlow() {
  const session = useIntakeSession('renewal');
  const [wanted, setWanted] = useState<string | null>(null);
  const [reviewing, setReviewing] = useState(false);
  const [result, setResult] = useState<Paid | null>(null);
  const code = usePhoneCode(useRenewalByPhone, LOAD_FAILED, ({ renewalToken, intake, questionsList, partner }) => {
    setWanted(null);
    setReviewing(false);
    void session.adopt({ intakeId: intake.id, intakeToken: renewalToken }, { intake, questionsList, partner });
  });
  /** Back to the phone number: this device forgets the renewal. */
  const restart = () => {
    session.forget();
    setWanted(null);
    setReviewing(false);
    code.reset();
  };

  if (result) return <SuccessScreen result={result} />;
  if (session.draft && session.error) return <ResumeError message={messageOr(session.error, LOAD_FAILED)} onRestart={restart} />;
  if (session.isLoading) return <LoadingCard label="Loading your answers…" />;
  const data = session.data;
  if (data?.intake.submitted) {
    return (
      <EmptyState
        title="This renewal was already submitted"
        description="Sign in to follow your order, or start a new renewal."
        action={
          <Button variant="contained" onClick={restart}>
            Start a new renewal
          </Button>
        }
      />
    );
  }
  if (!data) {
    return code.phone ? (
      <>
        <FlowProgress count={countScreens(RENEWAL_LEAD_SCREENS, [], 1, false)} />
        <CodeStep code={code} onBack={code.reset} />
      </>
    ) : (
      <>
        <FlowProgress count={countScreens(RENEWAL_LEAD_SCREENS, [], 0, false)} />
        <PhoneStep error={code.error} sending={code.sending} onSubmit={(v) => void code.sendCode(v)} />
      </>
    );
  }

  const { intake, questionsList: questions } = data;
  const coveredBy = data.partner?.coversTreatment ? data.partner.businessName : null;
  const answers = intake.answers;
  const planId = session.draft?.planId;
  const steps = buildSteps('renewal', questions, answers);
  const step = resolveStep(steps, wanted ?? intake.currentStep, {
    hasIntake: true,
    hasPlan: Boolean(planId && intake.profile.productVariationKey),
    hasConsent: true,
  });
  const index = steps.indexOf(step);
  // Back from the stop screen reviews the answers; no step past the questions is shown while the stop holds.
  if (intake.hardStops.length > 0 && (!reviewing || step.kind !== 'questions')) {
    return <HardStopScreen findings={intake.hardStops} onBack={() => setReviewing(true)} />;
  }
  const move = (id: string | null) => {
    if (id) setWanted(id);
    window.scrollTo({ top: 0 });
  };
  // Back from the first question goes back to the phone number: every step has a way back.
  const back = () => (index > 0 ? move(neighbourStep('renewal', questions, answers, step.id, -1)) : restart());

  /** Saves the step with the step to resume at; the server's reply says whether the answers stop the renewal. */
  const save = (body: Omit<UpdateIntakeBody, 'currentStep'>) =>
    saveStep(session, { mode: 'renewal', questions, answers, stepId: step.id }, body, (to) => {
      setReviewing(false);
      move(to);
    });

  return (
    <>
      <FlowProgress count={countScreens(RENEWAL_LEAD_SCREENS, steps, RENEWAL_LEAD_SCREENS.length + index)} />
      {step.kind === 'questions' && step.group && (
        <QuestionsStep
          key={step.id}
          group={step.group}
          questions={questions}
          answers={answers}
          upload={null}
          saving={session.saving}
          onBack={back}
          onSubmit={(patch) => void save({ answers: patch })}
        />
      )}
      {step.kind === 'treatment' && (
        // "Change only what is new": the medication and plan start at those of the order being renewed.
        <TreatmentStep
          variationKey={intake.profile.productVariationKey ?? intake.renewalOf?.productVariationKey}
          planId={planId ?? intake.renewalOf?.planId}
          saving={session.saving}
          onBack={back}
          onSubmit={({ variation, plan }) => {
            session.choosePlan(plan.id);
            void save({ profile: { productVariationKey: variation.key, productId: variation.productId } });
          }}
        />
      )}
      {step.kind === 'payment' && planId && intake.profile.productVariationKey && (
        <RenewalPayment
          renewalToken={session.draft!.intakeToken}
          answers={answers}
          variationKey={intake.profile.productVariationKey}
          planId={planId}
          coveredBy={coveredBy}
          amountCents={data.prices?.find((p) => p.planId === planId)?.amountCents}
          onBack={() => move('treatment')}
          onPaid={(paid) => {
            toastSuccess(SUBMITTED_MESSAGE);
            session.forget();
            setResult({ ...paid, coveredBy });
          }}
        />
      )}
    </>
  );
}
