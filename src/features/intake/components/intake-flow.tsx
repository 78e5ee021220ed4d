import Button from '@mui/material/Button';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { CONSENT_VERSIONS, type Answers, type Question, type UpdateIntakeBody } from '@contracts/onboarding';
import { EmptyState } from '@/components/empty-state';
import { toastFailure, toastSuccess } from '@/lib/toast';
import type { CheckoutResult } from '@/api/payments/checkout';
import { messageOr } from '@/lib/api-errors';
import { buildSteps, countScreens, neighbourStep, resolveStep, type FlowMode } from '@/features/intake/model/steps';
import { LEGACY_LEAD_SCREENS } from '@/features/intake/legacy/legacy-steps';
import { FlowProgress } from './flow-progress';
import { HardStopScreen } from './hard-stop-screen';
import { IntakeStep } from './intake-step';
import { LoadingCard } from './loading-card';
import { ResumeByPhone } from './resume-by-phone';
import { ResumeError } from './resume-error';
import { SuccessScreen, type Paid } from './success-screen';
import { useIntakeSession, type IntakeSession } from './use-intake-session';

export const SUBMITTED_MESSAGE = 'Your form was submitted successfully!';
export const SAVE_FAILED = 'Failed to save progress';
export const LOAD_FAILED = 'Failed to get questions';

/**
 * Saves a step (the intake's, a renewal's) with the step to resume at, the next one these answers show; then `moved`
 * goes there, or stays on the step when the server's reply says the answers are now screened out (its hard stops).
 * A failed save is a toast, and nothing moves.
 */
export async function saveStep(
  session: Pick<IntakeSession, 'save'>,
  at: { mode: FlowMode; questions: readonly Question[]; answers: Answers; stepId: string },
  body: Omit<UpdateIntakeBody, 'currentStep'>,
  moved: (stepId: string) => void,
) {
  const next = neighbourStep(at.mode, at.questions, { ...at.answers, ...body.answers }, at.stepId, 1) ?? at.stepId;
  try {
    const reply = await session.save({ ...body, currentStep: next });
    moved(reply.intake.hardStops.length > 0 ? at.stepId : next);
  } catch (e) {
    toastFailure(messageOr(e, SAVE_FAILED));
  }
}

interface IntakeFlowProps {
  /** `intake`: the whole v2 intake; `finish`: what the legacy onboarding still needs before payment. */
  mode: FlowMode;
  /** From a partner's link: the intake is created for that partner. */
  partnerId?: string | null;
  /** Where "Back" leads from a hard stop when the answers were given elsewhere (the legacy pages). */
  onReviewAnswers?: () => void;
}

