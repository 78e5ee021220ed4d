import useSWR from 'swr';
import { doctorSettingsReplySchema } from '@contracts/doctor-settings';
import { apiClient } from '@/lib/api-client';

export const DOCTOR_SETTINGS_KEY = '/doctors/settings';

/** GET /doctors/settings: the doctor's assigned pharmacies, their default pharmacy, and whether the caller may change it. */
export async function getDoctorSettings() {
  const reply = await apiClient.get(DOCTOR_SETTINGS_KEY);
  return doctorSettingsReplySchema.parse(reply.data).data;
}

/** Not revalidated on focus: a refetch must never undo a choice not saved yet. */
export const useDoctorSettings = () =>
  useSWR(DOCTOR_SETTINGS_KEY, getDoctorSettings, { revalidateOnFocus: false, shouldRetryOnError: false });
