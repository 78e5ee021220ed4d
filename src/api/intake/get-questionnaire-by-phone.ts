import useSWRMutation from 'swr/mutation';
import { byPhoneReplySchema } from '@contracts/onboarding';
import { apiClient } from '@/lib/api-client';
import type { ByPhoneArg } from './by-phone';

/**
 * GET /patients/get-patient-questionnaire-by-phone/{phone}: without a code it texts one to that number; with the
 * code it answers the latest questionnaire started with it and a fresh token to go on with it on this device.
 */
export async function getQuestionnaireByPhone({ phone, code }: ByPhoneArg) {
  const reply = await apiClient.get(`/patients/get-patient-questionnaire-by-phone/${encodeURIComponent(phone)}`, {
    params: code ? { code } : undefined,
  });
  return byPhoneReplySchema.parse(reply.data).data;
}

export const useQuestionnaireByPhone = () =>
  useSWRMutation('/patients/get-patient-questionnaire-by-phone', (_key: string, { arg }: { arg: ByPhoneArg }) =>
    getQuestionnaireByPhone(arg),
  );
