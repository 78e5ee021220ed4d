import { invoiceChargeReplySchema } from '@contracts/invoices';
import { apiClient } from '@/lib/api-client';

/** GET /gym-owner/invoices/{id}/charge-status: the invoice's status and its last charge attempt. */
export async function getChargeStatus(id: string) {
  const reply = await apiClient.get(`/gym-owner/invoices/${encodeURIComponent(id)}/charge-status`);
  return invoiceChargeReplySchema.parse(reply.data).data;
}
