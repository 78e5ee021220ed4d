import useSWR from 'swr';
import { invoiceActivitiesReplySchema } from '@contracts/invoices';
import { apiClient } from '@/lib/api-client';

export const invoiceActivitiesKey = (invoiceId: string) => ['/invoice-activities/invoice', invoiceId] as const;

/** GET /invoice-activities/invoice?invoiceId=: the invoice's history, oldest first. */
export async function getInvoiceActivities(invoiceId: string) {
  const reply = await apiClient.get('/invoice-activities/invoice', { params: { invoiceId } });
  return invoiceActivitiesReplySchema.parse(reply.data).data.activities;
}

export const useInvoiceActivities = (invoiceId: string | null | undefined) =>
  useSWR(invoiceId ? invoiceActivitiesKey(invoiceId) : null, ([, id]) => getInvoiceActivities(id));
