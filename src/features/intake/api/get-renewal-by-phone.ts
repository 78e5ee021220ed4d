import useSWRMutation from 'swr/mutation';
import { byPhoneReplySchema } from '@contracts/onboarding';
import { apiClient } from '@/lib/api-client';

export interface RenewalByPhoneArg {
  /** E.164. */
  phone: string;
  code?: string;
}

/**
 * GET /patients/get-patient-renewal-questionnaire-by-phone/{phone}: without a code it texts one; with the code it
 * answers the previous questionnaire and a renewal token.
 */
export async function getRenewalByPhone({ phone, code }: RenewalByPhoneArg) {
  const reply = await apiClient.get(`/patients/get-patient-renewal-questionnaire-by-phone/${encodeURIComponent(phone)}`, {
    params: code ? { code } : undefined,
  });
  return byPhoneReplySchema.parse(reply.data).data;
}

export const useRenewalByPhone = () =>
  useSWRMutation('/patients/get-patient-renewal-questionnaire-by-phone', (_key: string, { arg }: { arg: RenewalByPhoneArg }) =>
    getRenewalByPhone(arg),
  );
