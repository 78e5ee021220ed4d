import useSWRMutation from 'swr/mutation';
import { patientProfileReplySchema, type UpdatePatientProfileBody } from '@contracts/patient-profile';
import { apiClient } from '@/lib/api-client';
import { PATIENT_PROFILE_KEY } from './get-patient-profile';

/** PUT /patient/profile: only the fields sent are changed; replies with the whole profile (and a message). */
export async function updatePatientProfile(body: UpdatePatientProfileBody) {
  const reply = await apiClient.put(PATIENT_PROFILE_KEY, body);
  return patientProfileReplySchema.parse(reply.data);
}

/** The caller puts the saved profile into the GET cache itself: no refetch of what the reply already holds. */
export const useUpdatePatientProfile = () =>
  useSWRMutation(`${PATIENT_PROFILE_KEY}#update`, (_key: string, { arg }: { arg: UpdatePatientProfileBody }) => updatePatientProfile(arg), {
    throwOnError: true,
  });
