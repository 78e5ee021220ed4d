import useSWR from 'swr';
import { adminDoctorReplySchema } from '@contracts/doctors';
import { apiClient } from '@/lib/api-client';

export const adminDoctorKey = (id: string) => ['/super-admin/doctors/:id', id] as const;

/** GET /super-admin/doctors/{id}: one doctor, deleted ones too. */
export async function getAdminDoctor(id: string) {
  const reply = await apiClient.get(`/super-admin/doctors/${encodeURIComponent(id)}`);
  return adminDoctorReplySchema.parse(reply.data).data;
}

export const useAdminDoctor = (id: string | undefined) =>
  useSWR(id ? adminDoctorKey(id) : null, ([, doctorId]) => getAdminDoctor(doctorId));
