import { pharmacyAssignmentReplySchema, type AssignPharmacyBody } from '@contracts/doctors';
import { apiClient } from '@/lib/api-client';

/** POST /super-admin/assign-pharmacy-for-doctor. */
export async function assignPharmacy(body: AssignPharmacyBody) {
  const reply = await apiClient.post('/super-admin/assign-pharmacy-for-doctor', body);
  return pharmacyAssignmentReplySchema.parse(reply.data);
}
