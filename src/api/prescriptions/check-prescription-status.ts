import { prescriptionReplySchema } from '@contracts/prescriptions';
import { apiClient } from '@/lib/api-client';

/** POST /doctors/digital-rx/check-prescription-status: asks Digital Rx where the order's prescription stands. */
export async function checkPrescriptionStatus(orderId: string) {
  const reply = await apiClient.post('/doctors/digital-rx/check-prescription-status', { orderId });
  return prescriptionReplySchema.parse(reply.data);
}
