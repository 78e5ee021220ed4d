import useSWRMutation from 'swr/mutation';
import { doctorSettingsReplySchema, type UpdateDoctorSettingsBody } from '@contracts/doctor-settings';
import { apiClient } from '@/lib/api-client';
import { DOCTOR_SETTINGS_KEY } from './get-doctor-settings';

/** PUT /doctors/settings: only the fields sent change; the reply is the whole settings (and a message). */
export async function updateDoctorSettings(body: UpdateDoctorSettingsBody) {
  const reply = await apiClient.put(DOCTOR_SETTINGS_KEY, body);
  return doctorSettingsReplySchema.parse(reply.data);
}

export const useUpdateDoctorSettings = () =>
  useSWRMutation(`${DOCTOR_SETTINGS_KEY}#update`, (_key: string, { arg }: { arg: UpdateDoctorSettingsBody }) => updateDoctorSettings(arg), {
    throwOnError: true,
  });
