import useSWRMutation from 'swr/mutation';
import { accountConnectReplySchema, type AccountConnectBody } from '@contracts/partner-profile';
import { apiClient } from '@/lib/api-client';

/**
 * POST /gym-owner/account-connect: connects the account commissions are paid out to. With Stripe the reply carries
 * `onboardingUrl`, where the partner finishes the setup (Stripe sends them back to /payout-detail).
 */
export async function connectPayoutAccount(body: AccountConnectBody = {}) {
  const reply = await apiClient.post('/gym-owner/account-connect', body);
  return accountConnectReplySchema.parse(reply.data);
}

export const useConnectPayoutAccount = () =>
  useSWRMutation('/gym-owner/account-connect', (_key: string, { arg }: { arg: AccountConnectBody }) => connectPayoutAccount(arg), {
    throwOnError: true,
  });
