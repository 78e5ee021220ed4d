import useSWRMutation from 'swr/mutation';
import { doctorProfileReplySchema, type UpdateDoctorProfileBody } from '@contracts/doctors';
import { apiClient } from '@/lib/api-client';
import { useAccountApiBase } from './account-api-base';
import { profileKey } from './get-profile';

/** PATCH /doctors/profile: only the fields sent change; the reply is the whole profile (and a message). */
export async function updateProfile(base: string, body: UpdateDoctorProfileBody) {
  const reply = await apiClient.patch(profileKey(base), body);
  return doctorProfileReplySchema.parse(reply.data);
}

/** The caller puts the saved profile into the GET cache itself: no refetch of what the reply already holds. */
export function useUpdateProfile() {
  const base = useAccountApiBase();
  return useSWRMutation(
    `${profileKey(base)}#update`,
    (_key: string, { arg }: { arg: UpdateDoctorProfileBody }) => updateProfile(base, arg),
    { throwOnError: true },
  );
}
