import useSWRMutation from 'swr/mutation';
import { jobRetryReplySchema } from '@contracts/jobs';
import { apiClient } from '@/lib/api-client';

/** POST /super-admin/jobs/{id}/retry: queues a dead letter's job again and takes the dead letter off the list. */
export async function retryJob(id: string) {
  const reply = await apiClient.post(`/super-admin/jobs/${encodeURIComponent(id)}/retry`);
  return jobRetryReplySchema.parse(reply.data);
}

export const useRetryJob = () =>
  useSWRMutation('/super-admin/jobs/:id/retry', (_key: string, { arg }: { arg: string }) => retryJob(arg), { throwOnError: true });
