import useSWRMutation from 'swr/mutation';
import { otpSentReplySchema, type LoginBody } from '@contracts/auth';
import { apiClient } from '@/lib/api-client';

/** POST /auth/login: checks the password and sends a one-time code. */
export async function login(body: LoginBody) {
  const reply = await apiClient.post('/auth/login', body);
  return otpSentReplySchema.parse(reply.data).data;
}

export const useLogin = () => useSWRMutation('/auth/login', (_key: string, { arg }: { arg: LoginBody }) => login(arg));
