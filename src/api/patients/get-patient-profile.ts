import useSWR from 'swr';
import { patientProfileReplySchema } from '@contracts/patient-profile';
import { apiClient } from '@/lib/api-client';

export const PATIENT_PROFILE_KEY = '/patient/profile';

/** GET /patient/profile: the signed-in patient's details and address. */
export async function getPatientProfile() {
  const reply = await apiClient.get(PATIENT_PROFILE_KEY);
  return patientProfileReplySchema.parse(reply.data).data;
}

/** Not revalidated on focus: a refetch must never overwrite what the patient is typing. */
export const usePatientProfile = () =>
  useSWR(PATIENT_PROFILE_KEY, getPatientProfile, { revalidateOnFocus: false, shouldRetryOnError: false });
