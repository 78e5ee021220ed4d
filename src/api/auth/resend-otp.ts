import useSWRMutation from 'swr/mutation';
import { otpSentReplySchema } from '@contracts/auth';
import { apiClient } from '@/lib/api-client';

/** POST /auth/resend-otp: sends a fresh code; returns the server's message when it has one. */
export async function resendOtp(body: { email: string }): Promise<string | undefined> {
  const reply = await apiClient.post('/auth/resend-otp', body);
  return otpSentReplySchema.parse(reply.data).message;
}

export const useResendOtp = () => useSWRMutation('/auth/resend-otp', (_key: string, { arg }: { arg: { email: string } }) => resendOtp(arg));
