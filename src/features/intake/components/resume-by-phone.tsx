import type { Intake, Question } from '@contracts/onboarding';
import { useQuestionnaireByPhone } from '@/api/intake/get-questionnaire-by-phone';
import { CodeStep } from '@/features/intake/renewal/code-step';
import { PhoneStep } from '@/features/intake/renewal/phone-step';
import { usePhoneCode } from '@/features/intake/renewal/use-phone-code';

export const RESUME_FAILED = 'Failed to get questions';

interface ResumeByPhoneProps {
  onCancel: () => void;
  onResumed: (found: { intake: Intake; questionsList: Question[]; intakeToken: string }) => void;
}

/** Picks up an intake started on another device: the phone number it was started with, then the texted code. */
export function ResumeByPhone({ onCancel, onResumed }: ResumeByPhoneProps) {
  const code = usePhoneCode(useQuestionnaireByPhone, RESUME_FAILED, (reply) =>
    onResumed({ intake: reply.intake, questionsList: reply.questionsList, intakeToken: reply.renewalToken }),
  );
  const { phone, error } = code;

  if (!phone) {
    return (
      <PhoneStep
        title="Continue where you left off"
        description="Enter the phone number you gave when you started. We will text you a 6-digit code to confirm it is you."
        error={error}
        sending={code.sending}
        onSubmit={(v) => void code.sendCode(v)}
        // Back to the new intake: a patient who opened this by mistake is not stuck on it.
        onBack={onCancel}
      />
    );
  }
  return (
    <CodeStep
      code={code}
      onBack={() => {
        code.reset();
        onCancel();
      }}
    />
  );
}
