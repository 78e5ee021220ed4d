import useSWR from 'swr';
import { pharmacyAssignmentListReplySchema } from '@contracts/doctors';
import { apiClient } from '@/lib/api-client';

export const doctorPharmacyAssignmentsKey = (doctorId: string) => ['/super-admin/pharmacy-assignments/doctor/:doctorId', doctorId] as const;

/** GET /super-admin/pharmacy-assignments/doctor/{doctorId}. */
export async function getDoctorPharmacyAssignments(doctorId: string) {
  const reply = await apiClient.get(`/super-admin/pharmacy-assignments/doctor/${encodeURIComponent(doctorId)}`);
  return pharmacyAssignmentListReplySchema.parse(reply.data).data;
}

export const useDoctorPharmacyAssignments = (doctorId: string) =>
  useSWR(doctorPharmacyAssignmentsKey(doctorId), ([, id]) => getDoctorPharmacyAssignments(id));
