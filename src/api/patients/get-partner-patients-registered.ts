import useSWR from 'swr';
import { patientsRegisteredReplySchema } from '@contracts/patients';
import { apiClient } from '@/lib/api-client';

export type RegisteredQuery = { period?: 'day' | 'week' | 'month'; startDate?: string; endDate?: string };

export const partnerPatientsRegisteredKey = (query: RegisteredQuery) => ['/gym-owner/patients-registered', query] as const;

/** GET /gym-owner/patients-registered: registrations per day, week or month (by month unless asked). */
export async function getPartnerPatientsRegistered(query: RegisteredQuery = {}) {
  const params = Object.fromEntries(Object.entries(query).filter(([, value]) => Boolean(value)));
  const reply = await apiClient.get('/gym-owner/patients-registered', { params });
  return patientsRegisteredReplySchema.parse(reply.data).data;
}

export const usePartnerPatientsRegistered = (query: RegisteredQuery = {}) =>
  useSWR(partnerPatientsRegisteredKey(query), ([, sent]) => getPartnerPatientsRegistered(sent));
