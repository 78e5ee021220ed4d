import { useState } from 'react';
import type { Intake, Question } from '../../../../contracts/onboarding';
import { serverMessage } from '../api/errors';
import { useQuestionnaireByPhone } from '../api/get-questionnaire-by-phone';
import { CodeStep } from '../renewal/code-step';
import { PhoneStep } from '../renewal/phone-step';

export const RESUME_FAILED = 'Failed to get questions';

interface ResumeByPhoneProps {
  onCancel: () => void;
  onResumed: (found: { intake: Intake; questionsList: Question[]; intakeToken: string }) => void;
}

/** Picks up an intake started on another device: the phone number it was started with, then the texted code. */
export function ResumeByPhone({ onCancel, onResumed }: ResumeByPhoneProps) {
  const lookup = useQuestionnaireByPhone();
  const verify = useQuestionnaireByPhone();
  const [phone, setPhone] = useState<{ e164: string; masked: string } | null>(null);
  const [error, setError] = useState<string | null>(null);

  const sendCode = async (e164: string) => {
    setError(null);
    try {
      const reply = await lookup.trigger({ phone: e164 });
      if (reply.codeSent) setPhone({ e164, masked: reply.maskedPhone });
    } catch (e) {
      setError(serverMessage(e, RESUME_FAILED));
    }
  };

  const checkCode = async (code: string) => {
    if (!phone) return;
    setError(null);
    try {
      const reply = await verify.trigger({ phone: phone.e164, code });
      if (!reply.codeSent) onResumed({ intake: reply.intake, questionsList: reply.questionsList, intakeToken: reply.renewalToken });
    } catch (e) {
      setError(serverMessage(e, RESUME_FAILED));
    }
  };

  if (!phone) {
    return (
      <PhoneStep
        title="Continue where you left off"
        description="Enter the phone number you gave when you started. We will text you a 6-digit code to confirm it is you."
        error={error}
        sending={lookup.isMutating}
        onSubmit={(v) => void sendCode(v)}
      />
    );
  }
  return (
    <CodeStep
      maskedPhone={phone.masked}
      error={error}
      checking={verify.isMutating}
      resending={lookup.isMutating}
      onBack={() => {
        setPhone(null);
        setError(null);
        onCancel();
      }}
      onResend={() => void sendCode(phone.e164)}
      onSubmit={(code) => void checkCode(code)}
    />
  );
}
