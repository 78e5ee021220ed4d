import { bulkChargeReplySchema } from '@contracts/invoices';
import { apiClient } from '@/lib/api-client';
import { newIdempotencyKey } from '@/lib/idempotency-key';

/** POST /super-admin/invoices/bulk-charge: each invoice charged at most once; each one's outcome and the totals. */
export async function bulkCharge(ids: string[], key: string = newIdempotencyKey()) {
  const reply = await apiClient.post('/super-admin/invoices/bulk-charge', { ids }, { headers: { 'Idempotency-Key': key } });
  return bulkChargeReplySchema.parse(reply.data).data;
}
