import { prescriptionReplySchema, type CreatePrescriptionBody } from '@contracts/prescriptions';
import { apiClient } from '@/lib/api-client';

/** POST /doctors/prescriptions: the order's prescription (asking again returns the same one). */
export async function createPrescription(body: CreatePrescriptionBody) {
  const reply = await apiClient.post('/doctors/prescriptions', body);
  return prescriptionReplySchema.parse(reply.data);
}
