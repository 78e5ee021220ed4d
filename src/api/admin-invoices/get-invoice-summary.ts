import useSWR from 'swr';
import { invoiceSummaryByStatusReplySchema } from '@contracts/invoices';
import { apiClient } from '@/lib/api-client';

export const invoiceSummaryKey = '/super-admin/invoices/summary-by-status';

/** GET /super-admin/invoices/summary-by-status: count and cents of each status, and overall. */
export async function getInvoiceSummary() {
  const reply = await apiClient.get(invoiceSummaryKey);
  return invoiceSummaryByStatusReplySchema.parse(reply.data).data;
}

export const useInvoiceSummary = () => useSWR(invoiceSummaryKey, getInvoiceSummary);
