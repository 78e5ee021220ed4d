import useSWR from 'swr';
import { jobsOverviewReplySchema } from '@contracts/jobs';
import { apiClient } from '@/lib/api-client';

export const JOBS_KEY = '/super-admin/jobs';

/** GET /super-admin/jobs: each scheduled job's last run, status and failures, and the dead letters. */
export async function getJobs() {
  const reply = await apiClient.get(JOBS_KEY);
  return jobsOverviewReplySchema.parse(reply.data).data;
}

export const useJobs = () => useSWR(JOBS_KEY, getJobs);
