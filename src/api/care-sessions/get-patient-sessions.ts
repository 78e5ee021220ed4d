import useSWR, { useSWRConfig } from 'swr';
import { patientSessionReplySchema, patientSessionsReplySchema, type CancelSessionBody } from '@contracts/care-sessions';
import { apiClient } from '@/lib/api-client';

export const patientSessionsKey = '/patient/care-sessions';

/** GET /patient/care-sessions: the patient's own calls with the care team, upcoming and past (no care notes). */
export async function getPatientSessions() {
  return patientSessionsReplySchema.parse((await apiClient.get(patientSessionsKey)).data).data;
}

export const usePatientSessions = () => useSWR(patientSessionsKey, getPatientSessions);

/** POST /patient/care-sessions/{id}/cancel. */
export async function cancelPatientSession(id: string, body: CancelSessionBody) {
  return patientSessionReplySchema.parse((await apiClient.post(`${patientSessionsKey}/${encodeURIComponent(id)}/cancel`, body)).data);
}

/** Cancels one of the patient's calls, then fetches their calls again. */
export function useCancelPatientSession() {
  const { mutate } = useSWRConfig();
  return async (id: string, body: CancelSessionBody) => {
    const reply = await cancelPatientSession(id, body);
    await mutate(patientSessionsKey);
    return reply;
  };
}
