import useSWRMutation from 'swr/mutation';
import { adminDoctorReplySchema, type CreateAdminDoctorBody } from '@contracts/doctors';
import { apiClient } from '@/lib/api-client';

/** POST /super-admin/doctors: a new doctor with NPI and license states. */
export async function createAdminDoctor(body: CreateAdminDoctorBody) {
  const reply = await apiClient.post('/super-admin/doctors', body);
  return adminDoctorReplySchema.parse(reply.data);
}

export const useCreateAdminDoctor = () =>
  useSWRMutation('/super-admin/doctors:create', (_key: string, { arg }: { arg: CreateAdminDoctorBody }) => createAdminDoctor(arg), {
    throwOnError: true,
  });
