import useSWR from 'swr';
import { dynamicFeeDetailsReplySchema } from '@contracts/invoices';
import { apiClient } from '@/lib/api-client';
import { keyFor } from '@/lib/swr-hooks';

export const feeDetailsKey = keyFor<string>('/super-admin/invoices/:id/dynamic-fee-details');

/** GET /super-admin/invoices/{id}/dynamic-fee-details: how the processing fee is computed. */
export async function getFeeDetails(id: string) {
  const reply = await apiClient.get(`/super-admin/invoices/${encodeURIComponent(id)}/dynamic-fee-details`);
  return dynamicFeeDetailsReplySchema.parse(reply.data).data;
}

export const useFeeDetails = (id: string | null | undefined) =>
  useSWR(id ? feeDetailsKey(id) : null, ([, invoiceId]) => getFeeDetails(invoiceId));
