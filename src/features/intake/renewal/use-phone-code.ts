import { useState } from 'react';
import type { z } from 'zod';
import type { byPhoneReplySchema } from '@contracts/onboarding';
import { messageOr } from '@/lib/api-errors';
import type { ByPhoneArg } from '@/api/intake/by-phone';

type ByPhoneReply = z.infer<typeof byPhoneReplySchema>['data'];
type Verified = Extract<ByPhoneReply, { codeSent: false }>;
type ByPhoneMutation = { trigger: (arg: ByPhoneArg) => Promise<ByPhoneReply>; isMutating: boolean };

/**
 * The phone-then-texted-code exchange shared by the renewal and by picking an intake up on another device:
 * the first call texts a code, the second (with the code) answers the questionnaire.
 */
export function usePhoneCode(useByPhone: () => ByPhoneMutation, failure: string, onVerified: (reply: Verified) => void) {
  const lookup = useByPhone();
  const verify = useByPhone();
  const [phone, setPhone] = useState<{ e164: string; masked: string } | null>(null);
  const [error, setError] = useState<string | null>(null);

  const sendCode = async (e164: string) => {
    setError(null);
    try {
      const reply = await lookup.trigger({ phone: e164 });
      if (reply.codeSent) setPhone({ e164, masked: reply.maskedPhone });
    } catch (e) {
      setError(messageOr(e, failure));
    }
  };

  const checkCode = async (code: string) => {
    if (!phone) return;
    setError(null);
    try {
      const reply = await verify.trigger({ phone: phone.e164, code });
      if (!reply.codeSent) onVerified(reply);
    } catch (e) {
      setError(messageOr(e, failure));
    }
  };

  const reset = () => {
    setPhone(null);
    setError(null);
  };

  return { phone, error, sending: lookup.isMutating, checking: verify.isMutating, sendCode, checkCode, reset };
}

export type PhoneCode = ReturnType<typeof usePhoneCode>;
