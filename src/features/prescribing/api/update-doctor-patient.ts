import { doctorPatientReplySchema, type UpdateDoctorPatientBody } from '@contracts/doctor';
import { apiClient } from '@/lib/api-client';

/** PATCH /doctors/patients/{id}: only the fields sent change; replies with the patient's record. */
export async function updateDoctorPatient(id: string, body: UpdateDoctorPatientBody) {
  const reply = await apiClient.patch(`/doctors/patients/${encodeURIComponent(id)}`, body);
  return doctorPatientReplySchema.parse(reply.data);
}
