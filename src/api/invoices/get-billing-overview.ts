import useSWR from 'swr';
import { billingOverviewReplySchema } from '@contracts/invoices';
import { apiClient } from '@/lib/api-client';

export const billingOverviewKey = '/gym-owner/invoices/billing-overview';

/** GET /gym-owner/invoices/billing-overview: open, overdue and paid-this-month sums, the next due day and the default card. */
export async function getBillingOverview() {
  const reply = await apiClient.get(billingOverviewKey);
  return billingOverviewReplySchema.parse(reply.data).data;
}

export const useBillingOverview = () => useSWR(billingOverviewKey, getBillingOverview);
