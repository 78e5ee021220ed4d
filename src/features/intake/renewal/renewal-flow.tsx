import { useState } from 'react';
import type { Answers, Intake, IntakePartner, Question } from '@contracts/onboarding';
import { messageOr } from '@/lib/api-errors';
import { toastFailure, toastSuccess } from '@/lib/toast';
import type { CheckoutResult } from '@/api/payments/checkout';
import { useCreateRenewalOrder } from '@/api/payments/create-renewal-order';
import { useRenewalByPhone } from '@/api/intake/get-renewal-by-phone';
import { useUpdateIntake } from '@/api/intake/update-intake';
import { FlowProgress } from '@/features/intake/components/flow-progress';
import { HardStopScreen } from '@/features/intake/components/hard-stop-screen';
import { LOAD_FAILED, SAVE_FAILED, SUBMITTED_MESSAGE } from '@/features/intake/components/intake-flow';
import { PaymentStep } from '@/features/intake/components/payment-step';
import { QuestionsStep } from '@/features/intake/components/questions-step';
import { SuccessScreen } from '@/features/intake/components/success-screen';
import { TreatmentStep, type TreatmentChoice } from '@/features/intake/components/treatment-step';
import { buildSteps, neighbourStep, SECTIONS } from '@/features/intake/model/steps';
import { CodeStep } from './code-step';
import { PhoneStep } from './phone-step';
import { usePhoneCode } from './use-phone-code';

interface Verified {
  renewalToken: string;
  intake: Intake;
  questionsList: Question[];
  partner?: IntakePartner;
}

/**
 * A returning patient: phone, texted code, the previous answers to review, plan, card, renewal order.
 * Every question step is saved, and screened by the server, before the next one: a hard stop ends the renewal there,
 * with the same kind screen as the first intake, long before a medication or a card is asked for.
 */
export function RenewalFlow() {
  const order = useCreateRenewalOrder();
  const update = useUpdateIntake();
  const [verified, setVerified] = useState<Verified | null>(null);
  const [intake, setIntake] = useState<Intake | null>(null);
  const [stepId, setStepId] = useState<string | null>(null);
  const [reviewing, setReviewing] = useState(false);
  const [choice, setChoice] = useState<TreatmentChoice | null>(null);
  const [result, setResult] = useState<CheckoutResult | null>(null);
  const sections = SECTIONS.renewal;
  const code = usePhoneCode(useRenewalByPhone, LOAD_FAILED, (reply) => {
    setVerified(reply);
    setIntake(reply.intake);
  });
  const { phone, error } = code;

  if (result) return <SuccessScreen result={result} />;
  if (!phone) {
    return (
      <>
        <FlowProgress sections={sections} active={0} />
        <PhoneStep error={error} sending={code.sending} onSubmit={(v) => void code.sendCode(v)} />
      </>
    );
  }
  if (!verified || !intake) {
    return (
      <>
        <FlowProgress sections={sections} active={1} />
        <CodeStep code={code} onBack={code.reset} />
      </>
    );
  }

  const questions = verified.questionsList;
  const answers: Answers = intake.answers;
  const steps = buildSteps('renewal', questions, answers);
  const step = steps.find((s) => s.id === stepId && (s.kind !== 'payment' || choice)) ?? steps[0];
  const index = steps.indexOf(step);
  // Back from the stop screen reviews the answers; no step past the questions is shown while the stop holds.
  if (intake.hardStops.length > 0 && (!reviewing || step.kind !== 'questions')) {
    return <HardStopScreen findings={intake.hardStops} onBack={() => setReviewing(true)} />;
  }
  const move = (id: string | null) => {
    if (id) setStepId(id);
    window.scrollTo({ top: 0 });
  };
  // Back from the first question goes back to the phone number: every step has a way back.
  const back = () => {
    if (index > 0) move(neighbourStep('renewal', questions, answers, step.id, -1));
    else {
      setVerified(null);
      setIntake(null);
      setStepId(null);
      setReviewing(false);
      code.reset();
    }
  };

  /** Saves the step's answers with the step to resume at; the server's reply says whether they stop the renewal. */
  const save = async (patch: Answers) => {
    const next = neighbourStep('renewal', questions, { ...answers, ...patch }, step.id, 1);
    try {
      const body = { answers: patch, currentStep: next ?? step.id };
      const reply = await update.trigger({ intakeId: intake.id, intakeToken: verified.renewalToken, body });
      setIntake(reply.intake);
      setReviewing(false);
      move(reply.intake.hardStops.length > 0 ? step.id : next);
    } catch (e) {
      toastFailure(messageOr(e, SAVE_FAILED));
    }
  };

  return (
    <>
      <FlowProgress sections={sections} active={sections.indexOf(step.section)} />
      {step.kind === 'questions' && step.group && (
        <QuestionsStep
          key={step.id}
          group={step.group}
          questions={questions}
          answers={answers}
          upload={null}
          saving={update.isMutating}
          onBack={back}
          onSubmit={(patch) => void save(patch)}
        />
      )}
      {step.kind === 'treatment' && (
        <TreatmentStep
          variationKey={choice?.variation.key ?? intake.profile.productVariationKey}
          planId={choice?.plan.id}
          saving={false}
          onBack={back}
          onSubmit={(picked) => {
            setChoice(picked);
            move('payment');
          }}
        />
      )}
      {step.kind === 'payment' && choice && (
        <PaymentStep
          choice={choice}
          askPassword={false}
          coveredBy={verified.partner?.coversTreatment ? verified.partner.businessName : null}
          onBack={() => move('treatment')}
          pay={({ payment, idempotencyKey }) =>
            order.trigger({
              renewalToken: verified.renewalToken,
              answers,
              planId: choice.plan.id,
              productVariationKey: choice.variation.key,
              payment,
              idempotencyKey,
            })
          }
          onPaid={(paid) => {
            toastSuccess(SUBMITTED_MESSAGE);
            setResult(paid);
          }}
        />
      )}
    </>
  );
}
