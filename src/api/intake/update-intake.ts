import useSWRMutation from 'swr/mutation';
import { intakeReplySchema, type UpdateIntakeBody } from '@contracts/onboarding';
import { apiClient } from '@/lib/api-client';
import { intakeHeaders } from './intake-headers';

export interface UpdateIntakeArg {
  intakeId: string;
  intakeToken: string;
  body: UpdateIntakeBody;
}

/** PATCH /patients/update-form-questionnaire/{id}: merges the step's answers; the reply carries the new screening. */
export async function updateIntake({ intakeId, intakeToken, body }: UpdateIntakeArg) {
  const reply = await apiClient.patch(`/patients/update-form-questionnaire/${encodeURIComponent(intakeId)}`, body, {
    headers: intakeHeaders(intakeToken),
  });
  return intakeReplySchema.parse(reply.data).data;
}

export const useUpdateIntake = () =>
  useSWRMutation('/patients/update-form-questionnaire', (_key: string, { arg }: { arg: UpdateIntakeArg }) => updateIntake(arg));
