import useSWR from 'swr';
import { invoiceTotalsReplySchema } from '@contracts/invoices';
import { apiClient } from '@/lib/api-client';

export const invoiceTotalsKey = '/gym-owner/invoices/totals-by-status';

/** GET /gym-owner/invoices/totals-by-status: how many invoices of each status, and their sum. */
export async function getInvoiceTotals() {
  const reply = await apiClient.get(invoiceTotalsKey);
  return invoiceTotalsReplySchema.parse(reply.data).data.totals;
}

export const useInvoiceTotals = () => useSWR(invoiceTotalsKey, getInvoiceTotals);
