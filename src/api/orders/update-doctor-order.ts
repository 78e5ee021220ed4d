import { doctorOrderFullReplySchema, type UpdateDoctorOrderBody } from '@contracts/order-review';
import { apiClient } from '@/lib/api-client';

/** PATCH /doctors/orders/{id}: only the fields sent change; replies with the whole order (and a message). */
export async function updateDoctorOrder(id: string, body: UpdateDoctorOrderBody) {
  const reply = await apiClient.patch(`/doctors/orders/${encodeURIComponent(id)}`, body);
  return doctorOrderFullReplySchema.parse(reply.data);
}
