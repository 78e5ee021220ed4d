import useSWRMutation from 'swr/mutation';
import { otpSentReplySchema, type SignUpPatientBody } from '@contracts/auth';
import { apiClient } from '@/lib/api-client';

/** POST /auth/sign-up/patients: creates the account and sends a one-time code. */
export async function signUpPatient(body: SignUpPatientBody) {
  const reply = await apiClient.post('/auth/sign-up/patients', body);
  return otpSentReplySchema.parse(reply.data).data;
}

export const useSignUpPatient = () =>
  useSWRMutation('/auth/sign-up/patients', (_key: string, { arg }: { arg: SignUpPatientBody }) => signUpPatient(arg));
