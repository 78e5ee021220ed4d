import { apiClient } from '@/lib/api-client';

/**
 * GET /gym-owner/invoices/download?ids=a,b: the CSV of the selected invoices (ids joined by commas), as a blob.
 * Through the one API client, whose interceptor sends the delegate token when the partner acts through delegate access.
 */
export async function downloadInvoices(ids: readonly string[]): Promise<Blob> {
  const reply = await apiClient.get<Blob>('/gym-owner/invoices/download', {
    params: { ids: ids.join(',') },
    responseType: 'blob',
    headers: { Accept: 'text/csv' },
  });
  return reply.data;
}
