import useSWRMutation from 'swr/mutation';
import { verifyOtpReplySchema, type VerifyOtpBody } from '@contracts/auth';
import { apiClient } from '@/lib/api-client';

/** POST /auth/verify-otp: trades the code for the session tokens and the user. */
export async function verifyOtp(body: VerifyOtpBody) {
  const reply = await apiClient.post('/auth/verify-otp', body);
  return verifyOtpReplySchema.parse(reply.data).data;
}

export const useVerifyOtp = () => useSWRMutation('/auth/verify-otp', (_key: string, { arg }: { arg: VerifyOtpBody }) => verifyOtp(arg));
