import { doctorOrderFullReplySchema, type CreateNewOrderBody } from '@contracts/order-review';
import { apiClient } from '@/lib/api-client';

/** POST /doctors/create-new-order: an order for one of the doctor's patients or for a new patient. */
export async function createNewOrder(body: CreateNewOrderBody) {
  const reply = await apiClient.post('/doctors/create-new-order', body);
  return doctorOrderFullReplySchema.parse(reply.data);
}