/** The intake, one screen per step, saved on every Continue and resumable after a reload. */
export function IntakeFlow({ mode, partnerId, onReviewAnswers }: IntakeFlowProps) {
  const session = useIntakeSession();
  const [wanted, setWanted] = useState<string | null>(null);
  const [reviewing, setReviewing] = useState(false);
  const [createError, setCreateError] = useState<string | null>(null);
  const [result, setResult] = useState<Paid | null>(null);
  const [resuming, setResuming] = useState(false);

  if (result) return <SuccessScreen result={result} />;
  if (session.draft && session.error) {
    return (
      <ResumeError
        message={messageOr(session.error, LOAD_FAILED)}
        onRestart={() => {
          session.forget();
          setWanted(null);
        }}
      />
    );
  }
  if (session.isLoading) return <LoadingCard label="Loading your answers…" />;
  if (resuming && !session.data) {
    return (
      <ResumeByPhone
        onCancel={() => setResuming(false)}
        onResumed={({ intakeToken, ...found }) => {
          setResuming(false);
          setWanted(null);
          void session.adopt({ intakeId: found.intake.id, intakeToken }, found);
        }}
      />
    );
  }
  const data = session.data;
  if (mode === 'finish' && !data) {
    return (
      <EmptyState
        title="Let's start from the beginning"
        description="We could not find your answers on this device. It only takes a few minutes."
        action={
          <Button component={RouterLink} to="/onboarding" variant="contained">
            Start
          </Button>
        }
      />
    );
  }

  const intake = data?.intake;
  const questions = data?.questionsList ?? [];
  const answers = intake?.answers ?? {};
  // Kept with the intake (the server drops it when the name changes), so that a reload on Payment resumes there.
  // A signature of an earlier version of the texts is asked for again.
  const consent = intake?.consent;
  const current = consent?.telehealthVersion === CONSENT_VERSIONS.TELEHEALTH && consent.privacyVersion === CONSENT_VERSIONS.PRIVACY;
  const signedName = current ? consent.signedName : null;
  const steps = buildSteps(mode, questions, answers);
  const step = resolveStep(steps, wanted ?? intake?.currentStep ?? null, {
    hasIntake: Boolean(intake),
    hasPlan: Boolean(session.draft?.planId && intake?.profile.productVariationKey),
    hasConsent: signedName !== null,
  });

  if (intake?.submitted) {
    return (
      <EmptyState
        title="This form was already submitted"
        description="Sign in to follow your order, or start a new form."
        action={
          <Button variant="contained" onClick={session.forget}>
            Start a new form
          </Button>
        }
      />
    );
  }
  if (intake && intake.hardStops.length > 0 && !reviewing) {
    return <HardStopScreen findings={intake.hardStops} onBack={onReviewAnswers ?? (() => setReviewing(true))} />;
  }

  const move = (to: string | null) => {
    if (to) setWanted(to);
    window.scrollTo({ top: 0 });
  };
  // The legacy onboarding's finishing steps carry on its count, after its own pages, not a count of their own.
  const lead = mode === 'finish' ? LEGACY_LEAD_SCREENS : [];
  const count = countScreens(lead, steps, lead.length + steps.indexOf(step), Boolean(intake));
  const back = () => move(neighbourStep(mode, questions, answers, step.id, -1));

  /** Saves the step with the step to resume at; moves on unless the answers are now screened out. */
  const save = (body: Omit<UpdateIntakeBody, 'currentStep'>) =>
    saveStep(session, { mode, questions, answers, stepId: step.id }, body, (to) => {
      setReviewing(false);
      move(to);
    });

  const start = async (body: UpdateIntakeBody & { profile: NonNullable<UpdateIntakeBody['profile']> }) => {
    setCreateError(null);
    try {
      const reply = await session.start({ profile: body.profile, currentStep: 'body' }, partnerId);
      setReviewing(false);
      move(reply.intake.hardStops.length > 0 ? step.id : 'body');
    } catch (e) {
      setCreateError(messageOr(e, SAVE_FAILED));
    }
  };

  const paid = (checkout: CheckoutResult) => {
    toastSuccess(SUBMITTED_MESSAGE);
    session.forget();
    setResult({ ...checkout, coveredBy: data?.partner?.coversTreatment ? data.partner.businessName : null });
  };

  return (
    <>
      <FlowProgress count={count} />
      {mode === 'intake' && !intake && (
        <Button variant="text" onClick={() => setResuming(true)} sx={{ mb: 2 }}>
          Started on another device? Pick up where you left off
        </Button>
      )}
      <IntakeStep
        key={step.id}
        step={step}
        session={session}
        isFirst={step.id === steps[0].id}
        createError={createError}
        signedName={signedName}
        onBack={back}
        onSave={(body) => void (intake ? save(body) : body.profile && start({ profile: body.profile }))}
        onSigned={(name) =>
          void save({
            consent: {
              signedName: name,
              telehealthVersion: CONSENT_VERSIONS.TELEHEALTH,
              privacyVersion: CONSENT_VERSIONS.PRIVACY,
              agreed: true,
            },
          })
        }
        onPaid={paid}
      />
    </>
  );
}
