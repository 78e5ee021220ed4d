import useSWR from 'swr';
import { billingTransferReplySchema } from '@contracts/invoices';
import { apiClient } from '@/lib/api-client';

export const billingTransferKey = '/gym-owner/billing-transfer';

/** GET /gym-owner/billing-transfer: who pays for the partner's patients' new orders, and the card its invoices use. */
export async function getBillingTransfer() {
  const reply = await apiClient.get(billingTransferKey);
  return billingTransferReplySchema.parse(reply.data).data;
}

export const useBillingTransfer = () => useSWR(billingTransferKey, getBillingTransfer);
