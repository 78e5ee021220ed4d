import type { InvoiceStatus } from '@contracts/invoices';
import { apiClient } from '@/lib/api-client';

/** GET /gym-owner/invoices/download-all: the CSV of every invoice (of one status if given), as a blob, through the one API client. */
export async function downloadAllInvoices(status?: InvoiceStatus): Promise<Blob> {
  const reply = await apiClient.get<Blob>('/gym-owner/invoices/download-all', {
    params: status ? { status } : {},
    responseType: 'blob',
    headers: { Accept: 'text/csv' },
  });
  return reply.data;
}
