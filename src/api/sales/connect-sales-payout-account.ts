import useSWRMutation from 'swr/mutation';
import { accountConnectReplySchema, type AccountConnectBody } from '@contracts/partner-profile';
import { apiClient } from '@/lib/api-client';

/** POST /sales/account-connect: connects the account the sales person's commission is paid out to (with Stripe, a setup link). */
export async function connectSalesPayoutAccount(body: AccountConnectBody = {}) {
  const reply = await apiClient.post('/sales/account-connect', body);
  return accountConnectReplySchema.parse(reply.data);
}

export const useConnectSalesPayoutAccount = () =>
  useSWRMutation('/sales/account-connect', (_key: string, { arg }: { arg: AccountConnectBody }) => connectSalesPayoutAccount(arg), {
    throwOnError: true,
  });
