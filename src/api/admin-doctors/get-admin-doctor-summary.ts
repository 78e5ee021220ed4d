import useSWR from 'swr';
import { adminDoctorSummaryReplySchema } from '@contracts/doctors';
import { apiClient } from '@/lib/api-client';

export const ADMIN_DOCTOR_SUMMARY_KEY = '/super-admin/doctors/summary';

/** GET /super-admin/doctors/summary: total, active, inactive and the month-on-month increase rate. */
export async function getAdminDoctorSummary() {
  const reply = await apiClient.get(ADMIN_DOCTOR_SUMMARY_KEY);
  return adminDoctorSummaryReplySchema.parse(reply.data).data;
}

export const useAdminDoctorSummary = () => useSWR(ADMIN_DOCTOR_SUMMARY_KEY, getAdminDoctorSummary);
