import useSWR from 'swr';
import { invoiceActivitiesReplySchema } from '@contracts/invoices';
import { apiClient } from '@/lib/api-client';
import { keyFor } from '@/lib/swr-hooks';

export const invoiceActivitiesKey = keyFor<string>('/invoice-activities/invoice');

/** GET /invoice-activities/invoice?invoiceId=: the invoice's history, oldest first. */
export async function getInvoiceActivities(invoiceId: string) {
  const reply = await apiClient.get('/invoice-activities/invoice', { params: { invoiceId } });
  return invoiceActivitiesReplySchema.parse(reply.data).data.activities;
}

export const useInvoiceActivities = (invoiceId: string | null | undefined) =>
  useSWR(invoiceId ? invoiceActivitiesKey(invoiceId) : null, ([, id]) => getInvoiceActivities(id));
