import useSWR from 'swr';
import { adminOriginalDetailsReplySchema } from '@contracts/invoices';
import { apiClient } from '@/lib/api-client';
import { keyFor } from '@/lib/swr-hooks';
import { notFoundIsFinal } from '@/lib/swr';

export const originalDetailsKey = keyFor<string>('/super-admin/invoices/:id/original-details');

/** GET /super-admin/invoices/{id}/original-details: the invoice, and its items as first invoiced and now. */
export async function getOriginalDetails(id: string) {
  const reply = await apiClient.get(`/super-admin/invoices/${encodeURIComponent(id)}/original-details`);
  return adminOriginalDetailsReplySchema.parse(reply.data).data;
}

export const useOriginalDetails = (id: string | null | undefined) =>
  useSWR(id ? originalDetailsKey(id) : null, ([, invoiceId]) => getOriginalDetails(invoiceId), notFoundIsFinal);
