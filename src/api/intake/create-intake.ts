import useSWRMutation from 'swr/mutation';
import { intakeCreatedReplySchema, type CreateIntakeBody } from '@contracts/onboarding';
import { apiClient } from '@/lib/api-client';

export interface CreateIntakeArg {
  body: CreateIntakeBody;
  /** From a partner's link (`?partner=`): the intake is created through the partner's sign-up call. */
  partnerId?: string | null;
}

/** POST /patients/create-patient-temp-form-questionnaire, or POST /sign-up-patient/{partnerId} for a partner's link. */
export async function createIntake({ body, partnerId }: CreateIntakeArg) {
  const url = partnerId ? `/sign-up-patient/${encodeURIComponent(partnerId)}` : '/patients/create-patient-temp-form-questionnaire';
  const reply = await apiClient.post(url, body);
  return intakeCreatedReplySchema.parse(reply.data).data;
}

export const useCreateIntake = () =>
  useSWRMutation('/patients/create-patient-temp-form-questionnaire', (_key: string, { arg }: { arg: CreateIntakeArg }) =>
    createIntake(arg),
  );
