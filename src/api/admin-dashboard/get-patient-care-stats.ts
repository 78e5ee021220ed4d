import useSWR from 'swr';
import { patientCareStatsReplySchema } from '@contracts/platform-stats';
import { apiClient } from '@/lib/api-client';

/** GET /super-admin/patient-care-stats: orders and patients by status, orders per product. */
export async function getPatientCareStats() {
  const reply = await apiClient.get('/super-admin/patient-care-stats');
  return patientCareStatsReplySchema.parse(reply.data).data;
}

export const usePatientCareStats = () => useSWR('/super-admin/patient-care-stats', getPatientCareStats);
