import { actAsTokenReplySchema } from '@contracts/doctors';
import { apiClient } from '@/lib/api-client';

/** GET /super-admin/doctors/{id}/generate-token: a short-lived acting session as the doctor, with its hand-over code. */
export async function generateDoctorToken(doctorId: string) {
  const reply = await apiClient.get(`/super-admin/doctors/${encodeURIComponent(doctorId)}/generate-token`);
  return actAsTokenReplySchema.parse(reply.data).data;
}
