import useSWR from 'swr';
import { invoiceOriginalReplySchema } from '@contracts/invoices';
import { apiClient } from '@/lib/api-client';

export const invoiceOriginalKey = (id: string) => ['/gym-owner/invoices/:id/original-details', id] as const;

/** GET /gym-owner/invoices/{id}/original-details: the invoice as first issued, beside its amounts now. */
export async function getInvoiceOriginal(id: string) {
  const reply = await apiClient.get(`/gym-owner/invoices/${encodeURIComponent(id)}/original-details`);
  return invoiceOriginalReplySchema.parse(reply.data).data;
}

export const useInvoiceOriginal = (id: string | null | undefined) =>
  useSWR(id ? invoiceOriginalKey(id) : null, ([, invoiceId]) => getInvoiceOriginal(invoiceId));
