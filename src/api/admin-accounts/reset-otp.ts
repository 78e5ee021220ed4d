import useSWRMutation from 'swr/mutation';
import { messageOnlySchema } from '@contracts/common';
import { apiClient } from '@/lib/api-client';

export const OTP_RESET_TEXT = 'OTP reset successfully';
export const OTP_RESET_FAILED_TEXT = 'Failed to reset OTP';

/** POST /super-admin/users/{userId}/reset-otp: clears the user's pending codes and sign-in lockout. */
export async function resetOtp(userId: string) {
  const reply = await apiClient.post(`/super-admin/users/${encodeURIComponent(userId)}/reset-otp`);
  return messageOnlySchema.parse(reply.data);
}

export const useResetOtp = () =>
  useSWRMutation('/super-admin/users/:id/reset-otp', (_key: string, { arg }: { arg: string }) => resetOtp(arg), { throwOnError: true });
