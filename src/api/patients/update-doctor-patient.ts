import { doctorPatientReplySchema, type UpdateDoctorPatientBody } from '@contracts/patients';
import { apiClient } from '@/lib/api-client';
import { useRecordMutation } from '@/lib/swr-hooks';

/** PATCH /doctors/patients/{id}: only the fields sent change; replies with the patient's record (and a message). */
export async function updateDoctorPatient(id: string, body: UpdateDoctorPatientBody) {
  const reply = await apiClient.patch(`/doctors/patients/${encodeURIComponent(id)}`, body);
  return doctorPatientReplySchema.parse(reply.data);
}

/** The caller puts the saved record into the detail's cache itself: no refetch of what the reply already holds. */
export const useUpdateDoctorPatient = (id: string) => useRecordMutation('/doctors/patients/:id#update', id, updateDoctorPatient);
