import useSWR from 'swr';
import { invoiceReplySchema } from '@contracts/invoices';
import { apiClient } from '@/lib/api-client';
import { notFoundIsFinal } from '@/lib/swr';

export const invoiceKey = (id: string) => ['/gym-owner/invoices/:id', id] as const;

/** GET /gym-owner/invoices/{id}: the invoice with its items, fees and last charge. */
export async function getInvoice(id: string) {
  const reply = await apiClient.get(`/gym-owner/invoices/${encodeURIComponent(id)}`);
  return invoiceReplySchema.parse(reply.data).data;
}

export const useInvoice = (id: string | null | undefined) =>
  useSWR(id ? invoiceKey(id) : null, ([, invoiceId]) => getInvoice(invoiceId), notFoundIsFinal);
