import useSWRMutation from 'swr/mutation';
import { byPhoneReplySchema } from '@contracts/onboarding';
import { apiClient } from '@/lib/api-client';
import type { ByPhoneArg } from './by-phone';

/**
 * GET /patients/get-patient-renewal-questionnaire-by-phone/{phone}: without a code it texts one; with the code it
 * answers the previous questionnaire and a renewal token.
 */
export async function getRenewalByPhone({ phone, code }: ByPhoneArg) {
  const reply = await apiClient.get(`/patients/get-patient-renewal-questionnaire-by-phone/${encodeURIComponent(phone)}`, {
    params: code ? { code } : undefined,
  });
  return byPhoneReplySchema.parse(reply.data).data;
}

export const useRenewalByPhone = () =>
  useSWRMutation('/patients/get-patient-renewal-questionnaire-by-phone', (_key: string, { arg }: { arg: ByPhoneArg }) =>
    getRenewalByPhone(arg),
  );
