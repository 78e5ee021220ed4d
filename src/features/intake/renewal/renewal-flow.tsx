import { useState } from 'react';
import type { Answers, Intake, Question } from '@contracts/onboarding';
import { toastSuccess } from '@/lib/toast';
import type { CheckoutResult } from '@/api/payments/checkout';
import { useCreateRenewalOrder } from '@/api/payments/create-renewal-order';
import { useRenewalByPhone } from '@/api/intake/get-renewal-by-phone';
import { FlowProgress } from '@/features/intake/components/flow-progress';
import { LOAD_FAILED, SUBMITTED_MESSAGE } from '@/features/intake/components/intake-flow';
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
}

/** A returning patient: phone, texted code, the previous answers to review, plan, card, renewal order. */
export function RenewalFlow() {
  const order = useCreateRenewalOrder();
  const [verified, setVerified] = useState<Verified | null>(null);
  const [answers, setAnswers] = useState<Answers>({});
  const [stepId, setStepId] = useState<string | null>(null);
  const [choice, setChoice] = useState<TreatmentChoice | null>(null);
  const [result, setResult] = useState<CheckoutResult | null>(null);
  const sections = SECTIONS.renewal;
  const code = usePhoneCode(useRenewalByPhone, LOAD_FAILED, (reply) => {
    setVerified(reply);
    setAnswers(reply.intake.answers);
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
  if (!verified) {
    return (
      <>
        <FlowProgress sections={sections} active={1} />
        <CodeStep code={code} onBack={code.reset} />
      </>
    );
  }

  const questions = verified.questionsList;
  const steps = buildSteps('renewal', questions, answers);
  const step = steps.find((s) => s.id === stepId && (s.kind !== 'payment' || choice)) ?? steps[0];
  const index = steps.indexOf(step);
  const move = (id: string | null) => {
    if (id) setStepId(id);
    window.scrollTo({ top: 0 });
  };
  // Back from the first question goes back to the phone number: every step has a way back.
  const back = () => {
    if (index > 0) move(neighbourStep('renewal', questions, answers, step.id, -1));
    else {
      setVerified(null);
      setStepId(null);
      code.reset();
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
          saving={false}
          onBack={back}
          onSubmit={(patch) => {
            const next = { ...answers, ...patch };
            setAnswers(next);
            move(neighbourStep('renewal', questions, next, step.id, 1));
          }}
        />
      )}
      {step.kind === 'treatment' && (
        <TreatmentStep
          variationKey={choice?.variation.key ?? verified.intake.profile.productVariationKey}
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
