import useSWRMutation from 'swr/mutation';
import { billingTransferReplySchema, type BillingMode } from '@contracts/invoices';
import { apiClient } from '@/lib/api-client';
import { billingTransferKey } from './get-billing-transfer';

/** PUT /gym-owner/billing-transfer: the reply is the new state and 'Billing updated successfully'. */
export async function updateBillingTransfer(billingMode: BillingMode) {
  const reply = await apiClient.put(billingTransferKey, { billingMode });
  return billingTransferReplySchema.parse(reply.data);
}

/** The caller puts the saved state into the GET cache itself. */
export const useUpdateBillingTransfer = () =>
  useSWRMutation(`${billingTransferKey}#update`, (_key: string, { arg }: { arg: BillingMode }) => updateBillingTransfer(arg), {
    throwOnError: true,
  });
