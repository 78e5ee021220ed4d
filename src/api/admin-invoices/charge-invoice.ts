import { invoiceChargeReplySchema } from '@contracts/invoices';
import { apiClient } from '@/lib/api-client';
import { newIdempotencyKey } from '@/lib/idempotency-key';

/** POST /super-admin/invoices/{id}/charge: to the partner's default card (402 declined, 409 paid or void, 422 no card). */
export async function chargeAdminInvoice(id: string, key: string = newIdempotencyKey()) {
  const reply = await apiClient.post(`/super-admin/invoices/${encodeURIComponent(id)}/charge`, null, {
    headers: { 'Idempotency-Key': key },
  });
  return invoiceChargeReplySchema.parse(reply.data).data;
}
